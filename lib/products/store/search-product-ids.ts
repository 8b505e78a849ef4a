import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { findIdPage } from "../../db/id-page-sql.ts";
import { containsPattern } from "../../db/like-pattern.ts";

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
  return findIdPage(client, scope, Prisma.sql`"addedAt" DESC, "id" DESC`, { limit: page.take, offset: page.skip });
}
