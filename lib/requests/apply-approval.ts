import "server-only";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { approveGoodwillPoints } from "./approve-goodwill-points.ts";
import { applyEffect, type ApprovalPlan } from "./apply-approval-effect.ts";
import { applyMerge } from "./apply-merge.ts";
import { lockRequestCustomer } from "./store/request-store.ts";
import { recordDecision, type DecisionRecord } from "./record-decision.ts";
import { customerMergedEvent } from "../events/payloads/customer.ts";
import { publishEvents } from "../events/store/outbox-store.ts";
import { IDENTIFIER_BY_BASE_TYPE, isOrgCouponSeries, type IdentifierBaseType } from "./request-kinds.ts";
import { readTransactionDetails } from "./request-payload.ts";
import { invalidCouponSeries, invalidRequestBaseType, mergeCustomerNotFound } from "../errors/catalogue.ts";

export interface Approval extends Pick<
  DecisionRecord,
  "at" | "comment" | "requestComment" | "forceApproved" | "approvedByPolicy" | "precedingEvents"
> {
  action: "approve" | "self-approve" | "auto-approve";
  /** GOODWILL POINTS: the approver may grant less than requested (never more). */
  points?: string;
  /** GOODWILL COUPON: the approver may name the series. */
  seriesId?: number;
}

/**
 * Approves one pending request inside the caller's ORM transaction (a decision, or an approval at creation):
 * refusals that need no lock first (they leave a plan of the effect), then the customer is locked once (so a
 * merge of that customer either finished before, 8015, or waits for this), then the planned effect, then the
 * record. GOODWILL POINTS has its own walk (approve-goodwill-points.ts), which a raw transaction can run too.
 */
export async function applyApproval(
  tx: Tx,
  principal: Principal,
  request: RequestRow,
  approval: Approval,
): Promise<RequestRow> {
  if (isGoodwillPoints(request)) return approveGoodwillPoints(tx, principal, request, approval);
  if (request.type === "CHANGE_IDENTIFIER" && request.baseType === "MERGE")
    return approveMerge(tx, principal, request, approval);
  const plan = await planApproval(tx, request, approval);
  await lockRequestCustomer(tx, request.orgId, request.customerId);
  const { events, ...effects } = await applyEffect(tx, plan);
  return recordDecision(tx, principal, request, { ...approval, status: "APPROVED", effects, effectEvents: events });
}

/**
 * A GOODWILL POINTS approval runs raw SQL only (lib/db/sql.ts), so it may run in sqlTransaction, whose
 * handle has no ORM members: the compiler refuses an ORM call on its path.
 */
export const isGoodwillPoints = (request: Pick<RequestRow, "type" | "baseType">) =>
  request.type === "GOODWILL" && request.baseType === "POINTS";

/** A merge locks both customers' registrations itself, in id order, so it takes no customer lock here. */
async function approveMerge(tx: Tx, principal: Principal, request: RequestRow, approval: Approval) {
  if (request.survivorId === null) throw mergeCustomerNotFound();
  const target = { victimId: request.customerId, survivorId: request.survivorId };
  const { mergedOrgIds } = await applyMerge(tx, { orgId: request.orgId, ...target, at: approval.at });
  const merged = customerMergedEvent({ ...target, requestId: request.id });
  const decided = await recordDecision(tx, principal, request, {
    ...approval,
    status: "APPROVED",
    effects: {},
    effectEvents: [merged],
  });
  // A connected parent's merge applies in its children too, and each child's feed tells of it. Their chain
  // heads are claimed after the parent's, in id order; no other writer holds two organizations' heads.
  const children = mergedOrgIds.filter((orgId) => orgId !== request.orgId).sort((a, b) => a - b);
  for (const orgId of children) await publishEvents(tx, orgId, [merged]);
  return decided;
}

/** The refusals that need no lock; what is left is the plan of the request's effect on its customer. */
async function planApproval(tx: Tx, request: RequestRow, approval: Approval): Promise<ApprovalPlan> {
  const target = { orgId: request.orgId, customerId: request.customerId, requestId: request.id, at: approval.at };
  switch (`${request.type}/${request.baseType}`) {
    case "TRANSACTION/REGULAR_TXN_ADD":
      return { kind: "record-transaction", target, details: readTransactionDetails(request.payload) };
    case "GOODWILL/COUPON": {
      const seriesId = approval.seriesId ?? request.seriesId;
      if (seriesId === null || !(await isOrgCouponSeries(tx, request.orgId, seriesId))) throw invalidCouponSeries();
      return { kind: "issue-coupon", target, seriesId };
    }
    case "TRANSACTION_UPDATE/RETRO": {
      const transactionId = Number(request.assocId);
      // An id that is no number matches no transaction: refused after the lock, as a missing one is.
      return {
        kind: "retro-assign",
        target,
        transactionId: Number.isSafeInteger(transactionId) ? transactionId : -1,
        assocId: request.assocId,
      };
    }
  }
  if (request.type !== "CHANGE_IDENTIFIER" || !(request.baseType in IDENTIFIER_BY_BASE_TYPE))
    throw invalidRequestBaseType();
  const baseType = request.baseType as IdentifierBaseType;
  return { kind: "change-identifier", target, baseType, newValue: request.newValue ?? "" };
}
