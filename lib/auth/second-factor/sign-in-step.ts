import "server-only";
import type { Principal } from "../principal.ts";
import { signInContext } from "../sign-in/sign-in-context.ts";
import { SIGN_IN_ERRORS } from "../sign-in/signed-in-user.ts";
import { RetryLaterError } from "../../errors/retry-later-error.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { acceptSecondFactorCode } from "./accept-code.ts";
import { checkCodeThrottled } from "./check-code-throttled.ts";

/**
 * The second step of a password sign-in. For a user without a second factor: false (none was passed).
 * For one with: the code must be a current TOTP code not used before, or an unused recovery code; none
 * given throws SIGN_IN_ERRORS.secondFactorRequired, a wrong one SIGN_IN_ERRORS.codeWrong (throttled), a
 * locked-out user or address "TooManyAttempts".
 */
export async function secondFactorStep(principal: Principal, code: string | undefined): Promise<boolean> {
  if (!principal.secondFactor) return false;
  if (!code?.trim()) throw new Error(SIGN_IN_ERRORS.secondFactorRequired);
  const { ip, requestId } = signInContext();
  const origin = { ip, requestId, path: "console" as const };
  let accepted;
  try {
    accepted = await checkCodeThrottled(principal, origin, () => acceptSecondFactorCode(principal, code));
  } catch (error) {
    if (error instanceof RetryLaterError) throw new Error(SIGN_IN_ERRORS.throttled);
    throw error;
  }
  if (!accepted) throw new Error(SIGN_IN_ERRORS.codeWrong);
  if (accepted === "recovery")
    await recordAccountSecurityEvent({
      action: "recovery-code.used",
      orgId: principal.orgId,
      userId: principal.userId,
      actorName: principal.username,
      ...origin,
    });
  return true;
}
