import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { DomainError } from "../errors/domain-error.ts";
import { applyApproval, type ApprovalEffects } from "./apply-approval.ts";
import { auditRequestChange } from "./request-audit.ts";
import { requestForceApproved, requestNotPending, requestTypeMismatch, sameUserCannotApprove } from "./errors.ts";

export type Decision = "APPROVED" | "REJECTED";

export interface DecideOptions {
  id: number;
  decision: Decision;
  comment?: string;
  /** The type and base type the caller believes the request has; a mismatch is refused. */
  type?: string;
  baseType?: string;
  points?: string;
  seriesId?: number;
  /** The not-found error of the calling API family (9013 on v1.1, 9050 on v2). */
  notFound: () => DomainError;
}

/**
 * Approves or rejects one pending request. Maker-checker holds on every path; the conditional status
 * update is the transaction's first statement, so concurrent decisions on one request change it once.
 */
export async function decideRequest(principal: Principal, options: DecideOptions) {
  const id = Number.isSafeInteger(options.id) ? options.id : -1;
  const request = await db.request.findFirst({ where: { id, orgId: principal.orgId } });
  if (!request) throw options.notFound();
  if ((options.type && options.type !== request.type) || (options.baseType && options.baseType !== request.baseType)) throw requestTypeMismatch();
  if (request.forceApproved) throw requestForceApproved();
  if (request.status !== "PENDING") throw requestNotPending(request.status);
  if (request.createdById === principal.userId) throw sameUserCannotApprove();

  const comment = options.comment ?? "";
  const at = new Date();
  return db.$transaction(async (tx) => {
    const { count } = await tx.request.updateMany({
      where: { id, orgId: principal.orgId, status: "PENDING" },
      data: { status: options.decision, updatedById: principal.userId, comments: comment },
    });
    if (count !== 1) {
      const now = await tx.request.findUniqueOrThrow({ where: { id }, select: { status: true } });
      throw requestNotPending(now.status);
    }
    let effects: ApprovalEffects = {};
    if (options.decision === "APPROVED") {
      effects = await applyApproval(tx, request, { points: options.points, seriesId: options.seriesId, at });
      await tx.request.update({
        where: { id },
        data: { approvedValue: effects.approvedValue ?? null, assocId: effects.assocId ?? request.assocId, oldValue: effects.oldValue ?? request.oldValue },
      });
    }
    await tx.requestEvent.create({
      data: { requestId: id, fromStatus: "PENDING", toStatus: options.decision, actorId: principal.userId, comment, createdAt: at, detail: amountChange(request, effects) },
    });
    const decided = await tx.request.findUniqueOrThrow({ where: { id } });
    await auditRequestChange(tx, principal, options.decision === "APPROVED" ? "approve" : "reject", request, decided);
    return decided;
  });
}

/** The history keeps both amounts when the approver grants other goodwill points than were asked. */
function amountChange(request: { type: string; baseType: string; requestedPoints: { equals(other: string): boolean; toString(): string } | null }, effects: ApprovalEffects): string | null {
  if (request.type !== "GOODWILL" || request.baseType !== "POINTS" || request.requestedPoints === null || effects.approvedValue === undefined) return null;
  if (request.requestedPoints.equals(effects.approvedValue)) return null;
  return `points asked ${request.requestedPoints.toString()}, approved ${effects.approvedValue}`;
}
