import type { Principal } from "../auth/principal.ts";
import { customerSummarySelect, withMergeState } from "../customers/customer-summary.ts";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { loadActors } from "./load-actors.ts";
import { encodeRequestCursor, type RequestCursor } from "./request-cursor.ts";
import { matchRequestSearch } from "./match-request-search.ts";
import type { FindRequestsQuery } from "./schemas.ts";

/**
 * One page of the organization's requests with the total count: the offset-th page (0-based), or the page
 * after a cursor. The total is a sum of the few "RequestCount" rows the database keeps per (type, sub-type,
 * status); the page's ids are read from the index that serves the order, (orgId[, type, baseType], status,
 * createdAt|updatedAt, id), and only then their rows. So a first page, and any page reached by cursor, cost
 * the same however many requests the organization has; an offset page also skips index entries only.
 */
export async function findRequests(principal: Principal, query: FindRequestsQuery) {
  const where = {
    orgId: principal.orgId,
    ...(query.requestType ? { type: query.requestType } : {}),
    ...(query.requestSubType ? { baseType: query.requestSubType } : {}),
    ...(query.status ? { status: query.status } : {}),
  };
  const direction = query.order === "ASC" ? "asc" : "desc";
  const column = query.sort === "LAST_UPDATED_ON" ? "updatedAt" : "createdAt";
  // A search narrows to rows the kept counts do not cover, so its total is a count of those rows.
  const search = query.search ? await matchRequestSearch(principal.orgId, query.search) : null;
  const scoped: Prisma.RequestWhereInput = search ? { ...where, AND: [search] } : where;
  const [total, keys] = await Promise.all([
    search ? db.request.count({ where: scoped }) : db.requestCount.aggregate({ where, _sum: { count: true } }).then((c) => c._sum.count ?? 0),
    db.request.findMany({
      where: query.cursor ? { ...scoped, ...after(column, query.cursor) } : scoped,
      orderBy: [{ [column]: direction }, { id: direction }],
      skip: query.cursor ? 0 : query.offset * query.limit,
      take: query.limit,
      select: { id: true, createdAt: true, updatedAt: true },
    }),
  ]);
  const ids = keys.map((key) => key.id);
  const rows = ids.length
    ? await db.request.findMany({
        where: { id: { in: ids } },
        include: { customer: { select: customerSummarySelect(principal.orgId) } },
      })
    : [];
  const byId = new Map(rows.map((row) => [row.id, { ...row, customer: withMergeState(row.customer) }]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);
  const actors = await loadActors(ordered.flatMap((r) => [r.createdById, r.updatedById]));
  const requests = ordered.map((row) => ({ ...row, createdBy: actors.get(row.createdById) ?? null, updatedBy: row.updatedById ? (actors.get(row.updatedById) ?? null) : null }));
  const last = keys.at(-1);
  const nextCursor =
    last && keys.length === query.limit
      ? encodeRequestCursor({ sort: query.sort, order: query.order, at: last[column], id: last.id })
      : null;
  return { total, requests, nextCursor };
}

/**
 * Rows strictly after the cursor in its order. The bound on the sort column alone is what the index
 * range uses; the tie on equal timestamps is settled by id among the few rows sharing it.
 */
function after(column: "createdAt" | "updatedAt", { order, at, id }: RequestCursor): Prisma.RequestWhereInput {
  const [bound, strict] = order === "ASC" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return { [column]: { [bound]: at }, OR: [{ [column]: { [strict]: at } }, { id: { [strict]: id } }] };
}
