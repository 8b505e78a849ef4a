import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { refreshSecondFactorFlag } from "../../auth/second-factor/second-factor-flag.ts";
import { endUserSessions } from "../../auth/sessions/end-sessions.ts";
import { db } from "../../db/client.ts";
import { ownSecondFactorResetRefused } from "../../errors/catalogue.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { isRowId } from "../../validation/id-param.ts";
import { readOrgUser } from "./get-user.ts";
import { auditedUserFields, USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/** Where the reset was asked from, for its security event. */
export interface ResetOrigin {
  ip: string;
  requestId?: string;
}

/**
 * For a user who lost their authenticator: clears their authenticator app (set up or being set up),
 * recovery codes and passkeys, and ends their sessions, in one transaction with its audit entry. If their
 * organization requires a second factor, their next sign-in sends them to enrol one. Not for oneself.
 */
export async function resetUserSecondFactor(
  principal: Principal,
  userId: number,
  origin: ResetOrigin,
): Promise<UserRow> {
  assertAccess(principal, "admin");
  if (isRowId(userId) && userId === principal.userId) throw ownSecondFactorResetRefused();
  await readOrgUser(db, principal.orgId, userId);
  const { user, passkeys } = await db.$transaction(async (tx) => {
    const before = await readOrgUser(tx, principal.orgId, userId);
    await tx.user.update({
      where: { id: before.id },
      data: { totpSecretEnc: null, totpPendingSecretEnc: null, totpConfirmedAt: null, totpLastStep: null },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: before.id } });
    const removed = await tx.passkey.deleteMany({ where: { userId: before.id } });
    await refreshSecondFactorFlag(tx, before.id);
    const sessionsEnded = await endUserSessions(tx, before.id, "second-factor-reset");
    const after = await tx.user.findUniqueOrThrow({ where: { id: before.id }, select: USER_VIEW_SELECT });
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: before.id,
      action: "reset-second-factor",
      before: { ...auditedUserFields(before), secondFactor: before.secondFactor, passkeys: removed.count },
      after: { ...auditedUserFields(after), secondFactor: after.secondFactor, passkeys: 0, sessionsEnded },
      changedSecrets: ["totpSecret", "recoveryCodes"],
    });
    return { user: after, passkeys: removed.count };
  });
  forgetCachedPrincipals(userId);
  await recordAccountSecurityEvent({
    action: "second-factor.reset",
    orgId: principal.orgId,
    userId: user.id,
    actorName: user.username,
    path: "api",
    ip: origin.ip,
    requestId: origin.requestId,
    details: { by: principal.username, passkeysRemoved: passkeys },
  });
  return user;
}
