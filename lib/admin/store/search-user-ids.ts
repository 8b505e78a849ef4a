import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { activeSql, findIdPage } from "../../db/id-page-sql.ts";
import { containsPattern } from "../../db/like-pattern.ts";

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
  const byStatus = activeSql(search.active);
  const scope = Prisma.sql`FROM "User" WHERE "orgId" = ${search.orgId} AND "kind" = 'USER' ${byStatus} ${byText}`;
  return findIdPage(client, scope, Prisma.sql`"username" ASC, "id" ASC`, search);
}
