import "server-only";
import type { Principal } from "../principal.ts";

/**
 * Refuses a console password sign-in (throws SIGN_IN_ERRORS.ssoRequired) when the user's organization
 * enforces single sign-on and the user is not one of its break-glass admins.
 */
export async function assertPasswordSignInAllowed(principal: Principal): Promise<void> {
  void principal;
  // Filled in with single sign-on.
}
