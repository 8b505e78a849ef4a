import "server-only";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { date, int, textOrNull, total, type RawValue } from "../../db/codecs.ts";
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

export interface SearchedRequestPage {
  keys: SearchedRequestKey[];
  /** How many requests the searched queue holds (every page of it). */
  total: number;
  /** More customers matched than it lists the requests of (SEARCHED_CUSTOMERS_CAP). */
  narrowed: boolean;
}

/**
 * One page of the searched queue's keys, with its total, in one statement. The matching customers are read
 * from the search indexes inside it (customerMatchesSql) and their requests through the customer and
 * survivor indexes, once, for the count and the page: no list of ids travels, however many customers
 * match, and only the matches' requests are read, never the whole queue. Amount order puts requests
 * without one last. A page past the end still carries the total (the page is joined to one row).
 */
export async function findSearchedRequestPage(
  client: SqlClient,
  queue: SearchedQueue,
  page: SearchedQueueOrder,
): Promise<SearchedRequestPage> {
  const direction = Prisma.raw(page.order);
  const strict = Prisma.raw(page.order === "ASC" ? ">" : "<");
  const after: Prisma.Sql[] = [];
  let orderBy: Prisma.Sql;
  if (page.column === "amount") {
    orderBy = Prisma.sql`CASE WHEN r."amount" IS NULL THEN 1 ELSE 0 END, r."amount" ${direction}, r."id" ${direction}`;
    const cursor = page.cursor;
    if (cursor?.amount === null) after.push(Prisma.sql`r."amount" IS NULL AND r."id" ${strict} ${cursor.id}`);
    else if (cursor) {
      const amount = AMOUNT[sqlDialect(client)](cursor.amount);
      after.push(Prisma.sql`(r."amount" IS NULL OR r."amount" ${strict} ${amount}
        OR (r."amount" = ${amount} AND r."id" ${strict} ${cursor.id}))`);
    }
  } else {
    const column = Prisma.raw(`r."${page.column}"`);
    orderBy = Prisma.sql`${column} ${direction}, r."id" ${direction}`;
    if (page.cursor)
      after.push(
        Prisma.sql`(${column} ${strict} ${page.cursor.at} OR (${column} = ${page.cursor.at} AND r."id" ${strict} ${page.cursor.id}))`,
      );
  }
  const rows = await sqlRows<Record<"total" | "customers" | "id" | "createdAt" | "updatedAt" | "amount", RawValue>>(
    client,
    Prisma.sql`WITH ${matchedCustomersSql(client, queue)},
      "found" AS MATERIALIZED (SELECT * FROM (${matchedRequestsSql(queue)}) r WHERE ${conditionsOf(queue)}),
      "page" AS (SELECT r."id", r."createdAt", r."updatedAt", r."amount" FROM "found" r
        ${after.length > 0 ? Prisma.sql`WHERE ${Prisma.join(after, " AND ")}` : Prisma.empty}
        ORDER BY ${orderBy} ${pageSql(page.take, page.skip)})
      SELECT (SELECT COUNT(*) FROM "found") AS "total", (SELECT COUNT(*) FROM "candidates") AS "customers",
        r."id" AS "id", r."createdAt" AS "createdAt", r."updatedAt" AS "updatedAt", r."amount" AS "amount"
      FROM (SELECT 1 AS "one") s LEFT JOIN "page" r ON 1 = 1
      ORDER BY ${orderBy}`,
  );
  const [head] = rows;
  return {
    total: total(head?.total),
    narrowed: total(head?.customers) > SEARCHED_CUSTOMERS_CAP,
    keys: rows.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: int(row.id),
              createdAt: date(row.createdAt),
              updatedAt: date(row.updatedAt),
              amount: textOrNull(row.amount),
            },
          ],
    ),
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
