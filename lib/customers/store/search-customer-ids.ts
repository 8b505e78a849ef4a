import "server-only";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { customerMatchesSql, orderMatches, type CustomerMatchText } from "../../db/customer-match-sql.ts";

/**
 * The ids of the organization's live customers matching the text, best match first (an exact identifier,
 * then a name or identifier starting with the text, alphabetically, then one containing it, by id). A
 * customer merged away in the organization is left out.
 */
export async function searchCustomerIds(
  client: SqlClient,
  orgId: number,
  match: CustomerMatchText,
  page: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await sqlRows<{ id: number | bigint }>(client, searchCustomerIdsSql(client, orgId, match, page));
  return rows.map((row) => Number(row.id));
}

/**
 * The search's statement, to read or to explain: the organization's best live matches up to the page's end
 * (customerMatchesSql reads each way of matching only that far), then the page.
 */
export function searchCustomerIdsSql(
  client: SqlClient,
  orgId: number,
  match: CustomerMatchText,
  page: { limit: number; offset: number },
): Prisma.Sql {
  const matches = customerMatchesSql(client, orgId, match, { cut: page.offset + page.limit, liveOnly: true });
  return Prisma.sql`SELECT h."customerId" AS "id" FROM (${matches}) h
    ORDER BY ${orderMatches(client, "h.")} ${pageSql(page.limit, page.offset)}`;
}
