import "server-only";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { encodeRequestCursor, type RequestCursor } from "./request-cursor.ts";
import type { FindRequestsQuery } from "./schemas.ts";

type AmountCursor = Extract<RequestCursor, { sort: "AMOUNT" }>;

/**
 * One page of request ids in amount order (bill amount or points asked), largest first for DESC, with the
 * requests that have no amount after all those that have one, by id in the same direction, either way.
 * Each part is a range of the (orgId[, status], amount, id) index: the ones with an amount in the asked
 * direction, then the null ones; so neither the database's own place for nulls nor a sort is involved.
 */
export async function findRequestIdsByAmount(where: Prisma.RequestWhereInput, query: FindRequestsQuery) {
  const direction = query.order === "ASC" ? "asc" : "desc";
  const cursor = query.cursor?.sort === "AMOUNT" ? query.cursor : undefined;
  const withAmount: Prisma.RequestWhereInput = { AND: [where, { amount: { not: null } }] };
  const priced =
    cursor?.amount === null
      ? []
      : await db.request.findMany({
          where: cursor ? { AND: [withAmount, afterAmount(cursor)] } : withAmount,
          orderBy: [{ amount: direction }, { id: direction }],
          skip: cursor ? 0 : query.offset * query.limit,
          take: query.limit,
          select: { id: true, amount: true },
        });
  const keys = priced.map((key) => ({ id: key.id, amount: key.amount?.toString() ?? null }));
  if (keys.length < query.limit) {
    // The page reaches past the last request with an amount; an offset page that starts there skips as many
    // of the others as the offset goes beyond them (counted only in that case).
    const skip =
      !cursor && keys.length === 0 && query.offset > 0
        ? Math.max(0, query.offset * query.limit - (await db.request.count({ where: withAmount })))
        : 0;
    const unpriced = await db.request.findMany({
      where: {
        AND: [
          where,
          { amount: null },
          ...(cursor?.amount === null ? [{ id: { [direction === "asc" ? "gt" : "lt"]: cursor.id } }] : []),
        ],
      },
      // Ordering by the (all null) amount too lets the same index serve the order; by id alone it would not.
      orderBy: [{ amount: direction }, { id: direction }],
      skip,
      take: query.limit - keys.length,
      select: { id: true },
    });
    keys.push(...unpriced.map((key) => ({ id: key.id, amount: null })));
  }
  const last = keys.at(-1);
  const nextCursor =
    last && keys.length === query.limit
      ? encodeRequestCursor({ sort: "AMOUNT", order: query.order, amount: last.amount, id: last.id })
      : null;
  return { ids: keys.map((key) => key.id), nextCursor };
}

/** Rows with an amount strictly after the cursor's; the tie on an equal amount is settled by id. */
function afterAmount({ order, amount, id }: AmountCursor): Prisma.RequestWhereInput {
  const [bound, strict] = order === "ASC" ? (["gte", "gt"] as const) : (["lte", "lt"] as const);
  return { amount: { [bound]: amount }, OR: [{ amount: { [strict]: amount } }, { id: { [strict]: id } }] };
}
