import "server-only";
import { date, int, text, type RawValue } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { pageSql } from "../../db/page-sql.ts";

export interface LabelRow {
  id: number;
  name: string;
  createdAt: Date;
  customerCount: number;
  totalCount: number;
}

/** A page of the organization's active labels by name, each with its customer count and the total beside it. */
export async function readOrganizationLabelRows(
  client: SqlClient,
  orgId: number,
  limit: number,
  offset: number,
): Promise<LabelRow[]> {
  const rows = await sqlRows<Record<keyof LabelRow, RawValue>>(
    client,
    Prisma.sql`
    SELECT l."id", l."name", l."createdAt",
      (SELECT COUNT(*) FROM "CustomerLabel" c WHERE c."labelId" = l."id") AS "customerCount",
      COUNT(*) OVER () AS "totalCount"
    FROM "Label" l
    WHERE l."orgId" = ${orgId} AND l."active" = TRUE
    ORDER BY l."name" ASC, l."id" ASC
    ${pageSql(limit, offset)}`,
  );
  return rows.map((row) => ({
    id: int(row.id),
    name: text(row.name),
    createdAt: date(row.createdAt),
    customerCount: int(row.customerCount),
    totalCount: int(row.totalCount),
  }));
}
