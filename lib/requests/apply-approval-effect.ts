import "server-only";
import type { Tx } from "../db/client.ts";
import { recordTransaction } from "../transactions/record-transaction.ts";
import type { TransactionDetails } from "../transactions/transaction-details.ts";
import { issueGoodwillCoupon } from "./apply-goodwill.ts";
import { applyIdentifierChange } from "./apply-identifier-change.ts";
import type { ApprovalEffects } from "./record-decision.ts";
import type { IdentifierBaseType } from "./request-kinds.ts";
import type { PublishedEvent } from "../events/event-types.ts";
import { pointsCreditedEvent } from "../events/payloads/points.ts";
import { transactionNotFound } from "../errors/catalogue.ts";

/** The customer an approval's effect applies to, and when. */
export interface EffectTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
}

/** What approving a request will apply, once its refusals passed: per kind, the values its effect needs. */
export type ApprovalPlan =
  | { kind: "record-transaction"; target: EffectTarget; details: TransactionDetails }
  | { kind: "issue-coupon"; target: EffectTarget; seriesId: number }
  | { kind: "retro-assign"; target: EffectTarget; transactionId: number; assocId: string | null }
  | { kind: "change-identifier"; target: EffectTarget; baseType: IdentifierBaseType; newValue: string };

/** What an approval applied, with the events that tell of it beside the decision's. */
export type AppliedEffects = ApprovalEffects & { events?: PublishedEvent[] };

/** Applies the planned effect, after the approval locked the customer. */
export async function applyEffect(tx: Tx, plan: ApprovalPlan): Promise<AppliedEffects> {
  switch (plan.kind) {
    case "record-transaction":
      return creditTransaction(tx, plan.target, plan.details);
    case "issue-coupon":
      return issueGoodwillCoupon(tx, plan.target, plan.seriesId);
    case "retro-assign":
      return retroAssign(tx, plan);
    case "change-identifier":
      return applyIdentifierChange(tx, { ...plan.target, baseType: plan.baseType, newValue: plan.newValue });
  }
}

/** Records the request's transaction and credits what it earned. */
async function creditTransaction(tx: Tx, target: EffectTarget, details: TransactionDetails): Promise<AppliedEffects> {
  const recorded = await recordTransaction(tx, target, details, target.at);
  const { credit, transactionId } = recorded;
  return {
    approvedValue: recorded.points,
    assocId: String(transactionId),
    events: credit ? [pointsCreditedEvent({ ...target, ...credit, transactionId })] : [],
  };
}

/** RETRO tags an existing transaction of the organization to the request's customer. */
async function retroAssign(tx: Tx, plan: Extract<ApprovalPlan, { kind: "retro-assign" }>): Promise<ApprovalEffects> {
  const { count } = await tx.transaction.updateMany({
    where: { id: plan.transactionId, orgId: plan.target.orgId },
    data: { customerId: plan.target.customerId },
  });
  if (count !== 1) throw transactionNotFound();
  return { assocId: plan.assocId ?? undefined };
}
