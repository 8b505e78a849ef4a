import "server-only";
import { db } from "../../db/client.ts";
import { hasAccess } from "../access-groups.ts";
import type { Principal } from "../principal.ts";
import { SIGN_IN_ERRORS } from "../sign-in/signed-in-user.ts";
import { readOrganizationSso } from "./organization-sso.ts";

/**
 * Refuses a console password sign-in (throws SIGN_IN_ERRORS.ssoRequired) when the user's organization
 * enforces single sign-on and the user is not one of its break-glass admins: the named ones, or every
 * admin when none are named, so an organization cannot lock itself out. Basic and OAuth on the API are not
 * console sign-ins and are not affected.
 */
export async function assertPasswordSignInAllowed(principal: Principal): Promise<void> {
  const sso = await readOrganizationSso(db, principal.orgId);
  if (!sso?.enforce || isBreakGlass(principal, sso.breakGlassAdmins)) return;
  throw new Error(SIGN_IN_ERRORS.ssoRequired);
}

/** Keeps password (and passkey) sign-in under enforce: a named break-glass admin, or any admin if none is named. */
export function isBreakGlass(
  user: Pick<Principal, "username" | "access">,
  breakGlassAdmins: readonly string[],
): boolean {
  if (!hasAccess(user.access, "admin")) return false;
  return breakGlassAdmins.length === 0 || breakGlassAdmins.includes(user.username);
}
