import "server-only";
import { type RawValue, total } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

interface CountFilter {
  orgId: number;
  type?: string;
  baseType?: string;
  status?: string;
}

/**
 * The queue's total from the "RequestCount" rows the database keeps per (type, sub-type, status), as one
 * raw read of that primary key's range: every queue page asks for it.
 */
export async function sumKeptRequestCounts(client: SqlClient, where: CountFilter): Promise<number> {
  const [row] = await sqlRows<{ total: RawValue }>(client, keptRequestCountSql(where));
  return total(row?.total);
}

/** sumKeptRequestCounts' statement (a total of one column), to read beside a page's rows. */
export function keptRequestCountSql(where: CountFilter): Prisma.Sql {
  const conditions = [
    Prisma.sql`"orgId" = ${where.orgId}`,
    ...(where.type ? [Prisma.sql`"type" = ${where.type}`] : []),
    ...(where.baseType ? [Prisma.sql`"baseType" = ${where.baseType}`] : []),
    ...(where.status ? [Prisma.sql`"status" = ${where.status}`] : []),
  ];
  return Prisma.sql`SELECT SUM("count") AS "total" FROM "RequestCount" WHERE ${Prisma.join(conditions, " AND ")}`;
}
