import "server-only";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { recordTransaction } from "../transactions/record-transaction.ts";
import { issueGoodwillCoupon, lockAndCreditGoodwillPoints } from "./apply-goodwill.ts";
import { applyIdentifierChange } from "./apply-identifier-change.ts";
import { applyMerge } from "./apply-merge.ts";
import { lockRequestCustomer } from "./lock-request-customer.ts";
import { recordDecision, type ApprovalEffects, type DecisionRecord } from "./record-decision.ts";
import { IDENTIFIER_BY_BASE_TYPE, isOrgCouponSeries, type IdentifierBaseType } from "./request-kinds.ts";
import { readTransactionDetails } from "./request-payload.ts";
import {
  invalidCouponSeries,
  invalidInput,
  invalidRequestBaseType,
  mergeCustomerNotFound,
  transactionNotFound,
} from "../errors/catalogue.ts";

export interface Approval extends Pick<
  DecisionRecord,
  "at" | "comment" | "requestComment" | "forceApproved" | "approvedByPolicy"
> {
  action: "approve" | "self-approve" | "auto-approve";
  /** GOODWILL POINTS: the approver may grant less than requested (never more). */
  points?: string;
  /** GOODWILL COUPON: the approver may name the series. */
  seriesId?: number;
}

interface Effect {
  run: () => Promise<ApprovalEffects>;
  /**
   * What run() will return, when known before it runs. Such an effect takes the customer's lock itself, in
   * its first statement, and the decision is sent in the same flight.
   */
  known?: ApprovalEffects;
}

/**
 * Approves one pending request inside the caller's transaction (a decision, or an approval at creation):
 * applies what it asks for, then records the decision. Refusals that need no lock come first; then the
 * customer is locked once, so a merge of that customer either finished before (8015) or waits for this.
 */
export async function applyApproval(
  tx: Tx,
  principal: Principal,
  request: RequestRow,
  approval: Approval,
): Promise<RequestRow> {
  const decide = (effects: ApprovalEffects, between?: () => Promise<unknown>) =>
    recordDecision(
      tx,
      principal,
      request,
      { ...approval, status: "APPROVED", effects, detail: amountChange(request, effects) },
      between,
    );
  if (request.type === "CHANGE_IDENTIFIER" && request.baseType === "MERGE") {
    // A merge locks both customers' registrations itself, in id order.
    if (request.survivorId === null) throw mergeCustomerNotFound();
    const target = { victimId: request.customerId, survivorId: request.survivorId };
    await applyMerge(tx, { orgId: request.orgId, ...target, at: approval.at });
    return decide({});
  }
  const effect = await effectOf(tx, request, approval);
  if (effect.known) {
    // On PostgreSQL the request's conditional write goes out first, then the effect's statement, which locks
    // the customer, then the audit entry, none waiting for the answer before it (on SQLite the whole
    // transaction holds the database's write lock). The customer stays locked until the commit: taken
    // after the write rather than before it, it is held for one statement less, and approvals of one
    // customer wait for each other that much less.
    return decide(effect.known, effect.run);
  }
  await lockRequestCustomer(tx, request.orgId, request.customerId);
  return decide(await effect.run());
}

/**
 * Approving this request runs raw SQL only (lib/db/sql.ts), so it may run in sqlTransaction; an ORM call
 * on its path would be refused there, and the approval tests, which run on PostgreSQL too, would say so.
 */
export const approvalIsSqlOnly = (request: Pick<RequestRow, "type" | "baseType">) =>
  request.type === "GOODWILL" && request.baseType === "POINTS";

/** What approving the request will do to its customer, checked as far as it can be before the lock. */
async function effectOf(tx: Tx, request: RequestRow, approval: Approval): Promise<Effect> {
  const target = { orgId: request.orgId, customerId: request.customerId, requestId: request.id, at: approval.at };
  switch (`${request.type}/${request.baseType}`) {
    case "TRANSACTION/REGULAR_TXN_ADD":
      return {
        run: async () => {
          const recorded = await recordTransaction(tx, target, readTransactionDetails(request.payload), approval.at);
          return { approvedValue: recorded.points, assocId: String(recorded.transactionId) };
        },
      };
    case "GOODWILL/POINTS": {
      const points = approval.points ?? request.requestedPoints?.toString();
      if (points === undefined) throw invalidInput("points is required to approve a GOODWILL POINTS request", "points");
      // Four eyes cover the amount: the checker may grant less than the maker asked, never more.
      if (request.requestedPoints !== null && request.requestedPoints.lessThan(points))
        throw invalidInput(
          `points: an approval may grant at most the ${request.requestedPoints.toString()} points requested`,
          "points",
        );
      const known = { approvedValue: points, assocId: String(request.customerId) };
      return { run: async () => (await lockAndCreditGoodwillPoints(tx, target, points), known), known };
    }
    case "GOODWILL/COUPON": {
      const seriesId = approval.seriesId ?? request.seriesId;
      if (seriesId === null || !(await isOrgCouponSeries(tx, request.orgId, seriesId))) throw invalidCouponSeries();
      return { run: () => issueGoodwillCoupon(tx, target, seriesId) };
    }
    case "TRANSACTION_UPDATE/RETRO":
      return { run: () => retroAssign(tx, request) };
  }
  if (request.type !== "CHANGE_IDENTIFIER" || !(request.baseType in IDENTIFIER_BY_BASE_TYPE))
    throw invalidRequestBaseType();
  const baseType = request.baseType as IdentifierBaseType;
  return { run: () => applyIdentifierChange(tx, { ...target, baseType, newValue: request.newValue ?? "" }) };
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

/** The history keeps both amounts when the approver grants other goodwill points than were asked. */
function amountChange(request: RequestRow, effects: ApprovalEffects): string | null {
  if (request.type !== "GOODWILL" || request.baseType !== "POINTS") return null;
  if (request.requestedPoints === null || effects.approvedValue === undefined) return null;
  if (request.requestedPoints.equals(effects.approvedValue)) return null;
  return `points asked ${request.requestedPoints.toString()}, approved ${effects.approvedValue}`;
}
