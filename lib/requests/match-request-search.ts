import "server-only";
import { searchTextOf } from "../customers/search-text.ts";
import { db } from "../db/client.ts";
import { addDays, parseLocalDate } from "../time/server-time.ts";
import { parseIdParam } from "../validation/id-param.ts";
import { encodeRequestCursor } from "./request-cursor.ts";
import type { FindRequestsQuery } from "./schemas.ts";
import { findSearchedRequestPage, type SearchedQueue, type SearchedQueueOrder } from "./store/searched-request-keys.ts";

/**
 * One page of the queue searched by text, with the total of the matches: the request id ("123" or "#123"),
 * or a request whose customer (victim or survivor) has a name or identifier of the organization matching
 * the text (the customer search's indexes; text of fewer than 3 characters matches identifiers exactly
 * only). The other filters of the queue narrow it as on the plain queue. A text more customers share than
 * SEARCHED_CUSTOMERS_CAP lists the requests of the best matches only, and says so (`narrowed`).
 */
export async function searchRequestQueue(orgId: number, search: string, query: FindRequestsQuery) {
  const text = search.trim();
  const id = parseIdParam(text.replace(/^#/, ""));
  const day = query.decidedOn === undefined ? undefined : parseLocalDate(query.decidedOn);
  const queue: SearchedQueue = {
    orgId,
    type: query.requestType,
    baseType: query.requestSubType,
    status: query.status,
    requestedBy: query.requestedBy,
    decided: day === undefined ? undefined : day && { from: day, to: addDays(day, 1) },
    requestId: Number.isNaN(id) ? null : id,
    customers: searchTextOf(text),
  };
  const { keys, total, narrowed } = await findSearchedRequestPage(db, queue, orderOf(query));
  const last = keys.at(-1);
  const nextCursor =
    last && keys.length === query.limit
      ? encodeRequestCursor(
          query.sort === "AMOUNT"
            ? { sort: "AMOUNT", order: query.order, amount: last.amount, id: last.id }
            : {
                sort: query.sort,
                order: query.order,
                at: query.sort === "LAST_UPDATED_ON" ? last.updatedAt : last.createdAt,
                id: last.id,
              },
        )
      : null;
  return {
    total,
    ids: keys.map((key) => key.id),
    nextCursor,
    narrowed,
  };
}

function orderOf(query: FindRequestsQuery): SearchedQueueOrder {
  const page = { order: query.order, skip: query.cursor ? 0 : query.offset * query.limit, take: query.limit };
  const cursor = query.cursor;
  if (query.sort === "AMOUNT")
    return { ...page, column: "amount", cursor: cursor?.sort === "AMOUNT" ? cursor : undefined };
  return {
    ...page,
    column: query.sort === "LAST_UPDATED_ON" ? "updatedAt" : "createdAt",
    cursor: cursor && cursor.sort !== "AMOUNT" ? cursor : undefined,
  };
}
