import "server-only";
import { db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";
import { liveCustomerMatchesSql, type CustomerMatchText } from "../../db/customer-match-sql.ts";

/**
 * The ids of the organization's live customers matching the text, best match first (an exact identifier,
 * then a prefix of a name or identifier, then a fragment), by id within each. A customer merged away in
 * the organization is left out.
 */
export async function searchCustomerIds(
  orgId: number,
  match: CustomerMatchText,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await sqlRows<{ id: number | bigint }>(db, searchCustomerIdsSql(orgId, match, page));
  return rows.map((row) => Number(row.id));
}

/**
 * The search's statement, to read or to explain: the organization's live matches, each way of matching cut
 * at the page's end (liveCustomerMatchesSql), so only those few rows are grouped and sorted.
 */
export function searchCustomerIdsSql(
  orgId: number,
  match: CustomerMatchText,
  page: { limit: number; offset: number },
): Prisma.Sql {
  return Prisma.sql`SELECT h."customerId" AS "id", MIN(h."matchRank") AS "matchRank"
      FROM (${liveCustomerMatchesSql(orgId, match, page.offset + page.limit)}) h
      GROUP BY h."customerId" ORDER BY "matchRank", h."customerId" ${pageSql(page.limit, page.offset)}`;
}
