import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import { authenticationCodeWrong, totpAlreadyEnabled, totpEnrolmentNotStarted } from "../../errors/catalogue.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { forgetCachedPrincipals } from "../principal-cache.ts";
import type { Principal } from "../principal.ts";
import { checkCodeThrottled, type CodeOrigin } from "./check-code-throttled.ts";
import { replaceRecoveryCodes } from "./recovery-codes.ts";
import type { SecondFactorCodeInput } from "./second-factor-schemas.ts";
import { refreshSecondFactorFlag } from "./second-factor-flag.ts";
import { assertUser } from "./second-factor-status.ts";
import { totpStepOf } from "./totp.ts";
import { openTotpSecret, sealTotpSecret } from "./totp-secrets.ts";

/**
 * A current code of the pending secret turns it into the user's authenticator (its step counts as used),
 * makes them hold a second factor and gives ten new recovery codes, answered this once. A wrong code is a
 * throttled failure. The change and its audit entry commit together.
 */
export async function confirmTotpEnrolment(
  principal: Principal,
  input: SecondFactorCodeInput,
  origin: CodeOrigin,
): Promise<{ recoveryCodes: string[] }> {
  assertUser(principal);
  const user = await db.user.findUniqueOrThrow({
    where: { id: principal.userId },
    select: { totpConfirmedAt: true, totpPendingSecretEnc: true },
  });
  if (user.totpConfirmedAt) throw totpAlreadyEnabled();
  const pending = user.totpPendingSecretEnc;
  if (!pending) throw totpEnrolmentNotStarted();
  const secret = openTotpSecret(pending, principal, "User.totpPendingSecretEnc");
  const step = await checkCodeThrottled(principal, origin, async () =>
    totpStepOf(secret, input.code.replace(/\s/g, "")),
  );
  if (step === null) throw authenticationCodeWrong();

  const recoveryCodes = await db.$transaction(async (tx) => {
    // Conditional on the very secret checked: a restarted enrolment meanwhile makes this code stale.
    const { count } = await tx.user.updateMany({
      where: { id: principal.userId, totpConfirmedAt: null, totpPendingSecretEnc: pending },
      data: {
        totpSecretEnc: sealTotpSecret(secret, principal, "User.totpSecretEnc"),
        totpPendingSecretEnc: null,
        totpConfirmedAt: new Date(),
        totpLastStep: step,
      },
    });
    if (count !== 1) throw totpEnrolmentNotStarted();
    const held = await refreshSecondFactorFlag(tx, principal.userId);
    const codes = await replaceRecoveryCodes(tx, principal.userId);
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "second-factor.enrol",
      before: { totp: false, secondFactor: principal.secondFactor === true },
      after: { totp: true, secondFactor: held },
      changedSecrets: ["totpSecret", "recoveryCodes"],
    });
    return codes;
  });
  forgetCachedPrincipals(principal.userId);
  await recordAccountSecurityEvent({
    action: "second-factor.enrolled",
    orgId: principal.orgId,
    userId: principal.userId,
    actorName: principal.username,
    path: origin.path,
    ip: origin.ip,
    requestId: origin.requestId,
    details: { method: "totp" },
  });
  return { recoveryCodes };
}
