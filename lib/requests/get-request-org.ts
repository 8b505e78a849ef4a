import "server-only";
import { sqlRows } from "../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../db/scalar-column.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { db } from "../db/client.ts";
import { blockedForChildOrg } from "../errors/catalogue.ts";

export interface RequestOrg {
  id: number;
  kind: string;
  autoApproval: boolean;
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
): Promise<{ org: RequestOrg; scalar: number | null }> {
  const [row] = await sqlRows<
    { id: number | bigint; kind: string; autoApproval: boolean | number | bigint } & ScalarColumn
  >(
    db,
    Prisma.sql`
    SELECT "id", "kind", "autoApproval", ${scalarColumn(scalar)} FROM "Organization" WHERE "id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    org: { id: Number(row.id), kind: row.kind, autoApproval: Boolean(Number(row.autoApproval)) },
    scalar: scalarValue(row),
  };
}

/** Spec rule: in a connected group only the parent adds requests; a child is blocked with 9021. */
export function assertNotChildOrg(org: { kind: string }): void {
  if (org.kind === "CONNECTED_CHILD") throw blockedForChildOrg();
}
