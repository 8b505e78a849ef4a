import { Prisma } from "../db/generated/sqlite/client.ts";
import { effectiveRule, type ApprovalPolicy, type ApprovalPolicyKind } from "../orgs/approval-policy.ts";
import { aboveApprovalPolicyMaximum, clientAutoApproveNeedsTwoCheckers } from "../errors/catalogue.ts";
import { formatAmount } from "./format-amount.ts";

type Amount = Prisma.Decimal | number | string | null | undefined;

/** What the policy decides about a new request: how many checkers it needs, or that it is approved at once. */
export interface PolicyRuling {
  approvalsNeeded: 1 | 2;
  /** At or below autoApproveUpTo: approved at creation, recorded as approved by the policy. */
  approveNow: boolean;
  /** The threshold that made it so, for the history. */
  threshold: number | null;
}

const NO_RULING: PolicyRuling = { approvalsNeeded: 1, approveNow: false, threshold: null };

/** The policy kind a request falls under and the amount it is judged by; null when no kind covers it (merges). */
export function policyAmountOf(request: {
  type: string;
  baseType: string;
  requestedPoints?: Amount;
  amount?: Amount;
}): { kind: ApprovalPolicyKind; amount: Prisma.Decimal } | null {
  const { type, baseType } = request;
  const value =
    type === "GOODWILL" && baseType === "POINTS"
      ? request.requestedPoints
      : type === "TRANSACTION" && baseType === "REGULAR_TXN_ADD"
        ? request.amount
        : null;
  if (value === null || value === undefined) return null;
  return {
    kind: type === "GOODWILL" ? "GOODWILL_POINTS" : "TRANSACTION",
    amount: new Prisma.Decimal(value.toString()),
  };
}

/**
 * Applies the organization's policy to a request being created: above the maximum it is refused (9070);
 * above secondApproverAbove it needs two checkers, and client_auto_approve cannot stand in for them;
 * at or below autoApproveUpTo it is approved at creation. Kinds without an amount are left alone.
 */
export function ruleOnNewRequest(
  policy: ApprovalPolicy,
  request: Parameters<typeof policyAmountOf>[0],
  clientAutoApprove: boolean,
): PolicyRuling {
  const judged = policyAmountOf(request);
  if (!judged) return NO_RULING;
  const rule = effectiveRule(policy, judged.kind);
  const { amount } = judged;
  if (rule.max !== null && amount.greaterThan(rule.max))
    throw aboveApprovalPolicyMaximum(judged.kind, formatAmount(rule.max));
  if (rule.secondApproverAbove !== null && amount.greaterThan(rule.secondApproverAbove)) {
    if (clientAutoApprove) throw clientAutoApproveNeedsTwoCheckers(formatAmount(rule.secondApproverAbove));
    return { approvalsNeeded: 2, approveNow: false, threshold: rule.secondApproverAbove };
  }
  if (rule.autoApproveUpTo !== null && amount.lessThanOrEqualTo(rule.autoApproveUpTo))
    return { approvalsNeeded: 1, approveNow: true, threshold: rule.autoApproveUpTo };
  return NO_RULING;
}
