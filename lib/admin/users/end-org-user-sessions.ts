import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { endUserSessions } from "../../auth/sessions/end-sessions.ts";
import { db } from "../../db/client.ts";
import {
  callOriginEventFields,
  recordAccountSecurityEvent,
} from "../../security-events/record-account-security-event.ts";
import { readOrgUser } from "./get-user.ts";

/**
 * An admin signs a user of the organization out of the console everywhere: every open session ends, and
 * each instance refuses it at its next request. Audited with the number ended (also when none was open,
 * since the admin asked), and recorded as a security event of the user naming the admin.
 */
export async function endOrgUserSessions(
  principal: Principal,
  userId: number,
  origin: { ip: string },
): Promise<{ userId: number; ended: number }> {
  assertAccess(principal, "admin");
  const { user, ended } = await db.$transaction(async (tx) => {
    const user = await readOrgUser(tx, principal.orgId, userId);
    const ended = await endUserSessions(tx, user.id, "ended-by-admin");
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: user.id,
      action: "end-sessions",
      details: { username: user.username, sessionsEnded: ended },
    });
    return { user, ended };
  });
  await recordAccountSecurityEvent({
    action: "sessions.ended",
    orgId: principal.orgId,
    userId: user.id,
    actorName: user.username,
    ...callOriginEventFields(principal, origin.ip),
    details: { admin: principal.username, adminId: principal.userId, sessions: ended },
  });
  return { userId: user.id, ended };
}
