import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import { formatAccess, parseAccess } from "../auth/access-groups.ts";
import { assertAccess, type Principal } from "../auth/principal.ts";
import { applySsoSettings, signInNameTaken } from "../auth/sso/apply-sso-settings.ts";
import { db, type Tx } from "../db/client.ts";
import type { Organization } from "../db/generated/sqlite/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath } from "../validation/describe-issue.ts";
import {
  APPROVAL_POLICY_KINDS,
  effectiveRule,
  parseStoredApprovalPolicy,
  type ApprovalPolicy,
  type ApprovalPolicyKind,
} from "./approval-policy.ts";
import { toClientAutoApprovePolicy } from "./client-auto-approve-policy.ts";
import type { OrganizationSettings } from "./get-organization-settings.ts";
import { organizationSettingsPatchSchema, type OrganizationSettingsPatch } from "./schemas.ts";
import { lockOrganization } from "./store/lock-organization.ts";

/** The columns an administrator changes, as stored (the policy as JSON text). */
const STORED_COLUMNS = [
  "autoApproval",
  "dualEligibility",
  "ouLevelProducts",
  "defaultProgramId",
  "clientAutoApprove",
  "timeZone",
  "approvalPolicy",
  "mfaRequiredFor",
  "sessionIdleMinutes",
  "sessionMaxHours",
] as const;
type StoredColumn = (typeof STORED_COLUMNS)[number];
type StoredSettings = Pick<Organization, StoredColumn>;
const STORED_FIELDS = Object.fromEntries(STORED_COLUMNS.map((column) => [column, true])) as Record<StoredColumn, true>;

/**
 * Changes settings of the caller's own organization (administrators only, 403 otherwise) with its audit
 * entry in one transaction, and answers all of them as they now are. The patch is checked here (400 naming
 * the field), as a script or page may pass anything; a patch that changes nothing leaves no entry.
 */
export async function updateOrganizationSettings(principal: Principal, patch: unknown): Promise<OrganizationSettings> {
  assertAccess(principal, "admin");
  const { sso, ...changes } = parsePatch(patch);
  const now = await db
    .$transaction(async (tx) => {
      // Before the program check: a deactivation of the program waits for this change, or this for it.
      await lockOrganization(tx, principal.orgId);
      if (changes.defaultProgramId != null) await assertActiveProgram(tx, principal.orgId, changes.defaultProgramId);
      for (;;) {
        const was = await readStored(tx, principal.orgId);
        const wanted = applyPatch(was, changes);
        // Repeating a value changes nothing, so it leaves no entry either.
        const changed = JSON.stringify(wanted) !== JSON.stringify(was);
        if (changed) {
          // Written only if still as read, so the entry's "before" is what this change replaced; a concurrent
          // change in between makes it read again.
          const written = await tx.organization.updateMany({ where: { id: principal.orgId, ...was }, data: wanted });
          if (written.count === 0) continue;
          if (wanted.defaultProgramId !== was.defaultProgramId) await markDefaultProgram(tx, principal.orgId, wanted);
        }
        const ssoChange = sso === undefined ? null : await applySsoSettings(tx, principal.orgId, sso);
        if (!changed && !ssoChange) return was;
        await recordAudit(tx, actorOf(principal), {
          entity: "organization",
          entityId: principal.orgId,
          action: "update",
          before: { ...auditView(was), ...(ssoChange && { sso: ssoChange.before }) },
          after: { ...auditView(wanted), ...(ssoChange && { sso: ssoChange.after }) },
          changedSecrets: ssoChange?.secretChanged ? ["sso.clientSecret"] : [],
        });
        return wanted;
      }
    })
    .catch((error: unknown) => {
      // Two organizations claiming one sign-in name at once: the second finds it taken.
      if (isUniqueViolation(error) && sso?.signInName) throw signInNameTaken(sso.signInName);
      throw error;
    });
  return {
    ...now,
    clientAutoApprove: toClientAutoApprovePolicy(now.clientAutoApprove),
    approvalPolicy: parseStoredApprovalPolicy(now.approvalPolicy),
    mfaRequiredFor: [...parseAccess(now.mfaRequiredFor)],
  };
}

function applyPatch(was: StoredSettings, changes: OrganizationSettingsPatch): StoredSettings {
  const { approvalPolicy, mfaRequiredFor, ...plain } = changes;
  const wanted: StoredSettings = { ...was, ...plain };
  if (mfaRequiredFor) wanted.mfaRequiredFor = formatAccess(mfaRequiredFor);
  if (approvalPolicy) {
    // Each kind given replaces that kind's rule whole; the others stay.
    const merged: ApprovalPolicy = { ...parseStoredApprovalPolicy(was.approvalPolicy), ...approvalPolicy };
    for (const kind of APPROVAL_POLICY_KINDS) if (approvalPolicy[kind]) assertBelowMaximum(merged, kind);
    wanted.approvalPolicy = JSON.stringify(merged);
  }
  return wanted;
}

/**
 * The schema orders the thresholds a rule names; a threshold above the goodwill maximum's default (which a
 * rule need not name) would never be reached, so it is refused as well.
 */
function assertBelowMaximum(policy: ApprovalPolicy, kind: ApprovalPolicyKind): void {
  const rule = effectiveRule(policy, kind);
  if (rule.max === null) return;
  for (const field of ["autoApproveUpTo", "secondApproverAbove"] as const) {
    const value = rule[field];
    if (value !== null && value > rule.max)
      throw invalidInput(
        `approvalPolicy.${kind}.${field}: must not be above the maximum (${rule.max})`,
        `approvalPolicy.${kind}.${field}`,
      );
  }
}

/** The policy as an object, so the log shows which threshold changed rather than two texts. */
const auditView = (stored: StoredSettings) => ({
  ...stored,
  approvalPolicy: parseStoredApprovalPolicy(stored.approvalPolicy),
  mfaRequiredFor: [...parseAccess(stored.mfaRequiredFor)],
});

async function readStored(tx: Tx, orgId: number): Promise<StoredSettings> {
  return tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: STORED_FIELDS });
}

/** The default program must be one the organization can award in now; another org's id is as unknown. */
async function assertActiveProgram(tx: Tx, orgId: number, programId: number): Promise<void> {
  const program = await tx.program.findFirst({ where: { id: programId, orgId }, select: { active: true } });
  if (!program)
    throw invalidInput(`defaultProgramId: no program ${programId} in this organization`, "defaultProgramId");
  if (!program.active)
    throw invalidInput(
      `defaultProgramId: program ${programId} is deactivated; reactivate it first`,
      "defaultProgramId",
    );
}

/** Program.isDefault (which orders balances) follows the organization's default program. */
async function markDefaultProgram(tx: Tx, orgId: number, wanted: StoredSettings): Promise<void> {
  const others = wanted.defaultProgramId === null ? {} : { id: { not: wanted.defaultProgramId } };
  await tx.program.updateMany({ where: { orgId, isDefault: true, ...others }, data: { isDefault: false } });
  if (wanted.defaultProgramId !== null)
    await tx.program.updateMany({ where: { id: wanted.defaultProgramId, orgId }, data: { isDefault: true } });
}

function parsePatch(patch: unknown): OrganizationSettingsPatch {
  const parsed = organizationSettingsPatchSchema.safeParse(patch);
  // A key given as undefined is not a change.
  if (parsed.success) return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  const [first] = parsed.error.issues;
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}
