import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import { authenticationCodeWrong, lastRequiredSecondFactor, totpNotEnabled } from "../../errors/catalogue.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { forgetCachedPrincipals } from "../principal-cache.ts";
import type { Principal } from "../principal.ts";
import { acceptSecondFactorCode } from "./accept-code.ts";
import { checkCodeThrottled, type CodeOrigin } from "./check-code-throttled.ts";
import { secondFactorRequiredOf } from "./required-by-org.ts";
import type { SecondFactorCodeInput } from "./second-factor-schemas.ts";
import { refreshSecondFactorFlag } from "./second-factor-flag.ts";
import { assertUser, getSecondFactorStatus, type SecondFactorStatus } from "./second-factor-status.ts";

/**
 * Removes the user's authenticator app and its recovery codes, given a current code (or a recovery code).
 * Refused when the organization requires a second factor of the user and no passkey would remain.
 */
export async function removeTotp(
  principal: Principal,
  input: SecondFactorCodeInput,
  origin: CodeOrigin,
): Promise<SecondFactorStatus> {
  assertUser(principal);
  const user = await db.user.findUniqueOrThrow({ where: { id: principal.userId }, select: { totpConfirmedAt: true } });
  if (!user.totpConfirmedAt) throw totpNotEnabled();
  const lastFactor = (await db.passkey.count({ where: { userId: principal.userId } })) === 0;
  if (lastFactor && (await secondFactorRequiredOf(db, principal))) throw lastRequiredSecondFactor();
  const accepted = await checkCodeThrottled(principal, origin, () => acceptSecondFactorCode(principal, input.code));
  if (!accepted) throw authenticationCodeWrong();

  await db.$transaction(async (tx) => {
    const { count } = await tx.user.updateMany({
      where: { id: principal.userId, totpConfirmedAt: { not: null } },
      data: { totpSecretEnc: null, totpPendingSecretEnc: null, totpConfirmedAt: null, totpLastStep: null },
    });
    if (count !== 1) throw totpNotEnabled();
    await tx.recoveryCode.deleteMany({ where: { userId: principal.userId } });
    const held = await refreshSecondFactorFlag(tx, principal.userId);
    // Again inside: a passkey removed meanwhile may have been the one that made removing this allowed.
    if (!held && (await secondFactorRequiredOf(tx, principal))) throw lastRequiredSecondFactor();
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "second-factor.remove",
      before: { totp: true, secondFactor: true },
      after: { totp: false, secondFactor: held },
      changedSecrets: ["totpSecret", "recoveryCodes"],
    });
  });
  forgetCachedPrincipals(principal.userId);
  const event = { orgId: principal.orgId, userId: principal.userId, actorName: principal.username, ...origin };
  if (accepted === "recovery") await recordAccountSecurityEvent({ ...event, action: "recovery-code.used" });
  await recordAccountSecurityEvent({ ...event, action: "second-factor.removed", details: { method: "totp" } });
  return getSecondFactorStatus(principal);
}
