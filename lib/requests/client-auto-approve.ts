import { can, type Principal } from "../auth/principal.ts";
import { clientAutoApproveDenied } from "../errors/catalogue.ts";
import type { ClientAutoApprovePolicy } from "../orgs/client-auto-approve-policy.ts";

/**
 * client_auto_approve=true skips the checker; the organization's clientAutoApprove setting says for whom.
 * WRITERS asks nothing more than the requests.write the operation itself needs (the original's rule).
 */
export function assertClientAutoApproveAllowed(principal: Principal, policy: ClientAutoApprovePolicy): void {
  if (policy === "OFF") throw clientAutoApproveDenied("OFF");
  if (policy === "APPROVERS" && !can(principal, "requests.approve")) throw clientAutoApproveDenied("APPROVERS");
}
