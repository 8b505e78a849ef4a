import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { activeSql, findIdPage } from "../../db/id-page-sql.ts";
import { containsPattern } from "../../db/like-pattern.ts";

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
  const scope = Prisma.sql`FROM "TargetGroup" WHERE "orgId" = ${filter.orgId} ${byName} ${activeSql(filter.active)}`;
  return findIdPage(client, scope, Prisma.sql`"id" DESC`, { limit: page.take, offset: page.skip });
}
