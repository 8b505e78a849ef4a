import "server-only";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { int, total, type RawValue } from "../../db/codecs.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { pageSql } from "../../db/page-sql.ts";

export interface TargetGroupFilter {
  orgId: number;
  /** Lower-cased part of the name; `%` and `_` are plain text. */
  nameKey?: string;
  active?: boolean;
}

/**
 * The ids of one page of the organization's groups, newest first, and how many match. Raw SQL because
 * Prisma's `contains` leaves LIKE wildcards active; `nameKey` is lower-cased in JavaScript on write.
 */
export async function findTargetGroupIds(
  client: SqlClient,
  filter: TargetGroupFilter,
  page: { take: number; skip: number },
): Promise<{ ids: number[]; total: number }> {
  const byName = filter.nameKey
    ? Prisma.sql`AND "nameKey" LIKE ${containsPattern(filter.nameKey)} ESCAPE '\\'`
    : Prisma.empty;
  const byActive =
    filter.active === undefined
      ? Prisma.empty
      : filter.active
        ? Prisma.sql`AND "active"`
        : Prisma.sql`AND NOT "active"`;
  const scope = Prisma.sql`FROM "TargetGroup" WHERE "orgId" = ${filter.orgId} ${byName} ${byActive}`;
  const [rows, counted] = await Promise.all([
    sqlRows<{ id: RawValue }>(
      client,
      Prisma.sql`SELECT "id" ${scope} ORDER BY "id" DESC ${pageSql(page.take, page.skip)}`,
    ),
    sqlRows<{ total: RawValue }>(client, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  return { ids: rows.map((row) => int(row.id)), total: total(counted[0]?.total) };
}
