import "server-only";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { int, total, type RawValue } from "../../db/codecs.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { pageSql } from "../../db/page-sql.ts";

/**
 * The ids of one page of the organization's products whose SKU or description contains the text, newest
 * first, and how many match. Raw SQL because Prisma's case-insensitive mode exists only on PostgreSQL, and
 * its `contains` is case-insensitive on SQLite only. The database's LOWER folds both sides, so text is found
 * as typed on both (SQLite folds ASCII letters only; JavaScript's toLowerCase would fold "É" where SQLite
 * does not). Wildcards are plain text.
 */
export async function searchProductIds(
  client: SqlClient,
  orgId: number,
  search: string,
  page: { take: number; skip: number },
): Promise<{ ids: number[]; total: number }> {
  const pattern = containsPattern(search);
  const scope = Prisma.sql`FROM "Product" WHERE "orgId" = ${orgId}
    AND (LOWER("sku") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\' OR LOWER("description") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\')`;
  const [found, counted] = await Promise.all([
    sqlRows<{ id: RawValue }>(
      client,
      Prisma.sql`SELECT "id" ${scope} ORDER BY "addedAt" DESC, "id" DESC ${pageSql(page.take, page.skip)}`,
    ),
    sqlRows<{ total: RawValue }>(client, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  return { ids: found.map((row) => int(row.id)), total: total(counted[0]?.total) };
}
