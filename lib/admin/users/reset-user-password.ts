import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { generateOneTimePassword } from "../../auth/one-time-password.ts";
import { hashPassword } from "../../auth/password.ts";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { endUserSessions } from "../../auth/sessions/end-sessions.ts";
import { db } from "../../db/client.ts";
import { ownPasswordResetRefused } from "../../errors/catalogue.ts";
import { isRowId } from "../../validation/id-param.ts";
import { readOrgUser } from "./get-user.ts";
import { auditedUserFields, USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/**
 * Gives a user of the caller's organization a new one-time password (answered once, stored as a hash)
 * that must be changed before anything else; the user's OAuth tokens and console sessions end with the old one. Not for
 * oneself: one's own password is changed with the current one (POST /v2/me/password).
 */
export async function resetUserPassword(
  principal: Principal,
  userId: number,
): Promise<{ user: UserRow; oneTimePassword: string }> {
  assertAccess(principal, "admin");
  if (isRowId(userId) && userId === principal.userId) throw ownPasswordResetRefused();
  await readOrgUser(db, principal.orgId, userId);
  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const user = await db.$transaction(async (tx) => {
    const before = await readOrgUser(tx, principal.orgId, userId);
    const after = await tx.user.update({
      where: { id: before.id },
      data: { passwordHash, mustChangePassword: true },
      select: USER_VIEW_SELECT,
    });
    await tx.oAuthToken.deleteMany({ where: { userId: before.id } });
    await endUserSessions(tx, before.id, "password-changed");
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: before.id,
      action: "reset-password",
      before: auditedUserFields(before),
      after: auditedUserFields(after),
      changedSecrets: ["password"],
    });
    return after;
  });
  forgetCachedPrincipals(userId);
  return { user, oneTimePassword };
}
