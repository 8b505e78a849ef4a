import "server-only";
import { type RawValue, int, total } from "../../db/codecs.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { containsPattern } from "../../db/like-pattern.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";

export interface UserSearch {
  orgId: number;
  /** Part of the username or display name, matched case-insensitively; `%` and `_` are plain text. */
  q?: string;
  active?: boolean;
  limit: number;
  offset: number;
}

/**
 * The ids of a page of an organization's users by username, and how many match. Raw SQL because
 * Prisma's `contains` is case-insensitive on SQLite only and leaves LIKE wildcards active.
 */
export async function searchUserIds(client: SqlClient, search: UserSearch): Promise<{ ids: number[]; total: number }> {
  const pattern = search.q === undefined ? undefined : containsPattern(search.q);
  const byText = pattern
    ? Prisma.sql`AND (LOWER("username") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\'
        OR LOWER("displayName") LIKE LOWER(CAST(${pattern} AS TEXT)) ESCAPE '\\')`
    : Prisma.empty;
  const byStatus =
    search.active === undefined
      ? Prisma.empty
      : search.active
        ? Prisma.sql`AND "active"`
        : Prisma.sql`AND NOT "active"`;
  const scope = Prisma.sql`FROM "User" WHERE "orgId" = ${search.orgId} AND "kind" = 'USER' ${byStatus} ${byText}`;
  const [found, counted] = await Promise.all([
    sqlRows<{ id: RawValue }>(
      client,
      Prisma.sql`SELECT "id" ${scope} ORDER BY "username" ASC, "id" ASC ${pageSql(search.limit, search.offset)}`,
    ),
    sqlRows<{ total: RawValue }>(client, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  return { ids: found.map((row) => int(row.id)), total: total(counted[0]?.total) };
}
