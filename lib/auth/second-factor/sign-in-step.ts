import "server-only";
import type { Principal } from "../principal.ts";

/**
 * The second step of a password sign-in. For a user without a second factor: false (none was passed).
 * For one with: the code must be a current TOTP code not used before, or an unused recovery code; none
 * given throws SIGN_IN_ERRORS.secondFactorRequired, a wrong one SIGN_IN_ERRORS.codeWrong (throttled).
 */
export async function secondFactorStep(principal: Principal, code: string | undefined): Promise<boolean> {
  void principal;
  void code;
  // Filled in with TOTP and recovery codes.
  return false;
}
