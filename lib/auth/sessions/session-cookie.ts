import "server-only";
import { decode } from "next-auth/jwt";
import { authSecret } from "../../config/env.ts";
import type { Principal } from "../principal.ts";
import { sessionPrincipal } from "./session-standing.ts";

/** next-auth's session cookie: the __Secure- name over https, the plain one otherwise. */
export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

/**
 * The principal of a session cookie's value: it must decode with the app's secret and name an open session
 * of its user. A cookie issued before sessions were recorded carries no session id: signed out.
 */
export async function principalFromSessionToken(token: string | undefined): Promise<Principal | null> {
  if (!token) return null;
  const jwt = await decode({ token, secret: authSecret() }).catch(() => null);
  return jwt ? sessionPrincipal(jwt.uid, jwt.sid) : null;
}
