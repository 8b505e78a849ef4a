import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { pick } from "../audit/audit-changes.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertAccess, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath } from "../validation/describe-issue.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "./client-auto-approve-policy.ts";
import { organizationSettingsPatchSchema, type OrganizationSettingsPatch } from "./schemas.ts";

export interface ChangeableOrganizationSettings {
  clientAutoApprove: ClientAutoApprovePolicy;
}

const FIELDS = ["clientAutoApprove"] as const;

/**
 * Changes settings of the caller's own organization (administrators only, 403 otherwise) with its audit
 * entry in one transaction. The patch is checked here (400 naming the field), as a script or page may
 * pass anything; a patch that changes nothing leaves no entry.
 */
export async function updateOrganizationSettings(
  principal: Principal,
  patch: unknown,
): Promise<ChangeableOrganizationSettings> {
  assertAccess(principal, "admin");
  const changes = parsePatch(patch);
  const row = await db.$transaction(async (tx) => {
    const before = await tx.organization.findUniqueOrThrow({ where: { id: principal.orgId } });
    const after = await tx.organization.update({ where: { id: principal.orgId }, data: changes });
    const [was, now] = [pick(before, FIELDS), pick(after, FIELDS)];
    if (JSON.stringify(was) !== JSON.stringify(now))
      await recordAudit(tx, actorOf(principal), {
        entity: "organization",
        entityId: principal.orgId,
        action: "update",
        before: was,
        after: now,
      });
    return after;
  });
  return { clientAutoApprove: toClientAutoApprovePolicy(row.clientAutoApprove) };
}

function parsePatch(patch: unknown): OrganizationSettingsPatch {
  const parsed = organizationSettingsPatchSchema.safeParse(patch);
  if (parsed.success) return parsed.data;
  const [first] = parsed.error.issues;
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}
