import "server-only";
import type { RawValue } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../../db/scalar-column.ts";
import { liveCustomerIdSql } from "../../db/live-customer-sql.ts";
import { expiryGroupsSql, type ExpiryGroupsQuery } from "../../db/points-lot-sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { storedIdentifier, type CustomerIdentifierRef } from "../../customers/store/find-live-customer-id.ts";

/** The settings columns as the drivers hand them back (SQLite: booleans as integers). */
export interface SettingsRow {
  dualEligibility: RawValue;
  autoApproval: RawValue;
  ouLevelProducts: RawValue;
  defaultProgramId: RawValue;
  clientAutoApprove: string;
  timeZone: string;
  approvalPolicy: string;
  mfaRequiredFor: string;
  sessionIdleMinutes: RawValue;
  sessionMaxHours: RawValue;
}

/** What a hot read takes beside the settings: the live customer an identifier names, and that customer's expiry groups. */
export interface SettingsExtras {
  customer: CustomerIdentifierRef | null;
  /** The expiry schedule's sums for that customer (needs `customer`). */
  expiryGroups?: Omit<ExpiryGroupsQuery, "orgId" | "customer">;
}

/**
 * The organization's settings row, the id of the live customer the identifier names (null: none) and,
 * joined to it, that customer's expiry groups (rows marked `joined`): one round trip. Empty when no such org.
 */
export async function readOrganizationSettingsRows(
  client: SqlClient,
  orgId: number,
  extras: SettingsExtras,
): Promise<{ settings: SettingsRow; customerId: number | null; joined: Record<string, unknown>[] } | null> {
  const identifier = extras.customer ? storedIdentifier(extras.customer) : null;
  const scalar = identifier ? liveCustomerIdSql(orgId, identifier) : null;
  const rows =
    identifier && extras.expiryGroups ? expiryGroupsSql({ ...extras.expiryGroups, orgId, customer: identifier }) : null;
  const read = await sqlRows<SettingsRow & ScalarColumn & { joined?: unknown }>(
    client,
    Prisma.sql`
    SELECT "dualEligibility", "autoApproval", "ouLevelProducts", "defaultProgramId", "clientAutoApprove", "timeZone",
      "approvalPolicy", "mfaRequiredFor", "sessionIdleMinutes", "sessionMaxHours",
      ${scalarColumn(scalar)}
      ${rows ? Prisma.sql`, x.*` : Prisma.empty}
    FROM "Organization" o
      ${rows ? Prisma.sql`LEFT JOIN (SELECT 1 AS "joined", s.* FROM (${rows}) s) x ON 1 = 1` : Prisma.empty}
    WHERE o."id" = ${orgId}`,
  );
  const [row] = read;
  if (!row) return null;
  return {
    settings: row,
    customerId: scalarValue(row),
    joined: rows ? (read.filter((joined) => joined.joined !== null) as unknown as Record<string, unknown>[]) : [],
  };
}
