import "server-only";
import { sqlRows } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { db } from "../../db/client.ts";
import { pageSql } from "../../db/page-sql.ts";

export interface LabelRow {
  id: number | bigint;
  name: string;
  createdAt: Date | string;
  customerCount: number | bigint;
  totalCount: number | bigint;
}

/** A page of the organization's active labels by name, each with its customer count and the total beside it. */
export function readOrganizationLabelRows(orgId: number, limit: number, offset: number): Promise<LabelRow[]> {
  return sqlRows<LabelRow>(
    db,
    Prisma.sql`
    SELECT l."id", l."name", l."createdAt",
      (SELECT COUNT(*) FROM "CustomerLabel" c WHERE c."labelId" = l."id") AS "customerCount",
      COUNT(*) OVER () AS "totalCount"
    FROM "Label" l
    WHERE l."orgId" = ${orgId} AND l."active" = TRUE
    ORDER BY l."name" ASC, l."id" ASC
    ${pageSql(limit, offset)}`,
  );
}
