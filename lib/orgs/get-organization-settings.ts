import "server-only";
import { parseAccess, type AccessGroup } from "../auth/access-groups.ts";
import { scalarValue } from "../db/scalar-column.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { readOrganizationSettingsRows, type SettingsRow } from "./store/read-organization-settings-rows.ts";
import { parseStoredApprovalPolicy, type ApprovalPolicy } from "./approval-policy.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "./client-auto-approve-policy.ts";

export interface OrganizationSettings {
  dualEligibility: boolean;
  autoApproval: boolean;
  ouLevelProducts: boolean;
  defaultProgramId: number | null;
  clientAutoApprove: ClientAutoApprovePolicy;
  /** IANA zone for display and exports */
  timeZone: string;
  approvalPolicy: ApprovalPolicy;
  /** Access groups whose holders must have a second factor */
  mfaRequiredFor: AccessGroup[];
  /** Console sessions end after this many idle minutes, and this many hours after sign-in at the latest */
  sessionIdleMinutes: number;
  sessionMaxHours: number;
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
  const read = await readOrganizationSettingsRows(orgId, scalar, rows);
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
    timeZone: row.timeZone,
    approvalPolicy: parseStoredApprovalPolicy(row.approvalPolicy),
    mfaRequiredFor: [...parseAccess(row.mfaRequiredFor)],
    sessionIdleMinutes: Number(row.sessionIdleMinutes),
    sessionMaxHours: Number(row.sessionMaxHours),
  };
}
