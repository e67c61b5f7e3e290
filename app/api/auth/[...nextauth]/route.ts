import NextAuth from "next-auth";
import { authOptions } from "@/lib/server/auth/auth-options";

type Context = { params: Promise<{ nextauth: string[] }> };

function handler(req: Request, context: Context) {
  return NextAuth(req as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
