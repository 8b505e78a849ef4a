import "server-only";
import { parseAccess, type AccessGroup } from "../auth/access-groups.ts";
import { bool, int, intOrNull } from "../db/codecs.ts";
import { db } from "../db/client.ts";
import {
  readOrganizationSettingsRows,
  type SettingsExtras,
  type SettingsRow,
} from "./store/read-organization-settings-rows.ts";
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
  return (await getOrganizationSettingsWith(orgId, { customer: null })).settings;
}

/**
 * The settings with what a hot read takes beside them (the live customer an identifier names, and that
 * customer's expiry groups, as raw rows for their store to decode), in one round trip: on PostgreSQL each
 * round trip of a hot call costs more than the reads.
 */
export async function getOrganizationSettingsWith(
  orgId: number,
  extras: SettingsExtras,
): Promise<{ settings: OrganizationSettings; customerId: number | null; joined: Record<string, unknown>[] }> {
  const read = await readOrganizationSettingsRows(db, orgId, extras);
  if (!read) throw new Error(`organization ${orgId} does not exist`);
  return { settings: settingsOf(read.settings), customerId: read.customerId, joined: read.joined };
}

function settingsOf(row: SettingsRow): OrganizationSettings {
  return {
    dualEligibility: bool(row.dualEligibility),
    autoApproval: bool(row.autoApproval),
    ouLevelProducts: bool(row.ouLevelProducts),
    defaultProgramId: intOrNull(row.defaultProgramId),
    clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove),
    timeZone: row.timeZone,
    approvalPolicy: parseStoredApprovalPolicy(row.approvalPolicy),
    mfaRequiredFor: [...parseAccess(row.mfaRequiredFor)],
    sessionIdleMinutes: int(row.sessionIdleMinutes),
    sessionMaxHours: int(row.sessionMaxHours),
  };
}
