import "server-only";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlDialect, sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { customerMatchesSql, orderMatches, type CustomerMatchText } from "../../db/customer-match-sql.ts";
import { SEARCHED_CUSTOMERS_CAP } from "../searched-customers-cap.ts";

/** A searched queue: the request id typed, or a customer (victim or survivor) the search text matches. */
export interface SearchedQueue {
  orgId: number;
  type?: string;
  baseType?: string;
  status?: string;
  /** The requester's username: an unknown one matches nothing. */
  requestedBy?: string;
  /** Approved or rejected in [from, to); null: the day named none, so nothing matches. */
  decided?: { from: Date; to: Date } | null;
  requestId: number | null;
  customers: CustomerMatchText;
}

export type SearchedQueueOrder = { order: "ASC" | "DESC"; skip: number; take: number } & (
  | { column: "createdAt" | "updatedAt"; cursor?: { at: Date; id: number } }
  | { column: "amount"; cursor?: { amount: string | null; id: number } }
);

export interface SearchedRequestKey {
  id: number;
  createdAt: Date;
  updatedAt: Date;
  amount: string | null;
}

/**
 * One page of the searched queue's keys. The matching customers are read from the search indexes inside
 * the statement (customerMatchesSql) and their requests through the customer and survivor indexes: no
 * list of ids travels, however many customers match, and only the matches' requests are read, never the
 * whole queue. Amount order puts requests without one last.
 */
