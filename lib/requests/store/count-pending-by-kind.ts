import "server-only";
import { type RawValue, total } from "../../db/codecs.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlRows } from "../../db/sql.ts";

export interface PendingCount {
  type: string;
  baseType: string;
  count: number;
}

/**
 * Requests awaiting a decision per type and sub-type, summed over every organization: the operator's
 * backlog for /metrics (no caller's organization applies there), from the counts the database keeps.
 */
export async function countPendingByKind(client: SqlClient): Promise<PendingCount[]> {
  const rows = await sqlRows<{ type: string; baseType: string; total: RawValue }>(
    client,
    Prisma.sql`SELECT "type", "baseType", SUM("count") AS "total" FROM "RequestCount"
      WHERE "status" = 'PENDING' GROUP BY "type", "baseType" ORDER BY "type", "baseType"`,
  );
  return rows.map((row) => ({ type: row.type, baseType: row.baseType, count: total(row.total) }));
}
