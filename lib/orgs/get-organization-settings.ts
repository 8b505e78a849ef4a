import "server-only";
import { sqlRows } from "../db/sql.ts";
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

/**
 * The settings and one more integer the caller reads by a scalar statement (its first row's first column,
 * null when it has none), in the same round trip: on PostgreSQL each round trip of a hot call counts.
 */
export async function getOrganizationSettingsWith(
  orgId: number,
  scalar: Prisma.Sql | null,
): Promise<{ settings: OrganizationSettings; scalar: number | null }> {
  const [row] = await sqlRows<SettingsRow & { scalar: number | bigint | null }>(
    db,
    Prisma.sql`
    SELECT "dualEligibility", "autoApproval", "ouLevelProducts", "defaultProgramId",
      ${scalar ? Prisma.sql`(${scalar} LIMIT 1)` : Prisma.sql`NULL`} AS "scalar"
    FROM "Organization" WHERE "id" = ${orgId}`,
  );
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return { settings: settingsOf(row), scalar: row.scalar === null ? null : Number(row.scalar) };
}

function settingsOf(row: SettingsRow): OrganizationSettings {
  return {
    dualEligibility: Boolean(Number(row.dualEligibility)),
    autoApproval: Boolean(Number(row.autoApproval)),
    ouLevelProducts: Boolean(Number(row.ouLevelProducts)),
    defaultProgramId: row.defaultProgramId === null ? null : Number(row.defaultProgramId),
  };
}
