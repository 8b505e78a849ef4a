import type { Request as RequestRow } from "../../db/generated/sqlite/client.ts";
import type { DomainError } from "../../errors/domain-error.ts";
import { requestNotFoundV11, requestNotFoundV2 } from "../../errors/catalogue.ts";
import type { ApiFamily } from "../api-family.ts";
import { json } from "../api-route.ts";
import { batchInterrupted } from "../../errors/batch-interrupted.ts";

/** v1.1 request-level status: success is the string "true" / "false", as the original sends it. */
export const v11Status = (success: boolean, code: number, message: string) => ({
  success: success ? "true" : "false",
  code,
  message,
});

export const v11Family: ApiFamily = {
  name: "v1.1",
  renderErrors: (items) => ({
    response: { status: v11Status(false, items[0]?.code ?? 500, items.map((i) => i.message).join("; ")) },
  }),
};

/** What an item of a v1.1 request call said about itself, echoed when the item is refused. */
export interface SentItem {
  id?: number | string;
  type: string;
  base_type: string;
  updated_comments?: string;
}

export type V11Outcome = { sent: SentItem; request?: RequestRow; error?: DomainError };

// v1.1 answers 9013 where the domain's request not-found is 9050.
const inV11 = (error: DomainError) => (error.code === requestNotFoundV2().code ? requestNotFoundV11() : error);

/**
 * The v1.1 request envelope (add, approve, reject) and its HTTP status. Every item done: 200 "Success".
 * Some refused: HTTP 200 with request-level success "false" so clients read each item_status. All
 * refused: the first item's HTTP status. The request-level code is 200 for any processed approve or reject
 * call, as the spec's table has it ("processed"); request/add keeps 207 for a partial and the first item's
 * code when all fail. A call that stopped at an unexpected failure answers 500, listing every item.
 */
export function renderBatch(
  outcomes: V11Outcome[],
  options: { successMessage?: string; levelCode: "processed" | "first-failure" },
): Response {
  const rendered = outcomes.map((o) => ({ ...o, error: o.error && inV11(o.error) }));
  const failed = rendered.filter((o) => o.error);
  const request = rendered.map((o) => renderItem(o, options.successMessage));
  const first = failed[0]?.error;
  const failedText = `${failed.length} of ${outcomes.length} requests failed`;
  const interrupted = batchInterrupted(rendered);
  const status =
    failed.length === 0
      ? v11Status(true, 200, "Success")
      : interrupted
        ? v11Status(false, 500, `${failedText}: the call stopped at an internal server error; see item_status`)
        : options.levelCode === "processed"
          ? v11Status(false, 200, `${failedText}; see item_status`)
          : failed.length < outcomes.length
            ? v11Status(false, 207, failedText)
            : v11Status(false, first?.code ?? 500, first?.message ?? "");
  // Stopped part-way: a 500 that still says which items were applied.
  const httpStatus = interrupted ? 500 : failed.length === outcomes.length && first ? first.status : 200;
  return json({ response: { status, requests: { request } } }, httpStatus);
}

function renderItem({ sent, request, error }: V11Outcome, successMessage = "Request updated successfully") {
  if (!request) {
    return {
      id: sent.id === undefined ? "" : String(sent.id),
      type: sent.type,
      base_type: sent.base_type,
      status: "",
      reason: "",
      updated_comments: sent.updated_comments ?? "",
      item_status: v11Status(false, error?.code ?? 500, error?.message ?? ""),
    };
  }
  return {
    id: String(request.id),
    type: request.type,
    base_type: request.baseType,
    status: request.status,
    ...(request.type === "CHANGE_IDENTIFIER" ? changedValues(request) : {}),
    ...(request.type === "GOODWILL"
      ? { approved_value: request.approvedValue ?? "", assoc_id: request.assocId ?? "" }
      : {}),
    reason: request.reason,
    updated_comments: request.comments,
    item_status: v11Status(true, 9000, firstOfTwoApprovals(request) ? FIRST_OF_TWO_MESSAGE : successMessage),
  };
}

// The first of two approvals succeeds with the request still PENDING; the item's message says so.
const FIRST_OF_TWO_MESSAGE = "Approval 1 of 2 recorded: the request stays PENDING until a different checker approves";
const firstOfTwoApprovals = (request: RequestRow) => request.status === "PENDING" && request.firstApproverId !== null;

/** A merge's old and new values are the victim and survivor ids (requests stored without them included). */
function changedValues(request: RequestRow) {
  if (request.baseType === "MERGE") {
    return {
      old_value: request.oldValue ?? String(request.customerId),
      new_value: request.newValue ?? String(request.survivorId ?? ""),
    };
  }
  return { old_value: request.oldValue ?? "", new_value: request.newValue ?? "" };
}
