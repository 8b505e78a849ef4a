import "server-only";
import { sqlRows } from "../db/sql.ts";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { loadTargetGroups, type TargetGroupRecord } from "./load-target-group.ts";
import { pageSql } from "../db/page-sql.ts";

export interface FindTargetGroupsOptions {
  /** Part of the name, matched case-insensitively; `%` and `_` are plain text. */
  name?: string;
  active?: boolean;
  page?: number;
  size?: number;
}

export interface TargetGroupPage {
  items: TargetGroupRecord[];
  total: number;
  page: number;
  size: number;
}

/**
 * A page of the caller's organization's groups, newest first, with periods, targets and streaks. Raw SQL
 * because Prisma's `contains` leaves LIKE wildcards active; `nameKey` is lower-cased in JavaScript on
 * write, so the search text is lower-cased the same way.
 */
export async function findTargetGroups(
  principal: Principal,
  options: FindTargetGroupsOptions = {},
): Promise<TargetGroupPage> {
  const page = options.page ?? 0;
  const size = options.size ?? 50;
  const name = options.name?.trim().toLowerCase();
  const byName = name ? Prisma.sql`AND "nameKey" LIKE ${containsPattern(name)} ESCAPE '\\'` : Prisma.empty;
  const byActive =
    options.active === undefined
      ? Prisma.empty
      : options.active
        ? Prisma.sql`AND "active"`
        : Prisma.sql`AND NOT "active"`;
  const scope = Prisma.sql`FROM "TargetGroup" WHERE "orgId" = ${principal.orgId} ${byName} ${byActive}`;
  const [rows, counted] = await Promise.all([
    sqlRows<{ id: number | bigint }>(
      db,
      Prisma.sql`SELECT "id" ${scope} ORDER BY "id" DESC ${pageSql(size, page * size)}`,
    ),
    sqlRows<{ total: number | bigint }>(db, Prisma.sql`SELECT COUNT(*) AS "total" ${scope}`),
  ]);
  const groups = await loadTargetGroups(
    db,
    principal.orgId,
    rows.map((r) => Number(r.id)),
  );
  return { items: groups.reverse(), total: Number(counted[0]?.total ?? 0), page, size };
}
