import "server-only";
import type { Principal } from "../auth/principal.ts";
import { ormTransaction, sqlTransaction } from "../db/sql-transaction.ts";
import { retryOnConflict } from "../db/retry-on-conflict.ts";
import { applyApproval } from "./apply-approval.ts";
import { holdRegistrations } from "./hold-registrations.ts";
import { insertRequestRow, newRequestRow, type NewRequest } from "./request-row-sql.ts";
import { auditRequestChange } from "./request-audit.ts";
import { inOneFlight } from "../db/in-one-flight.ts";

export type RequestData = Omit<NewRequest, "orgId" | "status" | "createdById" | "comments">;
/** "client": client_auto_approve (force approval); "org": the organization's auto-approval configuration. */
export type AutoApproval = "client" | "org" | null;

const autoComment = (autoApproval: "client" | "org", principal: Principal) =>
  autoApproval === "client"
    ? `Self-approved at creation by ${principal.username} (client_auto_approve)`
    : "Processed at creation (organization auto-approval)";

/**
 * Stores a new PENDING request with its first history event; an auto-approved one is approved in the same
 * transaction, through the one approval step decisions use, so a failing approval (say the victim was merged
 * meanwhile) creates nothing. With `id`, one the caller drew from the requests' sequence (PostgreSQL), a
 * pending request's audit entry is sent with its insert instead of after the insert's answer: the
 * organization's other writers wait on the audit chain's lock for one round trip less.
 */
export async function createRequestRecord(
  principal: Principal,
  data: RequestData,
  autoApproval: AutoApproval,
  comment = "",
  id?: number,
) {
  // A deadlock PostgreSQL broke rolled everything back, so the creation is simply run again.
  // A request created pending writes raw SQL only: it skips the ORM's transaction manager.
  const transaction = autoApproval ? ormTransaction : sqlTransaction;
  return retryOnConflict(() =>
    transaction(async (tx) => {
      if (autoApproval)
        await holdRegistrations(tx, principal.orgId, [data.customerId, data.survivorId ?? data.customerId]);
      const stored = {
        ...data,
        orgId: principal.orgId,
        status: "PENDING",
        createdById: principal.userId,
        comments: comment,
      };
      const event = { fromStatus: null, toStatus: "PENDING", actorId: principal.userId, comment, detail: null };
      if (id !== undefined && !autoApproval) {
        const at = new Date();
        const [request] = await inOneFlight(
          insertRequestRow(tx, stored, event, { id, at }),
          auditRequestChange(tx, principal, "create", null, newRequestRow(stored, id, at)),
        );
        return request;
      }
      // Plain inserts: a nested create made the ORM read the request back a third time.
      const request = await insertRequestRow(tx, stored, event);
      await auditRequestChange(tx, principal, "create", null, request);
      if (!autoApproval) return request;
      return applyApproval(tx, principal, request, {
        at: new Date(),
        comment: autoComment(autoApproval, principal),
        action: autoApproval === "client" ? "self-approve" : "auto-approve",
        forceApproved: autoApproval === "client",
      });
    }),
  );
}
