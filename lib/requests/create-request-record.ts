import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { applyApproval } from "./apply-approval.ts";
import { auditRequestChange } from "./request-audit.ts";

export type RequestData = Omit<Prisma.RequestUncheckedCreateInput, "orgId" | "status" | "createdById" | "events">;
/** "client": client_auto_approve (force approval); "org": the organization's auto-approval configuration. */
export type AutoApproval = "client" | "org" | null;

const autoComment = (autoApproval: "client" | "org", principal: Principal) =>
  autoApproval === "client"
    ? `Self-approved at creation by ${principal.username} (client_auto_approve)`
    : "Processed at creation (organization auto-approval)";

/**
 * Stores a new PENDING request with its first history event; an auto-approved one is processed in the
 * same transaction, so a failing approval (say the victim was merged meanwhile) creates nothing.
 */
export async function createRequestRecord(principal: Principal, data: RequestData, autoApproval: AutoApproval, comment = "") {
  return db.$transaction(async (tx) => {
    const request = await tx.request.create({
      data: {
        ...data,
        orgId: principal.orgId,
        status: "PENDING",
        createdById: principal.userId,
        comments: comment,
        events: { create: { toStatus: "PENDING", actorId: principal.userId, comment } },
      },
    });
    await auditRequestChange(tx, principal, "create", null, request);
    if (!autoApproval) return request;
    const at = new Date();
    const effects = await applyApproval(tx, request, { at });
    await tx.requestEvent.create({
      data: { requestId: request.id, fromStatus: "PENDING", toStatus: "APPROVED", actorId: principal.userId, comment: autoComment(autoApproval, principal), createdAt: at },
    });
    const approved = await tx.request.update({
      where: { id: request.id },
      data: {
        status: "APPROVED",
        forceApproved: autoApproval === "client",
        updatedById: principal.userId,
        approvedValue: effects.approvedValue ?? null,
        assocId: effects.assocId ?? request.assocId,
        oldValue: effects.oldValue ?? request.oldValue,
      },
    });
    await auditRequestChange(tx, principal, autoApproval === "client" ? "self-approve" : "auto-approve", request, approved);
    return approved;
  });
}
