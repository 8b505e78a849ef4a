import "server-only";
import { verifyThrottled } from "../auth-throttle.ts";
import type { Principal } from "../principal.ts";
import {
  ownAccountEventFields,
  recordAccountSecurityEvent,
} from "../../security-events/record-account-security-event.ts";

/** Where a code comes from: the throttle counts per IP too, and the security events name it. */
export interface CodeOrigin {
  ip: string;
  requestId?: string;
  /** console (sign-in) or api (the /v2/me/second-factor routes). */
  path: "console" | "api";
}

/**
 * Runs a code check the way a password check runs: a locked-out user (or IP) is refused with 429 before
 * any check, a wrong code counts as a failed attempt and is a second-factor.failed security event, a right
 * one clears the user's count of wrong codes (their own: a right password never clears it).
 */
export async function checkCodeThrottled<T>(
  principal: Principal,
  origin: CodeOrigin,
  check: () => Promise<T | null>,
): Promise<T | null> {
  let accepted: T | null = null;
  const attempt = {
    username: principal.username,
    ip: origin.ip,
    path: "second-factor" as const,
    requestId: origin.requestId,
  };
  const verified = await verifyThrottled(attempt, async () => {
    accepted = await check();
    return accepted === null ? null : principal;
  });
  if (verified) return accepted;
  await recordAccountSecurityEvent({ action: "second-factor.failed", ...ownAccountEventFields(principal), ...origin });
  return null;
}
