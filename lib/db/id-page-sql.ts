import "server-only";
import { type RawValue, int, total } from "./codecs.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { pageSql } from "./page-sql.ts";
import { sqlRows } from "./sql.ts";
import type { SqlClient } from "./transaction-types.ts";

/** `AND "active"` or `AND NOT "active"`; nothing when either will do. */
export function activeSql(active: boolean | undefined): Prisma.Sql {
  if (active === undefined) return Prisma.empty;
  return active ? Prisma.sql`AND "active"` : Prisma.sql`AND NOT "active"`;
}

/**
 * The ids of one page of the rows `scope` (`FROM … WHERE …`) selects, in `order` (an ORDER BY list), and how
 * many it selects in all.
 */
export async function findIdPage(
  client: SqlClient,
  scope: Prisma.Sql,
  order: Prisma.Sql,
  page: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const [found, counted] = await Promise.all([
    sqlRows<{ id: RawValue }>(
      client,
      Prisma.sql`SELECT "id" ${scope} ORDER BY ${order} ${pageSql(page.limit, page.offset)}`,
    ),
    sqlRows<{ total: RawValue }>(client, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  return { ids: found.map((row) => int(row.id)), total: total(counted[0]?.total) };
}
