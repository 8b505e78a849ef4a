import "server-only";
import { sqlRows } from "../db/sql.ts";
import { db } from "../db/client.ts";
import { Prisma, type Request as RequestRow } from "../db/generated/sqlite/client.ts";
import type { Actor } from "./load-actors.ts";
import { requestColumnsSql, toRequestRow, type RawRequestRow } from "./request-row-sql.ts";

export interface QueueRow extends RequestRow {
  /** The customer's name and merge state in the organization (null when live there). */
  customer: { id: number; firstName: string; lastName: string; mergedIntoId: number | null };
  createdBy: Actor | null;
  updatedBy: Actor | null;
}

type RawQueueRow = RawRequestRow & {
  customerFirstName: string;
  customerLastName: string;
  customerMergedIntoId: number | bigint | null;
  createdByUsername: string | null;
  createdByDisplayName: string | null;
  updatedByUsername: string | null;
  updatedByDisplayName: string | null;
};

const actor = (id: number | null, username: string | null, displayName: string | null): Actor | null =>
  id === null || username === null ? null : { id, username, displayName: displayName ?? "" };

/**
 * The requests of one queue page with their customer's summary and who created and last decided them, in
 * the order of `ids`: one raw read (the ORM took four statements and its planning cost more than the
 * reads). Rows of another organization are dropped.
 */
export async function loadQueueRows(orgId: number, ids: readonly number[]): Promise<QueueRow[]> {
  if (ids.length === 0) return [];
  const rows = await sqlRows<RawQueueRow>(
    db,
    Prisma.sql`
    SELECT ${requestColumnsSql("r")}, c."firstName" AS "customerFirstName", c."lastName" AS "customerLastName",
      g."mergedIntoId" AS "customerMergedIntoId",
      cu."username" AS "createdByUsername", cu."displayName" AS "createdByDisplayName",
      uu."username" AS "updatedByUsername", uu."displayName" AS "updatedByDisplayName"
    FROM "Request" r
    JOIN "Customer" c ON c."id" = r."customerId"
    LEFT JOIN "CustomerRegistration" g ON g."customerId" = r."customerId" AND g."orgId" = ${orgId}
    LEFT JOIN "User" cu ON cu."id" = r."createdById"
    LEFT JOIN "User" uu ON uu."id" = r."updatedById"
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
      const createdBy = actor(row.createdById, raw.createdByUsername, raw.createdByDisplayName);
      const updatedBy = actor(row.updatedById, raw.updatedByUsername, raw.updatedByDisplayName);
      return [[row.id, { ...row, customer, createdBy, updatedBy }] as const];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
