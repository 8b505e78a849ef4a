import "server-only";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { recordTransaction } from "../transactions/record-transaction.ts";
import { issueGoodwillCoupon } from "./apply-goodwill.ts";
import { approveGoodwillPoints } from "./approve-goodwill-points.ts";
import { applyIdentifierChange } from "./apply-identifier-change.ts";
import { applyMerge } from "./apply-merge.ts";
import { lockRequestCustomer } from "./store/request-store.ts";
import { recordDecision, type ApprovalEffects, type DecisionRecord } from "./record-decision.ts";
import type { PublishedEvent } from "../events/event-types.ts";
import { customerMergedEvent } from "../events/payloads/customer.ts";
import { pointsCreditedEvent } from "../events/payloads/points.ts";
import { IDENTIFIER_BY_BASE_TYPE, isOrgCouponSeries, type IdentifierBaseType } from "./request-kinds.ts";
import { readTransactionDetails } from "./request-payload.ts";
import {
  invalidCouponSeries,
  invalidRequestBaseType,
  mergeCustomerNotFound,
  transactionNotFound,
} from "../errors/catalogue.ts";

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
 * refusals that need no lock first, then the customer is locked once (so a merge of that customer either
 * finished before, 8015, or waits for this), then the effect, then the record. GOODWILL POINTS has its own
 * walk (approve-goodwill-points.ts), which a raw transaction can run too.
 */
export async function applyApproval(
  tx: Tx,
  principal: Principal,
  request: RequestRow,
  approval: Approval,
): Promise<RequestRow> {
  if (isGoodwillPoints(request)) return approveGoodwillPoints(tx, principal, request, approval);
  const record = ({ events, ...effects }: AppliedEffects) =>
    recordDecision(tx, principal, request, { ...approval, status: "APPROVED", effects, effectEvents: events });
  if (request.type === "CHANGE_IDENTIFIER" && request.baseType === "MERGE") {
    // A merge locks both customers' registrations itself, in id order.
    if (request.survivorId === null) throw mergeCustomerNotFound();
    const target = { victimId: request.customerId, survivorId: request.survivorId };
    await applyMerge(tx, { orgId: request.orgId, ...target, at: approval.at });
    return record({ events: [customerMergedEvent({ ...target, requestId: request.id })] });
  }
  const effect = await checkedEffect(tx, request, approval);
  await lockRequestCustomer(tx, request.orgId, request.customerId);
  return record(await effect());
}

/**
 * A GOODWILL POINTS approval runs raw SQL only (lib/db/sql.ts), so it may run in sqlTransaction, whose
 * handle has no ORM members: the compiler refuses an ORM call on its path.
 */
export const isGoodwillPoints = (request: Pick<RequestRow, "type" | "baseType">) =>
  request.type === "GOODWILL" && request.baseType === "POINTS";

/** What an approval applied, with the events that tell of it beside the decision's. */
type AppliedEffects = ApprovalEffects & { events?: PublishedEvent[] };

/** The effect of approving the request on its customer, once the checks that need no lock have passed. */
async function checkedEffect(tx: Tx, request: RequestRow, approval: Approval): Promise<() => Promise<AppliedEffects>> {
  const target = { orgId: request.orgId, customerId: request.customerId, requestId: request.id, at: approval.at };
  switch (`${request.type}/${request.baseType}`) {
    case "TRANSACTION/REGULAR_TXN_ADD":
      return async () => {
        const recorded = await recordTransaction(tx, target, readTransactionDetails(request.payload), approval.at);
        const { credit, transactionId } = recorded;
        return {
          approvedValue: recorded.points,
          assocId: String(transactionId),
          events: credit ? [pointsCreditedEvent({ ...target, ...credit, transactionId })] : [],
        };
      };
    case "GOODWILL/COUPON": {
      const seriesId = approval.seriesId ?? request.seriesId;
      if (seriesId === null || !(await isOrgCouponSeries(tx, request.orgId, seriesId))) throw invalidCouponSeries();
      return () => issueGoodwillCoupon(tx, target, seriesId);
    }
    case "TRANSACTION_UPDATE/RETRO":
      return () => retroAssign(tx, request);
  }
  if (request.type !== "CHANGE_IDENTIFIER" || !(request.baseType in IDENTIFIER_BY_BASE_TYPE))
    throw invalidRequestBaseType();
  const baseType = request.baseType as IdentifierBaseType;
  return () => applyIdentifierChange(tx, { ...target, baseType, newValue: request.newValue ?? "" });
}

/** RETRO tags an existing transaction of the organization to the request's customer. */
async function retroAssign(tx: Tx, request: RequestRow): Promise<ApprovalEffects> {
  const transactionId = Number(request.assocId);
  const { count } = await tx.transaction.updateMany({
    where: { id: Number.isSafeInteger(transactionId) ? transactionId : -1, orgId: request.orgId },
    data: { customerId: request.customerId },
  });
  if (count !== 1) throw transactionNotFound();
  return { assocId: request.assocId ?? undefined };
}
