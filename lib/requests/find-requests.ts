import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { sumKeptRequestCounts } from "./store/sum-kept-request-counts.ts";
import { findRequestIdsByAmount } from "./find-request-ids-by-amount.ts";
import { loadQueuePage, loadQueueRows, type QueueRow } from "./store/load-queue-rows.ts";
import { encodeRequestCursor, type RequestCursor } from "./request-cursor.ts";
import { matchQueueFilters } from "./match-queue-filters.ts";
import { searchRequestQueue } from "./match-request-search.ts";
import type { FindRequestsQuery } from "./schemas.ts";

/**
 * One page of the organization's requests with the total count: the offset-th page (0-based), or the page
 * after a cursor. The total is a sum of the few "RequestCount" rows the database keeps per (type, sub-type,
 * status); the page's ids are read from the index that serves the order, (orgId[, type, baseType], status,
 * createdAt|updatedAt, id), and their rows joined to them. So a first page, and any page reached by cursor, cost
 * the same however many requests the organization has; an offset page also skips index entries only.
 * The AMOUNT order reads its ids in two index ranges (findRequestIdsByAmount).
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
  if (query.search) {
    // Read in one statement with the customer search's indexes (match-request-search.ts).
    const found = await searchRequestQueue(principal.orgId, query.search, query);
    return {
      total: found.total,
      requests: await loadQueueRows(db, principal.orgId, found.ids),
      nextCursor: found.nextCursor,
      searchNarrowed: found.narrowed,
    };
  }
  // A filter on requester or decision day narrows to rows the kept counts do not cover, so the total is
  // then a count of those rows.
  const narrowing = [await matchQueueFilters(principal.orgId, query)].filter((clause) => clause !== null);
  const search = narrowing.length > 0;
  const scoped: Prisma.RequestWhereInput = search ? { ...where, AND: narrowing } : where;
  const timeCursor = query.cursor?.sort === "AMOUNT" ? undefined : query.cursor;
  const skip = query.cursor ? 0 : query.offset * query.limit;
  const timeSort = query.sort === "LAST_UPDATED_ON" ? "LAST_UPDATED_ON" : "ADDED_ON";
  const cursorAfter = (keys: readonly { id: number; createdAt: Date; updatedAt: Date }[]) => {
    const last = keys.at(-1);
    return last && keys.length === query.limit
      ? encodeRequestCursor({ sort: timeSort, order: query.order, at: last[column], id: last.id })
      : null;
  };
  if (!search && query.sort !== "AMOUNT") {
    // The plain queue in time order: its kept total comes with its rows (one round trip) unless it is empty.
    const read = await loadQueuePage(db, where, {
      column,
      order: query.order,
      cursor: timeCursor,
      skip,
      take: query.limit,
    });
    const total = read.total ?? (await sumKeptRequestCounts(db, where));
    return { total, requests: read.rows, nextCursor: cursorAfter(read.rows) };
  }
  const page = async (): Promise<{ requests: QueueRow[]; nextCursor: string | null }> => {
    if (query.sort === "AMOUNT") {
      const byAmount = await findRequestIdsByAmount(scoped, query);
      return { requests: await loadQueueRows(db, principal.orgId, byAmount.ids), nextCursor: byAmount.nextCursor };
    }
    const keys = await db.request.findMany({
      where: timeCursor ? { ...scoped, ...after(column, timeCursor) } : scoped,
      orderBy: [{ [column]: direction }, { id: direction }],
      skip,
      take: query.limit,
      select: { id: true, createdAt: true, updatedAt: true },
    });
    return {
      requests: await loadQueueRows(
        db,
        principal.orgId,
        keys.map((key) => key.id),
      ),
      nextCursor: cursorAfter(keys),
    };
  };
  const [total, { requests, nextCursor }] = await Promise.all([
    search ? db.request.count({ where: scoped }) : sumKeptRequestCounts(db, where),
    page(),
  ]);
  return { total, requests, nextCursor };
}

/**
 * Rows strictly after the cursor in its order. The bound on the sort column alone is what the index
 * range uses; the tie on equal timestamps is settled by id among the few rows sharing it.
 */
function after(
  column: "createdAt" | "updatedAt",
  { order, at, id }: Extract<RequestCursor, { at: Date }>,
): Prisma.RequestWhereInput {
  const [bound, strict] = order === "ASC" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return { [column]: { [bound]: at }, OR: [{ [column]: { [strict]: at } }, { id: { [strict]: id } }] };
}
