import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { loadActors } from "./load-actors.ts";
import type { FindRequestsQuery } from "./schemas.ts";

/**
 * One page of the organization's requests with the total count; offset is a 0-based page number.
 * Ordering by (createdAt|updatedAt, id) follows the (orgId, status, createdAt|updatedAt) indexes.
 */
export async function findRequests(principal: Principal, query: FindRequestsQuery) {
  const where = {
    orgId: principal.orgId,
    ...(query.requestType ? { type: query.requestType } : {}),
    ...(query.requestSubType ? { baseType: query.requestSubType } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const direction = query.order === "ASC" ? "asc" : "desc";
  const orderBy = query.sort === "LAST_UPDATED_ON" ? [{ updatedAt: direction } as const, { id: direction } as const] : [{ createdAt: direction } as const, { id: direction } as const];
  const [total, rows] = await Promise.all([
    db.request.count({ where }),
    db.request.findMany({
      where,
      orderBy,
      skip: query.offset * query.limit,
      take: query.limit,
      include: { customer: { select: { id: true, firstName: true, lastName: true, mergedIntoId: true } } },
    }),
  ]);
  const actors = await loadActors(rows.flatMap((r) => [r.createdById, r.updatedById]));
  const requests = rows.map((row) => ({ ...row, createdBy: actors.get(row.createdById) ?? null, updatedBy: row.updatedById ? (actors.get(row.updatedById) ?? null) : null }));
  return { total, requests };
}
