import "server-only";
import { sqlRows } from "../../db/sql.ts";
import { scalarColumn, type ScalarColumn } from "../../db/scalar-column.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { db } from "../../db/client.ts";

/** The settings columns as the drivers hand them back (SQLite: booleans as integers). */
export interface SettingsRow {
  dualEligibility: boolean | number | bigint;
  autoApproval: boolean | number | bigint;
  ouLevelProducts: boolean | number | bigint;
  defaultProgramId: number | bigint | null;
  clientAutoApprove: string;
  timeZone: string;
  approvalPolicy: string;
  mfaRequiredFor: string;
  sessionIdleMinutes: number | bigint;
  sessionMaxHours: number | bigint;
}

/**
 * The organization's settings row, with the scalar of a statement of the caller's and, joined to it, the
 * rows of another (marked `joined`; none when it returns none): one round trip. Empty when no such org.
 */
export async function readOrganizationSettingsRows(
  orgId: number,
  scalar: Prisma.Sql | null,
  rows: Prisma.Sql | null,
): Promise<(SettingsRow & ScalarColumn & { joined?: unknown })[]> {
  return sqlRows<SettingsRow & ScalarColumn & { joined?: unknown }>(
    db,
    Prisma.sql`
    SELECT "dualEligibility", "autoApproval", "ouLevelProducts", "defaultProgramId", "clientAutoApprove", "timeZone",
      "approvalPolicy", "mfaRequiredFor", "sessionIdleMinutes", "sessionMaxHours",
      ${scalarColumn(scalar)}
      ${rows ? Prisma.sql`, x.*` : Prisma.empty}
    FROM "Organization" o
      ${rows ? Prisma.sql`LEFT JOIN (SELECT 1 AS "joined", s.* FROM (${rows}) s) x ON 1 = 1` : Prisma.empty}
    WHERE o."id" = ${orgId}`,
  );
}
