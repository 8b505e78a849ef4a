import "server-only";
import { db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";
import { customerMatchesSql, type CustomerMatchText } from "./customer-matches-sql.ts";

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
  const rows = await sqlRows<{ id: number | bigint }>(
    db,
    Prisma.sql`SELECT h."customerId" AS "id", MIN(h."matchRank") AS "matchRank"
      FROM (${customerMatchesSql(orgId, match)}) h
      JOIN "CustomerRegistration" r ON r."customerId" = h."customerId" AND r."orgId" = ${orgId}
      WHERE r."mergedIntoId" IS NULL
      GROUP BY h."customerId" ORDER BY "matchRank", h."customerId" ${pageSql(page.limit, page.offset)}`,
  );
  return rows.map((row) => Number(row.id));
}
