import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { safeReturnPath } from "@/lib/domain/safe-return-path";
import { endSession, startSession, verifyCredentials } from "@/lib/server/auth/users";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

declare module "next-auth" {
  interface Session {
    sid?: string;
  }
}
declare module "next-auth/jwt" {
  interface JWT {
    sid?: string;
    uid?: string;
  }
}

let options: NextAuthOptions | undefined;

/**
 * Credentials sign-in with a JWT cookie that carries a server-side session id: the cookie
 * alone is never enough, the Session row must still exist (see lib/server/session.ts).
 */
export function authOptions(): NextAuthOptions {
  options ??= {
    secret: config().NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in" },
    providers: [
      CredentialsProvider({
        name: "Email and password",
        credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
        authorize: async (credentials) => {
          const user = await verifyCredentials(credentials?.email ?? "", credentials?.password ?? "");
          return user ? { id: user.id, email: user.email, name: user.name } : null;
        },
      }),
    ],
    callbacks: {
      jwt: async ({ token, user }) => {
        if (user) {
          token.uid = user.id;
          token.sid = await startSession(user.id, SESSION_MAX_AGE_SECONDS);
        }
        return token;
      },
      session: async ({ session, token }) => ({ ...session, sid: token.sid }),
      // Only same-origin paths: `/%09/evil.example` and the like land on the home page.
      redirect: ({ url, baseUrl }) => new URL(safeReturnPath(url, baseUrl), baseUrl).href,
    },
    events: {
      signOut: async ({ token }) => {
        if (token?.sid) await endSession(token.sid);
      },
    },
  };
  return options;
}
