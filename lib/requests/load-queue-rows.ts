import "server-only";
import { sqlRows } from "../db/sql.ts";
import { db } from "../db/client.ts";
import { Prisma, type Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { requestColumnsSql, toRequestRow, type RawRequestRow } from "./request-row-sql.ts";

export interface QueueRow extends RequestRow {
  /** The customer's name and merge state in the organization (null when live there). */
  customer: { id: number; firstName: string; lastName: string; mergedIntoId: number | null };
}

type RawQueueRow = RawRequestRow & {
  customerFirstName: string;
  customerLastName: string;
  customerMergedIntoId: number | bigint | null;
};

/**
 * The requests of one queue page with their customer's summary, in the order of `ids`: one raw read (the
 * ORM took three statements and its planning cost more than the reads). Rows of another organization are dropped.
 */
export async function loadQueueRows(orgId: number, ids: readonly number[]): Promise<QueueRow[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<RawQueueRow>(
    db,
    Prisma.sql`
    SELECT ${requestColumnsSql("r")}, c."firstName" AS "customerFirstName", c."lastName" AS "customerLastName",
      g."mergedIntoId" AS "customerMergedIntoId"
    FROM "Request" r
    JOIN "Customer" c ON c."id" = r."customerId"
    LEFT JOIN "CustomerRegistration" g ON g."customerId" = r."customerId" AND g."orgId" = ${orgId}
    WHERE r."id" IN (${Prisma.join(ids)})`,
  );
  const byId = new Map(
    // The ids come from the organization's own index; the organization is checked here rather than in the
    // WHERE, where it could lead SQLite's planner to the organization's index instead of the primary key.
    rows.flatMap((raw) => {
      if (Number(raw.orgId) !== orgId) return [];
      const row = toRequestRow(raw);
      const customer = {
        id: row.customerId,
        firstName: raw.customerFirstName,
        lastName: raw.customerLastName,
        mergedIntoId: raw.customerMergedIntoId === null ? null : Number(raw.customerMergedIntoId),
      };
      return [[row.id, { ...row, customer }] as const];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
