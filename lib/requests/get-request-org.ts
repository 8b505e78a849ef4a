import "server-only";
import { sqlRows } from "../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../db/scalar-column.ts";
import { Prisma, type Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { db } from "../db/client.ts";
import { blockedForChildOrg } from "../errors/catalogue.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "../orgs/client-auto-approve-policy.ts";
import { requestColumnsSql, toRequestRow, type RawRequestRow } from "./request-row-sql.ts";

export interface RequestOrg {
  id: number;
  kind: string;
  autoApproval: boolean;
}

/** What a creation also needs: who may skip the checker with client_auto_approve=true. */
export interface CreatingRequestOrg extends RequestOrg {
  clientAutoApprove: ClientAutoApprovePolicy;
}

/**
 * The settings of the caller's organization that govern requests: one raw primary-key read (every create
 * and decision asks; the ORM's planning cost more than the read). SQLite may hand the boolean back as an
 * integer.
 */
export async function getRequestOrg(orgId: number): Promise<RequestOrg> {
  return (await getRequestOrgWith(orgId, null)).org;
}

/** The settings and the integer a scalar statement of the caller's reads (lib/db/scalar-column.ts). */
export async function getRequestOrgWith(
  orgId: number,
  scalar: Prisma.Sql | null,
): Promise<{ org: CreatingRequestOrg; scalar: number | null }> {
  const [row] = await sqlRows<
    { kind: string; autoApproval: boolean | number | bigint; clientAutoApprove: string } & ScalarColumn
  >(
    db,
    Prisma.sql`
    SELECT "kind", "autoApproval", "clientAutoApprove", ${scalarColumn(scalar)}
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: {
      ...toRequestOrg(orgId, row.kind, row.autoApproval),
      clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove),
    },
    scalar: scalarValue(row),
  };
}

/**
 * The settings and the organization's request with this id (null when it holds none) in one statement: a
 * decision needs both, and on PostgreSQL each round trip of a hot call costs more than the read.
 */
export async function getRequestOrgAndRequest(
  orgId: number,
  requestId: number,
): Promise<{ org: RequestOrg; request: RequestRow | null }> {
  const [row] = await sqlRows<RawRequestRow & { orgKind: string; orgAutoApproval: boolean | number | bigint }>(
    db,
    Prisma.sql`
    SELECT o."kind" AS "orgKind", o."autoApproval" AS "orgAutoApproval", ${requestColumnsSql("r")}
    FROM "Organization" o LEFT JOIN "Request" r ON r."id" = ${requestId} AND r."orgId" = o."id"
    WHERE o."id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: toRequestOrg(orgId, row.orgKind, row.orgAutoApproval),
    request: row.id === null ? null : toRequestRow(row),
  };
}

// SQLite may hand the boolean back as an integer.
const toRequestOrg = (id: number, kind: string, autoApproval: boolean | number | bigint): RequestOrg => ({
  id,
  kind,
  autoApproval: Boolean(Number(autoApproval)),
});

/** Spec rule: in a connected group only the parent adds requests; a child is blocked with 9021. */
export function assertNotChildOrg(org: { kind: string }): void {
  if (org.kind === "CONNECTED_CHILD") throw blockedForChildOrg();
}
