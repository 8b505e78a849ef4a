import "server-only";
import { assertAccess, type Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import type { AdminPage } from "../admin-list.ts";
import type { UserListQuery } from "./schemas.ts";
import { searchUserIds } from "../store/search-user-ids.ts";
import { USER_VIEW_SELECT, type UserRow } from "./user-view.ts";

/**
 * A page of the organization's users (API clients are listed elsewhere) by username, optionally only
 * those whose username or display name contains `q`, or of one status.
 */
export async function findUsers(principal: Principal, query: UserListQuery): Promise<AdminPage<UserRow>> {
  assertAccess(principal, "admin");
  const { ids, total } = await searchUserIds(db, {
    orgId: principal.orgId,
    q: query.q,
    active: query.status === undefined ? undefined : query.status === "ACTIVE",
    limit: query.limit,
    offset: query.offset,
  });
  const rows = ids.length
    ? await db.user.findMany({ where: { orgId: principal.orgId, id: { in: ids } }, select: USER_VIEW_SELECT })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
}
