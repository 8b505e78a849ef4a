import "server-only";
import type { SqlClient } from "../../db/transaction-types.ts";
import { total, type RawValue } from "../../db/codecs.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlRows } from "../../db/sql.ts";

/** The audit listing's filters, each left out when undefined. */
export interface AuditFilter {
  orgId: number;
  entity?: string;
  entityId?: string;
  actorName?: string;
  from?: Date;
  to?: Date;
}

/**
 * How many of the organization's entries match, counting at most `cap + 1`. A raw count over a capped
 * subquery: the ORM's capped count reads each row, this one stays on the (orgId, actorName, seq) or
 * (orgId, entity, entityId, seq) index.
 */
export async function countAuditEntries(client: SqlClient, filter: AuditFilter, cap: number): Promise<number> {
  const conditions = [Prisma.sql`"orgId" = ${filter.orgId}`];
  if (filter.entity !== undefined) conditions.push(Prisma.sql`"entity" = ${filter.entity}`);
  if (filter.entityId !== undefined) conditions.push(Prisma.sql`"entityId" = ${filter.entityId}`);
  if (filter.actorName !== undefined) conditions.push(Prisma.sql`"actorName" = ${filter.actorName}`);
  if (filter.from !== undefined) conditions.push(Prisma.sql`"at" >= ${filter.from}`);
  if (filter.to !== undefined) conditions.push(Prisma.sql`"at" <= ${filter.to}`);
  const limit = Prisma.raw(String(Math.trunc(cap) + 1));
  const [row] = await sqlRows<{ n: RawValue }>(
    client,
    Prisma.sql`SELECT COUNT(*) AS "n" FROM (SELECT 1 FROM "AuditEntry"
      WHERE ${Prisma.join(conditions, " AND ")} LIMIT ${limit}) capped`,
  );
  return total(row?.n);
}
