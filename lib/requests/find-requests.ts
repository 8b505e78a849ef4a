import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { loadActors } from "./load-actors.ts";
import type { FindRequestsQuery } from "./schemas.ts";

/**
 * One page of the organization's requests with the total count; offset is a 0-based page number.
 * The cost does not grow with the organization's requests: the total is a sum of the few "RequestCount"
 * rows the database keeps per (type, sub-type, status), and the page's ids are read from the index that
 * serves the order, (orgId[, type, baseType], status, createdAt|updatedAt, id), before its rows are loaded.
 */
export async function findRequests(principal: Principal, query: FindRequestsQuery) {
  const filters = {
    ...(query.requestType ? { type: query.requestType } : {}),
    ...(query.requestSubType ? { baseType: query.requestSubType } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const where = { orgId: principal.orgId, ...filters };
  const direction = query.order === "ASC" ? "asc" : "desc";
  const orderBy = query.sort === "LAST_UPDATED_ON" ? [{ updatedAt: direction } as const, { id: direction } as const] : [{ createdAt: direction } as const, { id: direction } as const];
  const [counted, pageIds] = await Promise.all([
    db.requestCount.aggregate({ where, _sum: { count: true } }),
    db.request.findMany({ where, orderBy, skip: query.offset * query.limit, take: query.limit, select: { id: true } }),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows = ids.length
    ? await db.request.findMany({
        where: { id: { in: ids } },
        include: { customer: { select: { id: true, firstName: true, lastName: true, mergedIntoId: true } } },
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const actors = await loadActors(ordered.flatMap((r) => [r.createdById, r.updatedById]));
  const requests = ordered.map((row) => ({ ...row, createdBy: actors.get(row.createdById) ?? null, updatedBy: row.updatedById ? (actors.get(row.updatedById) ?? null) : null }));
  return { total: counted._sum.count ?? 0, requests };
}
