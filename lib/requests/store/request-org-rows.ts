import "server-only";
import { sqlRows } from "../../db/sql.ts";
import { scalarColumn, type ScalarColumn } from "../../db/scalar-column.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { db } from "../../db/client.ts";
import { requestColumnsSql, type RawRequestRow } from "../request-row-sql.ts";

// SQLite may hand a boolean back as an integer, so the raw rows type them loosely.
export type RawBoolean = boolean | number | bigint;

/** The organization's request settings and the integer of a scalar statement of the caller's, by primary key. */
export async function readRequestOrgRow(orgId: number, scalar: Prisma.Sql | null) {
  const [row] = await sqlRows<
    { kind: string; autoApproval: RawBoolean; clientAutoApprove: string; approvalPolicy: string } & ScalarColumn
  >(
    db,
    Prisma.sql`
    SELECT "kind", "autoApproval", "clientAutoApprove", "approvalPolicy", ${scalarColumn(scalar)}
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  return row;
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
