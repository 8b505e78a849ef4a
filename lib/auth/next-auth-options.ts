import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "../config/env.ts";
import { verifyCredentials } from "./verify-credentials.ts";
import { verifyThrottled } from "./auth-throttle.ts";
import { clientIp } from "./client-ip.ts";
import { REQUEST_ID_HEADER } from "../http/request-id.ts";
import { safeRedirect } from "./safe-callback-url.ts";
import { recordSignIn } from "./record-sign-in.ts";

const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Browser sign-in over the same users table as Basic authentication; sessions are signed JWT cookies. */
export const authOptions: NextAuthOptions = {
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login" },
  providers: [
    CredentialsProvider({
      name: "Username and password",
      credentials: { username: { label: "Username", type: "text" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const username = credentials?.username ?? "";
        const headers = new Headers(req.headers as Record<string, string>);
        const attempt = {
          username,
          ip: clientIp(headers),
          path: "console" as const,
          // proxy.ts gives every request its id before next-auth sees it.
          requestId: headers.get(REQUEST_ID_HEADER) ?? undefined,
        };
        const principal = await verifyThrottled(attempt, () =>
          verifyCredentials(username, credentials?.password ?? "", "USER", "session"),
        );
        if (!principal) return null;
        await recordSignIn(principal.userId);
        return { id: String(principal.userId), name: principal.displayName };
      },
    }),
  ],
  callbacks: {
    redirect: safeRedirect,
    jwt({ token, user }) {
      if (user) token.uid = Number(user.id);
      return token;
    },
    session({ session, token }) {
      if (session.user && typeof token.uid === "number") session.user.id = token.uid;
      return session;
    },
  },
};
