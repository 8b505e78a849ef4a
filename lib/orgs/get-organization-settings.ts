import "server-only";
import { sqlRows } from "../db/sql.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "../db/scalar-column.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { db } from "../db/client.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "./client-auto-approve-policy.ts";

export interface OrganizationSettings {
  dualEligibility: boolean;
  autoApproval: boolean;
  ouLevelProducts: boolean;
  defaultProgramId: number | null;
  clientAutoApprove: ClientAutoApprovePolicy;
}

interface SettingsRow {
  dualEligibility: boolean | number | bigint;
  autoApproval: boolean | number | bigint;
  ouLevelProducts: boolean | number | bigint;
  defaultProgramId: number | bigint | null;
  clientAutoApprove: string;
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
 * The settings, the integer a scalar statement of the caller's reads (lib/db/scalar-column.ts), and the
 * rows of a statement of the caller's (whose column names must differ from the settings'), in one round
 * trip: on PostgreSQL each round trip of a hot call costs more than the reads.
 */
export async function getOrganizationSettingsWith<Row = never>(
  orgId: number,
  scalar: Prisma.Sql | null,
  rows: Prisma.Sql | null = null,
): Promise<{ settings: OrganizationSettings; scalar: number | null; rows: Row[] }> {
  const read = await sqlRows<SettingsRow & ScalarColumn & { joined?: unknown }>(
    db,
    Prisma.sql`
    SELECT "dualEligibility", "autoApproval", "ouLevelProducts", "defaultProgramId", "clientAutoApprove",
      ${scalarColumn(scalar)}
      ${rows ? Prisma.sql`, x.*` : Prisma.empty}
    FROM "Organization" o
      ${rows ? Prisma.sql`LEFT JOIN (SELECT 1 AS "joined", s.* FROM (${rows}) s) x ON 1 = 1` : Prisma.empty}
    WHERE o."id" = ${orgId}`,
  );
  const [row] = read;
  if (!row) throw new Error(`organization ${orgId} does not exist`);
  return {
    settings: settingsOf(row),
    scalar: scalarValue(row),
    rows: rows ? (read.filter((joined) => joined.joined !== null) as Row[]) : [],
  };
}

function settingsOf(row: SettingsRow): OrganizationSettings {
  return {
    dualEligibility: Boolean(Number(row.dualEligibility)),
    autoApproval: Boolean(Number(row.autoApproval)),
    ouLevelProducts: Boolean(Number(row.ouLevelProducts)),
    defaultProgramId: row.defaultProgramId === null ? null : Number(row.defaultProgramId),
    clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove),
  };
}