export async function findSearchedRequestKeys(
  client: SqlClient,
  queue: SearchedQueue,
  page: SearchedQueueOrder,
): Promise<SearchedRequestKey[]> {
  const direction = Prisma.raw(page.order);
  const strict = Prisma.raw(page.order === "ASC" ? ">" : "<");
  const conditions = [conditionsOf(queue)];
  let orderBy: Prisma.Sql;
  if (page.column === "amount") {
    orderBy = Prisma.sql`CASE WHEN r."amount" IS NULL THEN 1 ELSE 0 END, r."amount" ${direction}, r."id" ${direction}`;
    const cursor = page.cursor;
    if (cursor?.amount === null) conditions.push(Prisma.sql`r."amount" IS NULL AND r."id" ${strict} ${cursor.id}`);
    else if (cursor) {
      const amount = AMOUNT[sqlDialect(client)](cursor.amount);
      conditions.push(Prisma.sql`(r."amount" IS NULL OR r."amount" ${strict} ${amount}
        OR (r."amount" = ${amount} AND r."id" ${strict} ${cursor.id}))`);
    }
  } else {
    const column = Prisma.raw(`r."${page.column}"`);
    orderBy = Prisma.sql`${column} ${direction}, r."id" ${direction}`;
    if (page.cursor)
      conditions.push(
        Prisma.sql`(${column} ${strict} ${page.cursor.at} OR (${column} = ${page.cursor.at} AND r."id" ${strict} ${page.cursor.id}))`,
      );
  }
  const rows = await sqlRows<{
    id: number | bigint;
    createdAt: Date;
    updatedAt: Date;
    amount: { toString(): string } | null;
  }>(
    client,
    Prisma.sql`WITH ${matchedCustomersSql(client, queue)}
      SELECT r."id" AS "id", r."createdAt" AS "createdAt", r."updatedAt" AS "updatedAt", r."amount" AS "amount"
      FROM (${matchedRequestsSql(queue)}) r WHERE ${Prisma.join(conditions, " AND ")}
      ORDER BY ${orderBy} ${pageSql(page.take, page.skip)}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    amount: row.amount === null ? null : row.amount.toString(),
  }));
}

/**
 * How many requests the searched queue holds, and whether more customers matched than it lists the requests
 * of (SEARCHED_CUSTOMERS_CAP).
 */
export async function countSearchedRequests(
  client: SqlClient,
  queue: SearchedQueue,
): Promise<{ total: number; narrowed: boolean }> {
  const rows = await sqlRows<{ total: number | bigint | string; customers: number | bigint | string }>(
    client,
    Prisma.sql`WITH ${matchedCustomersSql(client, queue)}
      SELECT (SELECT COUNT(*) FROM (${matchedRequestsSql(queue)}) r WHERE ${conditionsOf(queue)}) AS "total",
        (SELECT COUNT(*) FROM "candidates") AS "customers"`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    narrowed: Number(rows[0]?.customers ?? 0) > SEARCHED_CUSTOMERS_CAP,
  };
}

const AMOUNT = {
  sqlite: (amount: string) => Prisma.sql`${amount}`,
  postgresql: (amount: string) => Prisma.sql`CAST(${amount} AS DECIMAL)`,
};

const MATCHED_COLUMNS = Prisma.raw(
  ["id", "orgId", "type", "baseType", "status", "createdById", "createdAt", "updatedAt", "amount"]
    .map((column) => `x."${column}"`)
    .join(", "),
);

/**
 * The searched customers, named "matched" for matchedRequestsSql: the best SEARCHED_CUSTOMERS_CAP. One more is
 * read ("candidates") to know whether any was left out.
 */
function matchedCustomersSql(client: SqlClient, queue: SearchedQueue): Prisma.Sql {
  const matches = customerMatchesSql(client, queue.orgId, queue.customers, {
    cut: SEARCHED_CUSTOMERS_CAP + 1,
    liveOnly: false,
  });
  return Prisma.sql`"candidates" AS (SELECT * FROM (${matches}) m),
    "matched" AS (SELECT m."customerId" FROM "candidates" m
      ORDER BY ${orderMatches(client, "m.")} LIMIT ${Prisma.raw(String(SEARCHED_CUSTOMERS_CAP))})`;
}

/**
 * The organization's requests the search names: the one whose id was typed, and those of each matched
 * customer as victim or survivor, found from the customer by the request's customer and survivor indexes.
 * UNION drops a request found twice. The planner would otherwise walk every request of the organization and
 * test each against the matches.
 */
function matchedRequestsSql(queue: SearchedQueue): Prisma.Sql {
  const byCustomer = (column: "customerId" | "survivorId") =>
    Prisma.sql`SELECT ${MATCHED_COLUMNS} FROM "matched" c CROSS JOIN "Request" x
      WHERE x."${Prisma.raw(column)}" = c."customerId" AND x."orgId" = ${queue.orgId}`;
  const parts = [
    ...(queue.requestId === null
      ? []
      : [
          Prisma.sql`SELECT ${MATCHED_COLUMNS} FROM "Request" x WHERE x."id" = ${queue.requestId} AND x."orgId" = ${queue.orgId}`,
        ]),
    byCustomer("customerId"),
    byCustomer("survivorId"),
  ];
  return Prisma.join(parts, " UNION ");
}

function conditionsOf(queue: SearchedQueue): Prisma.Sql {
  const decided = queue.decided;
  return Prisma.join(
    [
      Prisma.sql`r."orgId" = ${queue.orgId}`,
      ...(queue.type ? [Prisma.sql`r."type" = ${queue.type}`] : []),
      ...(queue.baseType ? [Prisma.sql`r."baseType" = ${queue.baseType}`] : []),
      ...(queue.status ? [Prisma.sql`r."status" = ${queue.status}`] : []),
      ...(queue.requestedBy
        ? [
            Prisma.sql`r."createdById" = (SELECT u."id" FROM "User" u
              WHERE u."orgId" = ${queue.orgId} AND u."username" = ${queue.requestedBy})`,
          ]
        : []),
      ...(decided === undefined
        ? []
        : decided === null
          ? [Prisma.sql`1 = 0`]
          : [
              Prisma.sql`r."status" IN ('APPROVED', 'REJECTED') AND r."updatedAt" >= ${decided.from} AND r."updatedAt" < ${decided.to}`,
            ]),
    ],
    " AND ",
  );
}
