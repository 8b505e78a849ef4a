import "server-only";
import { recentSignInRequired } from "../../errors/catalogue.ts";
import type { Principal } from "../principal.ts";

/** How long after signing in a console session may add or remove a way of signing in. */
export const RECENT_SIGN_IN_MINUTES = 15;

/**
 * Adding a passkey or an authenticator app (or removing a passkey) outlives the session and the password:
 * a cookie left in an unlocked browser must not be enough. A console session must be fresh; Basic has
 * just presented the password, which is the same proof.
 */
export function assertRecentSignIn(principal: Principal, now = Date.now()): void {
  if (principal.via !== "session") return;
  const signedInAt = principal.signedInAt?.getTime() ?? 0;
  if (now - signedInAt > RECENT_SIGN_IN_MINUTES * 60_000) throw recentSignInRequired(RECENT_SIGN_IN_MINUTES);
}
