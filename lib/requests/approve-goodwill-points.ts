import "server-only";
import type { Principal } from "../auth/principal.ts";
import type { AnyTx } from "../db/transaction-types.ts";
import { Prisma, type Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { inOneFlight } from "../db/in-one-flight.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { recordDecision, type DecisionRecord } from "./record-decision.ts";
import { lockAndCreditGoodwillPoints, type GoodwillAward } from "./store/request-store.ts";
import { pointsCreditedEvent } from "../events/payloads/points.ts";

export type GoodwillApproval = Pick<
  DecisionRecord,
  "at" | "comment" | "requestComment" | "action" | "forceApproved" | "approvedByPolicy" | "precedingEvents"
> & {
  /** The approver may grant less than was requested (never more). */
  points?: string;
};

/**
 * Approves a pending GOODWILL POINTS request in the caller's transaction, which may be a raw one (its
 * statements are raw SQL only). Refusals first; then the effect, which locks the customer and credits the
 * points to the organization's default program (expiring on 31 December of the next year); then the record.
 * The effect and the record are sent without waiting for each other's answers: on PostgreSQL the lock, the
 * request's conditional write and the audit entry go out together and the locks are held for one round trip.
 */
export async function approveGoodwillPoints(
  tx: AnyTx,
  principal: Principal,
  request: RequestRow,
  approval: GoodwillApproval,
): Promise<RequestRow> {
  const points = approval.points ?? request.requestedPoints?.toString();
  if (points === undefined) throw invalidInput("points is required to approve a GOODWILL POINTS request", "points");
  // Four eyes cover the amount: the checker may grant less than the maker asked, never more.
  if (request.requestedPoints !== null && request.requestedPoints.lessThan(points))
    throw invalidInput(
      `points: an approval may grant at most the ${request.requestedPoints.toString()} points requested`,
      "points",
    );

  // The credit goes out before the conditional write on PENDING so the customer is locked first, as on every
  // other path; a losing concurrent approval then finds no PENDING row and its credit rolls back with it.
  const award: GoodwillAward = {
    orgId: request.orgId,
    customerId: request.customerId,
    requestId: request.id,
    points: new Prisma.Decimal(points),
    pointsType: "customer_promotions",
    expiryType: "fixed",
    expiresAt: new Date(approval.at.getFullYear() + 1, 11, 31),
  };
  const credited = lockAndCreditGoodwillPoints(tx, award);

  const recorded = recordDecision(tx, principal, request, {
    ...approval,
    status: "APPROVED",
    effects: { approvedValue: points, assocId: String(request.customerId) },
    // The history keeps both amounts when the approver grants other points than were asked.
    detail:
      request.requestedPoints === null || request.requestedPoints.equals(points)
        ? null
        : `points asked ${request.requestedPoints.toString()}, approved ${points}`,
    // A zero award writes no lot, so it credits nothing.
    effectEvents: award.points.gt(0) ? [pointsCreditedEvent(award)] : [],
  });
  const [, decided] = await inOneFlight(credited, recorded);
  return decided;
}
