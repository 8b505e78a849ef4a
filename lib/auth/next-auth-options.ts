import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { authSecret } from "../config/env.ts";
import { db } from "../db/client.ts";
import { safeRedirect } from "./safe-callback-url.ts";
import { passkeySignIn } from "./passkeys/passkey-sign-in.ts";
import { endSession } from "./sessions/end-sessions.ts";
import { sessionPrincipal } from "./sessions/session-standing.ts";
import { startSession } from "./sessions/start-session.ts";
import { passwordSignIn } from "./sign-in/password-sign-in.ts";
import { signInContextOf } from "./sign-in/sign-in-context.ts";
import type { SignedInUser } from "./sign-in/signed-in-user.ts";

/** The cookie's own limit; the session record's idle timeout and lifetime (org settings) end it sooner. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/**
 * Browser sign-in over the same users table as Basic authentication. The signed JWT cookie carries the user
 * id and the id of a server-side session record (UserSession), which every request checks, so a session
 * can be listed and ended. Single sign-on providers are added per request (app/api/auth/[...nextauth]).
 */
export const authOptions: NextAuthOptions = {
  get secret() {
    return authSecret();
  },
  session: { strategy: "jwt", maxAge: COOKIE_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  providers: [
    CredentialsProvider({
      id: "credentials",
      name: "Username and password",
      credentials: {
        username: { label: "Username", type: "text" },
        password: { label: "Password", type: "password" },
        code: { label: "Authentication code", type: "text" },
      },
      authorize: (credentials, req) => passwordSignIn(credentials ?? {}, signInContextOf(req.headers ?? {})),
    }),
    CredentialsProvider({
      id: "passkey",
      name: "Passkey",
      credentials: { challengeId: { type: "text" }, response: { type: "text" } },
      authorize: (credentials) => passkeySignIn(credentials ?? {}),
    }),
  ],
  events: {
    // Signing out ends the server-side record too: a copy of the cookie is worthless from then on.
    async signOut({ token }) {
      if (typeof token?.sid === "string") await endSession(db, token.sid, "signed-out");
    },
  },
  callbacks: {
    redirect: safeRedirect,
    async jwt({ token, user }) {
      // Only at sign-in does `user` hold what the provider's sign-in answered.
      if (user) {
        const signedIn = user as SignedInUser;
        token.uid = Number(signedIn.id);
        token.sid = await startSession(signedIn);
      }
      return token;
    },
    // /api/auth/session answers from the session record too: an ended session shows no one signed in.
    async session({ session, token }) {
      const principal = await sessionPrincipal(token.uid, token.sid);
      if (!principal) return { expires: session.expires };
      if (session.user) session.user.id = principal.userId;
      return session;
    },
  },
};
