import "server-only";
import type { RawValue } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../../db/scalar-column.ts";
import { liveCustomerIdSql } from "../../db/live-customer-sql.ts";
import { storedIdentifier, type CustomerIdentifierRef } from "../../customers/store/find-live-customer-id.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { db } from "../../db/client.ts";
import { requestColumnsSql, type RawRequestRow } from "./request-rows.ts";

// SQLite may hand a boolean back as an integer (decoded by lib/db/codecs.ts).
export type RawBoolean = RawValue;

/**
 * The organization's request settings by primary key and, when an identifier is given, the id of the live
 * customer it names (null: none), in one round trip: on PostgreSQL each round trip of a hot call costs
 * more than the read.
 */
export async function readRequestOrgRow(orgId: number, customer: CustomerIdentifierRef | null) {
  const scalar = customer ? liveCustomerIdSql(orgId, storedIdentifier(customer)) : null;
  const [row] = await sqlRows<
    { kind: string; autoApproval: RawBoolean; clientAutoApprove: string; approvalPolicy: string } & ScalarColumn
  >(
    db,
    Prisma.sql`
    SELECT "kind", "autoApproval", "clientAutoApprove", "approvalPolicy", ${scalarColumn(scalar)}
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  return row && { ...row, customerId: scalarValue(row) };
}

/** The organization's request settings and its request with this id (columns null when it holds none). */
export async function readRequestOrgAndRequestRow(orgId: number, requestId: number) {
  const [row] = await sqlRows<RawRequestRow & { orgKind: string; orgAutoApproval: RawBoolean }>(
    db,
    Prisma.sql`
    SELECT o."kind" AS "orgKind", o."autoApproval" AS "orgAutoApproval", ${requestColumnsSql("r")}
    FROM "Organization" o LEFT JOIN "Request" r ON r."id" = ${requestId} AND r."orgId" = o."id"
    WHERE o."id" = ${orgId}`,
  );
  return row;
}
