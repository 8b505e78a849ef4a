import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import type { Prisma } from "../db/generated/sqlite/client.ts";
import { applyApproval } from "./apply-approval.ts";

export type RequestData = Omit<Prisma.RequestUncheckedCreateInput, "orgId" | "status" | "createdById" | "events">;
/** "client": client_auto_approve (force approval); "org": the organization's auto-approval configuration. */
export type AutoApproval = "client" | "org" | null;

const AUTO_COMMENT = { client: "Processed at creation (client_auto_approve)", org: "Processed at creation (organization auto-approval)" };

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
    if (!autoApproval) return request;
    const at = new Date();
    const effects = await applyApproval(tx, request, { at });
    await tx.requestEvent.create({
      data: { requestId: request.id, fromStatus: "PENDING", toStatus: "APPROVED", actorId: principal.userId, comment: AUTO_COMMENT[autoApproval], createdAt: at },
    });
    return tx.request.update({
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
  });
}
