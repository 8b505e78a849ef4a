import "server-only";
import type { Principal } from "../../auth/principal.ts";
import { db } from "../../db/client.ts";
import type { AdminPage } from "../admin-list.ts";
import { API_CLIENT_SELECT, type ApiClientRow } from "./api-client-view.ts";
import type { ApiClientListQuery } from "./schemas.ts";
import { findApiClientIds } from "../store/find-api-client-ids.ts";

/** A page of the caller's organization's API clients, newest first, by search text and status. */
export async function findApiClients(
  principal: Principal,
  query: ApiClientListQuery,
): Promise<AdminPage<ApiClientRow>> {
  const { ids, total } = await findApiClientIds(db, { orgId: principal.orgId, ...query, now: new Date() });
  const rows = ids.length
    ? await db.user.findMany({
        where: { orgId: principal.orgId, kind: "API_CLIENT", id: { in: ids } },
        select: API_CLIENT_SELECT,
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
}
