import "server-only";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { formatAccess, parseAccess } from "../../auth/access-groups.ts";
import { forgetCachedPrincipals } from "../../auth/principal-cache.ts";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { endUserSessions } from "../../auth/sessions/end-sessions.ts";
import { db, type Tx } from "../../db/client.ts";
import { lastActiveAdmin, ownAccessGroupsUnchangeable, ownDeactivationRefused } from "../../errors/catalogue.ts";
import { userEvent } from "../../events/payloads/admin.ts";
import { publishEvents } from "../../events/store/outbox-store.ts";
import { readOrgUser } from "./get-user.ts";
import type { UpdateAdminUserInput } from "./schemas.ts";
import { lockOrganization } from "../../orgs/store/lock-organization.ts";
import { auditedUserFields, USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/**
 * Changes a user's access groups, status or display name. Nobody changes their own groups or deactivates
 * themselves (403), and the organization keeps at least one active admin (409): the count and the change
 * run in one transaction holding the organization's lock, so two admins deactivating each other at once
 * leave one. Deactivating also ends the user's OAuth tokens and console sessions; a change that changes nothing is not audited.
 */
export async function updateOrgUser(
  principal: Principal,
  userId: number,
  patch: UpdateAdminUserInput,
): Promise<UserRow> {
  assertAccess(principal, "admin");
  const updated = await db.$transaction(async (tx) => {
    await lockOrganization(tx, principal.orgId);
    const before = await readOrgUser(tx, principal.orgId, userId);
    const wasAccess = formatAccess(parseAccess(before.access));
    const access = patch.accessGroups ? formatAccess(patch.accessGroups) : wasAccess;
    const active = patch.status ? patch.status === "ACTIVE" : before.active;
    const displayName = patch.displayName ?? before.displayName;
    const self = before.id === principal.userId;
    if (self && access !== wasAccess) throw ownAccessGroupsUnchangeable();
    if (self && !active) throw ownDeactivationRefused();
    const wasAdmin = before.active && parseAccess(wasAccess).has("admin");
    const staysAdmin = active && parseAccess(access).has("admin");
    if (wasAdmin && !staysAdmin && !(await anotherActiveAdmin(tx, principal.orgId, before.id)))
      throw lastActiveAdmin(active ? "demote" : "deactivate");
    if (access === wasAccess && active === before.active && displayName === before.displayName) return null;
    const after = await tx.user.update({
      where: { id: before.id },
      data: { access, active, displayName },
      select: USER_VIEW_SELECT,
    });
    if (before.active && !active) {
      await tx.oAuthToken.deleteMany({ where: { userId: before.id } });
      await endUserSessions(tx, before.id, "deactivated");
    }
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: before.id,
      action: before.active === active ? "update" : active ? "reactivate" : "deactivate",
      before: auditedUserFields(before),
      after: auditedUserFields(after),
    });
    if (before.active && !active) await publishEvents(tx, principal.orgId, [userEvent("user.deactivated", after)]);
    return after;
  });
  if (!updated) return readOrgUser(db, principal.orgId, userId);
  forgetCachedPrincipals(userId);
  return updated;
}

async function anotherActiveAdmin(tx: Tx, orgId: number, exceptUserId: number): Promise<boolean> {
  const users = await tx.user.findMany({
    where: { orgId, kind: "USER", active: true, id: { not: exceptUserId } },
    select: { access: true },
  });
  return users.some((user) => parseAccess(user.access).has("admin"));
}
