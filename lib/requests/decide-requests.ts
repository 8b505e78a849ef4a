import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import { retryOnConflict } from "../db/retry-on-conflict.ts";
import { isDomainError } from "../errors/domain-error.ts";
import { isRowId } from "../validation/id-param.ts";
import { ormTransaction, sqlTransaction } from "../db/sql-transaction.ts";
import { applyApproval, isGoodwillPoints } from "./apply-approval.ts";
import { approveGoodwillPoints } from "./approve-goodwill-points.ts";
import { recordDecision, RequestNoLongerPending, type Decision } from "./record-decision.ts";
import { recordFirstApproval } from "./record-first-approval.ts";
import { findRequestInOrg, getRequestOrgAndRequest } from "./store/request-store.ts";
import { eachItem, type RequestOutcome } from "./request-outcome.ts";
import {
  autoApprovalEnabled,
  requestForceApproved,
  requestNotFoundV2,
  requestNotPending,
  requestTypeMismatch,
  sameCheckerCannotApproveTwice,
  sameUserCannotApprove,
} from "../errors/catalogue.ts";

export type { Decision } from "./record-decision.ts";

// The conditional write of record-decision.ts found no PENDING row, or an ORM write on the way found its
// row gone (Prisma's "record to update not found").
const isRecordNotFound = (error: unknown) =>
  error instanceof RequestNoLongerPending || (error as { code?: unknown } | null)?.code === "P2025";

export interface DecisionInput {
  id: number;
  decision: Decision;
  comment?: string;
  /** The type and base type the caller believes the request has; a mismatch is refused. */
  type?: string;
  baseType?: string;
  /** GOODWILL POINTS: the points to grant instead of those asked, at most those asked. */
  points?: string;
  /** GOODWILL COUPON: the series to issue instead of the stored one. */
  seriesId?: number;
}

/**
 * Approves or rejects each pending request in turn, each in its own transaction: one refused item leaves
 * the others decided. Every API family and the console decide through this. The whole call is refused when
 * the organization approves automatically; a request the organization does not hold is 9050 (a family
 * with its own not-found code renders it as that).
 */
export async function decideRequests(principal: Principal, decisions: DecisionInput[]): Promise<RequestOutcome[]> {
  // The first item's request comes with the organization's settings: most calls decide one request.
  const { org, request } = await getRequestOrgAndRequest(db, principal.orgId, rowIdOf(decisions[0]));
  if (org.autoApproval) throw autoApprovalEnabled();
  let firstRead: RequestRow | null | undefined = request;
  return eachItem(decisions, (input) => {
    const read = firstRead;
    firstRead = undefined;
    return decideOne(principal, input, read);
  });
}

const rowIdOf = (input: DecisionInput | undefined) => (input && isRowId(input.id) ? input.id : -1);

/**
 * Decides one request: `read` is its row when the caller already read it (null: the org holds none). A
 * request the approval policy gave two approvals takes a first approval that leaves it PENDING, then a
 * second by a different checker that approves it; neither may be its maker's.
 */
async function decideOne(
  principal: Principal,
  input: DecisionInput,
  read: RequestRow | null | undefined,
  retried = false,
): Promise<RequestRow> {
  const id = rowIdOf(input);
  const request = read === undefined ? await findRequestInOrg(db, principal.orgId, id) : read;
  if (!request) throw requestNotFoundV2();
  if ((input.type && input.type !== request.type) || (input.baseType && input.baseType !== request.baseType))
    throw requestTypeMismatch();
  if (request.forceApproved) throw requestForceApproved();
  if (request.status !== "PENDING") throw requestNotPending(request.status);
  // Maker-checker, on every path that decides.
  if (request.createdById === principal.userId) throw sameUserCannotApprove();
  const approving = input.decision === "APPROVED";
  const twoApprovals = approving && request.approvalsNeeded >= 2;
  if (twoApprovals && request.firstApproverId === principal.userId) throw sameCheckerCannotApproveTwice();
  const first = twoApprovals && request.firstApproverId === null;

  const comment = input.comment ?? "";
  const decided = {
    at: new Date(),
    comment: twoApprovals && !first ? `Approval 2 of 2${comment ? `: ${comment}` : ""}` : comment,
    requestComment: comment,
  };
  try {
    // Rejections, first approvals and goodwill points run raw SQL only: they skip the ORM's transaction manager.
    const approval = { ...decided, action: "approve" as const, points: input.points, seriesId: input.seriesId };
    return await retryOnConflict(() =>
      !approving
        ? sqlTransaction((tx) =>
            recordDecision(tx, principal, request, { ...decided, status: "REJECTED", action: "reject" }),
          )
        : first
          ? sqlTransaction((tx) =>
              recordFirstApproval(tx, principal, request, { at: decided.at, comment, points: input.points }),
            )
          : isGoodwillPoints(request)
            ? sqlTransaction((tx) => approveGoodwillPoints(tx, principal, request, approval))
            : ormTransaction((tx) => applyApproval(tx, principal, request, approval)),
    );
  } catch (error) {
    if (!isDomainError(error) && !isRecordNotFound(error)) throw error;
    // A concurrent decision got there first: whatever this one ran into on the way (its conditional write
    // finding no PENDING row, or the customer already merged away), it was refused because it came second.
    const now = await findRequestInOrg(db, principal.orgId, id);
    if (now && now.status !== "PENDING") throw requestNotPending(now.status);
    // A concurrent first approval won: this approval is decided again against it, once (as the second
    // approval when it comes from a different checker, refused when from the same one).
    if (first && !retried && now?.firstApproverId != null && error instanceof RequestNoLongerPending)
      return decideOne(principal, input, now, true);
    throw error;
  }
}
