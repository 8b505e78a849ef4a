import "server-only";
import { sqlRows } from "../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../db/scalar-column.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { db } from "../db/client.ts";

export interface OrganizationSettings {
  dualEligibility: boolean;
  autoApproval: boolean;
  ouLevelProducts: boolean;
  defaultProgramId: number | null;
}

interface SettingsRow {
  dualEligibility: boolean | number | bigint;
  autoApproval: boolean | number | bigint;
  ouLevelProducts: boolean | number | bigint;
  defaultProgramId: number | bigint | null;
}

/**
 * The organization's switches, read on many hot calls: one raw primary-key read (SQLite hands booleans
 * back as integers) instead of the ORM's planned query. Not cached: settings changed by an operator
 * apply to the next call on every instance.
 */
export async function getOrganizationSettings(orgId: number): Promise<OrganizationSettings> {
  return (await getOrganizationSettingsWith(orgId, null)).settings;
}

/** The settings and the integer a scalar statement of the caller's reads (lib/db/scalar-column.ts). */
export async function getOrganizationSettingsWith(
  orgId: number,
  scalar: Prisma.Sql | null,
): Promise<{ settings: OrganizationSettings; scalar: number | null }> {
  const [row] = await sqlRows<SettingsRow & ScalarColumn>(
    db,
    Prisma.sql`
    SELECT "dualEligibility", "autoApproval", "ouLevelProducts", "defaultProgramId", ${scalarColumn(scalar)}
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return { settings: settingsOf(row), scalar: scalarValue(row) };
}

function settingsOf(row: SettingsRow): OrganizationSettings {
  return {
    dualEligibility: Boolean(Number(row.dualEligibility)),
    autoApproval: Boolean(Number(row.autoApproval)),
    ouLevelProducts: Boolean(Number(row.ouLevelProducts)),
    defaultProgramId: row.defaultProgramId === null ? null : Number(row.defaultProgramId),
  };
}
