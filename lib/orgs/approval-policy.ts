import { z } from "zod";

// Client-safe (zod only): the organization's approval policy per request kind, stored as JSON text in
// Organization.approvalPolicy, read by request creation and approval in every API family and the console,
// and edited on the settings page and PATCH /v2/admin/settings.

export const APPROVAL_POLICY_KINDS = ["GOODWILL_POINTS", "TRANSACTION"] as const;
export type ApprovalPolicyKind = (typeof APPROVAL_POLICY_KINDS)[number];

/** The most a goodwill request may ask for until an administrator sets a maximum. */
export const DEFAULT_MAX_GOODWILL_POINTS = 1_000_000;
/** Above this the console asks the maker to confirm the amount, unless the policy says otherwise. */
export const DEFAULT_CONFIRM_ABOVE = 10_000;
/** The largest threshold a policy takes: beyond any real bill or grant, and exact in a double. */
export const MAX_POLICY_THRESHOLD = 1_000_000_000_000;

const threshold = z.number().finite().min(0).max(MAX_POLICY_THRESHOLD).nullable().optional();

function thresholdsInOrder(max: MaximumField) {
  // The rule as parsed; typed loosely so that either kind's schema takes the same check.
  return (parsed: unknown, ctx: z.RefinementCtx) => {
    const rule = parsed as Partial<Record<string, number | null>>;
    const order = ["autoApproveUpTo", "secondApproverAbove", max] as const;
    for (let i = 0; i < order.length; i++)
      for (let j = i + 1; j < order.length; j++) {
        const low = rule[order[i]];
        const high = rule[order[j]];
        if (low != null && high != null && low > high)
          ctx.addIssue({ code: "custom", path: [order[i]], message: `must not be above ${order[j]}` });
      }
  };
}

/** Each kind's maximum: the field that names it, and what applies when the rule names none. */
const MAXIMUM = {
  GOODWILL_POINTS: { field: "maxPoints", fallback: DEFAULT_MAX_GOODWILL_POINTS },
  TRANSACTION: { field: "maxAmount", fallback: null },
} as const;
type MaximumField = (typeof MAXIMUM)[ApprovalPolicyKind]["field"];

/**
 * One kind's rule. Each threshold is optional; null or absent means "none" except the goodwill maximum,
 * which falls back to DEFAULT_MAX_GOODWILL_POINTS. A request at or below autoApproveUpTo is approved at
 * creation (never a merge), above the maximum it is refused, above secondApproverAbove it needs two checkers.
 */
function kindRuleSchema<M extends MaximumField>(max: M) {
  const maximum = { [max]: threshold } as Record<M, typeof threshold>;
  return z
    .object({ autoApproveUpTo: threshold, ...maximum, secondApproverAbove: threshold, confirmAbove: threshold })
    .strict()
    .superRefine(thresholdsInOrder(max));
}

export const goodwillPolicySchema = kindRuleSchema(MAXIMUM.GOODWILL_POINTS.field);
export const transactionPolicySchema = kindRuleSchema(MAXIMUM.TRANSACTION.field);

export const approvalPolicySchema = z
  .object({
    GOODWILL_POINTS: goodwillPolicySchema.optional(),
    TRANSACTION: transactionPolicySchema.optional(),
  })
  .strict();
export type ApprovalPolicy = z.infer<typeof approvalPolicySchema>;

/** A kind's rule with the defaults applied: what creation, approval and the console act on. */
export interface EffectiveRule {
  autoApproveUpTo: number | null;
  max: number | null;
  secondApproverAbove: number | null;
  confirmAbove: number;
}

export function effectiveRule(policy: ApprovalPolicy, kind: ApprovalPolicyKind): EffectiveRule {
  const rule: Partial<Record<keyof EffectiveRule | MaximumField, number | null>> = policy[kind] ?? {};
  const { field, fallback } = MAXIMUM[kind];
  return {
    autoApproveUpTo: rule.autoApproveUpTo ?? null,
    max: rule[field] ?? fallback,
    secondApproverAbove: rule.secondApproverAbove ?? null,
    confirmAbove: rule.confirmAbove ?? DEFAULT_CONFIRM_ABOVE,
  };
}

/** The stored text as a policy; text that no longer parses fails safe to the defaults (never to "no limit"). */
export function parseStoredApprovalPolicy(stored: string): ApprovalPolicy {
  try {
    const parsed = approvalPolicySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}
