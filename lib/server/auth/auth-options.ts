import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { safeReturnPath } from "@/lib/domain/safe-return-path";
import { log, errorFields } from "@/lib/server/log";
import { endSession, findSessionViewer, startSession, verifyCredentials } from "@/lib/server/auth/users";

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const SESSION_ENDED = "The session has ended (signed out, disabled or deleted)";

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
 * alone is never enough, the Session row must still exist (see lib/server/auth/session.ts).
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
          return token;
        }
        // Without its Session row a cookie is worth nothing: next-auth then answers no session
        // and clears the cookie instead of re-issuing it for another 30 days.
        if (!token.sid || !(await findSessionViewer(token.sid))) throw new Error(SESSION_ENDED);
        return token;
      },
      session: ({ session, token }) => ({ ...session, sid: token.sid }),
      // Only same-origin paths: `/%09/evil.example` and the like land on the home page.
      redirect: ({ url, baseUrl }) => new URL(safeReturnPath(url, baseUrl), baseUrl).href,
    },
    logger: {
      // An ended session is an expected answer, not an error worth a stack trace in the logs.
      error: (code, metadata) => {
        const error = metadata instanceof Error ? metadata : metadata.error;
        if (code === "JWT_SESSION_ERROR" && error?.message === SESSION_ENDED) return;
        log.error({ event: "next_auth_error", code, ...errorFields(error) }, "next-auth error");
      },
    },
    events: {
      signOut: async ({ token }) => {
        if (token?.sid) await endSession(token.sid);
      },
    },
  };
  return options;
}
