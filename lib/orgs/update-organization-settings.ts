import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { assertAccess, type Principal } from "../auth/principal.ts";
import { db, type Tx } from "../db/client.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { describeIssue, joinPath } from "../validation/describe-issue.ts";
import { toClientAutoApprovePolicy, type ClientAutoApprovePolicy } from "./client-auto-approve-policy.ts";
import { organizationSettingsPatchSchema, type OrganizationSettingsPatch } from "./schemas.ts";

export interface ChangeableOrganizationSettings {
  clientAutoApprove: ClientAutoApprovePolicy;
}

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
  const now = await db.$transaction(async (tx) => {
    for (;;) {
      const was = await readChangeable(tx, principal.orgId);
      const wanted = { ...was, ...changes };
      // Repeating a value changes nothing, so it leaves no entry either.
      if (JSON.stringify(wanted) === JSON.stringify(was)) return was;
      // Written only if still as read, so the entry's "before" is what this change replaced; a concurrent
      // change in between makes it read again.
      const written = await tx.organization.updateMany({ where: { id: principal.orgId, ...was }, data: changes });
      if (written.count === 0) continue;
      await recordAudit(tx, actorOf(principal), {
        entity: "organization",
        entityId: principal.orgId,
        action: "update",
        before: was,
        after: wanted,
      });
      return wanted;
    }
  });
  return { clientAutoApprove: toClientAutoApprovePolicy(now.clientAutoApprove) };
}

async function readChangeable(tx: Tx, orgId: number): Promise<{ clientAutoApprove: string }> {
  return tx.organization.findUniqueOrThrow({ where: { id: orgId }, select: { clientAutoApprove: true } });
}

function parsePatch(patch: unknown): OrganizationSettingsPatch {
  const parsed = organizationSettingsPatchSchema.safeParse(patch);
  // A key given as undefined is not a change.
  if (parsed.success) return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  const [first] = parsed.error.issues;
  throw invalidInput(describeIssue(first), joinPath(first.path) || undefined);
}
