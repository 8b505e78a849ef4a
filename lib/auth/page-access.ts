import { cookies } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";
import type { AccessGroup } from "./access-groups.ts";
import { can, type Principal } from "./principal.ts";
import { principalFromSessionToken, SESSION_COOKIES } from "./sessions/session-cookie.ts";

/**
 * The signed-in console user, re-read with their session record on every request, so an ended session or a
 * deactivated user loses access at once. Cached per request: the shell and the page both ask, and should
 * cost one cookie decode and one read.
 */
export const currentPrincipal = cache(async (): Promise<Principal | null> => {
  const jar = await cookies();
  const token = SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean);
  const principal = await principalFromSessionToken(token);
  return principal && principal.kind === "USER" ? principal : null;
});

/** Where a user signed in with a one-time password is sent: nothing else opens until it is changed. */
export const PASSWORD_PAGE = "/account/password";
/** Where a user whose organization requires a second factor of them, and who has none, is sent. */
export const SECURITY_PAGE = "/account/security";

/**
 * Every page and server action calls this: no session → sign-in; a one-time password → the password page;
 * missing access → 403.
 */
export async function requirePageAccess(groups: AccessGroup | readonly AccessGroup[] = "default"): Promise<Principal> {
  const principal = await requireSignedIn();
  if (principal.mustChangePassword) redirect(PASSWORD_PAGE);
  if (principal.mustEnrolSecondFactor) redirect(SECURITY_PAGE);
  const needed = typeof groups === "string" ? [groups] : groups;
  if (!needed.some((group) => can(principal, group))) forbidden();
  return principal;
}

/** The password page's check: any signed-in user, one with a one-time password included. */
export async function requireSignedIn(): Promise<Principal> {
  const principal = await currentPrincipal();
  if (!principal) redirect("/login");
  return principal;
}
