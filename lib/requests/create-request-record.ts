import "server-only";
import type { Principal } from "../auth/principal.ts";
import { ormTransaction, sqlTransaction } from "../db/sql-transaction.ts";
import { retryOnConflict } from "../db/retry-on-conflict.ts";
import { applyApproval } from "./apply-approval.ts";
import { holdRegistrations } from "./store/hold-registrations.ts";
import { insertRequestRow, type NewRequest } from "./store/request-store.ts";
import { auditRequestChange } from "./record-decision.ts";
import type { AnyTx } from "../db/transaction-types.ts";
import { inOneFlight } from "../db/in-one-flight.ts";
import { requestEvent } from "../events/payloads/request.ts";
import { publishEvents } from "../events/store/outbox-store.ts";

export type RequestData = Omit<NewRequest, "orgId" | "status" | "createdById" | "comments">;
/**
 * "client": client_auto_approve (force approval); "org": the organization's auto-approval configuration;
 * "policy": the amount is at or below the approval policy's autoApproveUpTo.
 */
export type AutoApproval = "client" | "org" | "policy" | null;
/** A refusal decided inside the creating transaction, once the customers' registration rows are held. */
export type CreationCheck = (tx: AnyTx) => Promise<void>;

const AUTO_COMMENTS = {
  org: "Processed at creation (organization auto-approval)",
  policy: "Approved by policy at creation (amount at or below the organization's autoApproveUpTo)",
} as const;
const autoComment = (autoApproval: "client" | "org" | "policy", principal: Principal) =>
  autoApproval === "client"
    ? `Self-approved at creation by ${principal.username} (client_auto_approve)`
    : AUTO_COMMENTS[autoApproval];

/**
 * Stores a new PENDING request with its first history event; an auto-approved one is approved in the same
 * transaction, through the one approval step decisions use, so a failing approval (say the victim was merged
 * meanwhile) creates nothing. A `check` runs first, with the customers held, and refusing creates nothing.
 */
export async function createRequestRecord(
  principal: Principal,
  data: RequestData,
  autoApproval: AutoApproval,
  comment = "",
  check?: CreationCheck,
) {
  // Plain inserts: a nested create made the ORM read the request back a third time. The audit entry and the
  // request.created event go out together; an approval at creation publishes that event with its own.
  const insert = async (tx: AnyTx, publish: boolean) => {
    if (autoApproval || check)
      await holdRegistrations(tx, principal.orgId, [data.customerId, data.survivorId ?? data.customerId]);
    await check?.(tx);
    const request = await insertRequestRow(
      tx,
      { ...data, orgId: principal.orgId, status: "PENDING", createdById: principal.userId, comments: comment },
      { fromStatus: null, toStatus: "PENDING", actorId: principal.userId, comment, detail: null },
    );
    await inOneFlight(
      auditRequestChange(tx, principal, "create", null, request),
      publishEvents(tx, principal.orgId, publish ? [requestEvent("request.created", request)] : []),
    );
    return request;
  };
  // A deadlock PostgreSQL broke rolled everything back, so the creation is simply run again.
  // A request created pending writes raw SQL only: it skips the ORM's transaction manager.
  if (!autoApproval) return retryOnConflict(() => sqlTransaction((tx) => insert(tx, true)));
  return retryOnConflict(() =>
    ormTransaction(async (tx) => {
      const created = await insert(tx, false);
      return applyApproval(tx, principal, created, {
        precedingEvents: [requestEvent("request.created", created)],
        at: new Date(),
        comment: autoComment(autoApproval, principal),
        action: autoApproval === "client" ? "self-approve" : "auto-approve",
        forceApproved: autoApproval === "client",
        approvedByPolicy: autoApproval === "policy",
      });
    }),
  );
}
