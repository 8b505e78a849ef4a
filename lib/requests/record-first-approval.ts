import "server-only";
import type { AnyTx } from "../db/transaction-types.ts";
import type { Principal } from "../auth/principal.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { inOneFlight } from "../db/in-one-flight.ts";
import { invalidInput } from "../errors/catalogue.ts";
import { auditRequestChange, RequestNoLongerPending } from "./record-decision.ts";
import { updateRequestRowIf } from "./store/request-store.ts";

/** The history's words for the first of two approvals; the console and the API show them as they are. */
export const firstApprovalComment = (username: string, comment: string) =>
  `Approval 1 of 2 by ${username}${comment ? `: ${comment}` : ""}`;

/**
 * Records the first of two approvals on a pending request that needs two: who gave it and when, with its
 * history event and audit entry; the request stays PENDING and nothing is applied yet. The write is
 * conditional on the request being PENDING with no first approval, so of two concurrent first approvals
 * exactly one counts (the other gets RequestNoLongerPending and its transaction rolls back).
 */
export async function recordFirstApproval(
  tx: AnyTx,
  principal: Principal,
  request: RequestRow,
  approval: { at: Date; comment: string; points?: string },
): Promise<RequestRow> {
  // The amount rule holds for either approval; the second one decides what is granted.
  if (approval.points !== undefined && request.requestedPoints?.lessThan(approval.points))
    throw invalidInput(
      `points: an approval may grant at most the ${request.requestedPoints.toString()} points requested`,
      "points",
    );
  const after: RequestRow = {
    ...request,
    firstApproverId: principal.userId,
    firstApprovedAt: approval.at,
    updatedById: principal.userId,
  };
  const [written] = await inOneFlight(
    updateRequestRowIf(
      tx,
      { id: request.id, orgId: request.orgId, status: "PENDING", withoutFirstApproval: true },
      { updatedById: principal.userId, firstApproverId: principal.userId, firstApprovedAt: approval.at },
      {
        fromStatus: "PENDING",
        toStatus: "PENDING",
        actorId: principal.userId,
        comment: firstApprovalComment(principal.username, approval.comment),
        createdAt: approval.at,
        detail: "approval 1 of 2",
      },
    ),
    auditRequestChange(tx, principal, "approve-first", request, after),
  );
  if (!written) throw new RequestNoLongerPending(request.id);
  return written;
}
