import type { CreatingRequestOrg } from "./store/request-store.ts";
import type { AutoApproval, RequestData } from "./create-request-record.ts";
import { ruleOnNewRequest } from "./approval-policy-ruling.ts";
import { autoApprovalNeedsTwoCheckers, blockedForChildOrg } from "../errors/catalogue.ts";
import { formatAmount } from "./format-amount.ts";

/**
 * How a new goodwill-points or transaction request starts, by the organization's approval policy and
 * auto-approval settings: refused above the policy's maximum (whatever approves it); approved at once by
 * client_auto_approve (never above secondApproverAbove: 403), by the organization's auto-approval (the
 * approve operation being unusable there, its requests never wait for checkers; above secondApproverAbove
 * refused, 403, since no one could give the two approvals), or by the policy at or
 * below autoApproveUpTo; otherwise PENDING for one checker, or two above secondApproverAbove.
 */
export function creationApproval(
  org: Pick<CreatingRequestOrg, "autoApproval" | "approvalPolicy">,
  data: RequestData,
  clientAutoApprove: boolean,
): { data: RequestData; autoApproval: AutoApproval } {
  const ruling = ruleOnNewRequest(org.approvalPolicy, data, clientAutoApprove);
  if (clientAutoApprove) return { data, autoApproval: "client" };
  if (org.autoApproval) {
    if (ruling.approvalsNeeded === 2) throw autoApprovalNeedsTwoCheckers(formatAmount(ruling.threshold ?? 0));
    return { data, autoApproval: "org" };
  }
  if (ruling.approveNow) return { data, autoApproval: "policy" };
  return { data: { ...data, approvalsNeeded: ruling.approvalsNeeded }, autoApproval: null };
}

/** Spec rule: in a connected group only the parent adds requests; a child is blocked with 9021. */
export function assertNotChildOrg(org: { kind: string }): void {
  if (org.kind === "CONNECTED_CHILD") throw blockedForChildOrg();
}
