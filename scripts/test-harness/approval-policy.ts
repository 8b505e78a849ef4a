import { db } from "../../lib/db/client.ts";
import { hashPassword } from "../../lib/auth/password.ts";
import { approvalPolicySchema, type ApprovalPolicy } from "../../lib/orgs/approval-policy.ts";

// Tests set an organization's approval policy straight in its column (validated by the policy's own
// schema), and add the second checker a two-approval flow needs: the demo data has one per organization.

export async function setApprovalPolicy(orgId: number, policy: ApprovalPolicy): Promise<void> {
  const approvalPolicy = JSON.stringify(approvalPolicySchema.parse(policy));
  await db.organization.update({ where: { id: orgId }, data: { approvalPolicy } });
}

export async function createSecondChecker(
  orgId: number,
  username: string,
): Promise<{ id: number; username: string; auth: { basic: [string, string] } }> {
  const password = `${username}-pw`;
  const user = await db.user.create({
    data: {
      orgId,
      username,
      displayName: "Second Checker",
      passwordHash: await hashPassword(password),
      access: "requests.write requests.approve points.read default",
    },
  });
  return { id: user.id, username, auth: { basic: [username, password] } };
}
