import { v11Status } from "../api/families/v1-1.ts";
import type { Request as RequestRow } from "../db/generated/sqlite/client.ts";
import type { DomainError } from "../errors/domain-error.ts";
import type { SentItem } from "./check-review-items.ts";

type Outcome = { item: SentItem; request?: RequestRow; error?: DomainError };

const ok = (message: string) => ({ success: "true", code: 9000, message });

/** One item of the v1.1 request envelope (approve, reject and add share it). */
export function renderV11Item(outcome: Outcome, successMessage = "Request updated successfully") {
  const { request, error, item } = outcome;
  if (!request) {
    return {
      id: item.id === undefined ? "" : String(item.id),
      type: item.type,
      base_type: item.base_type,
      status: "",
      reason: "",
      updated_comments: item.updated_comments ?? "",
      item_status: { success: "false", code: error?.code ?? 500, message: error?.message ?? "" },
    };
  }
  return {
    id: String(request.id),
    type: request.type,
    base_type: request.baseType,
    status: request.status,
    ...(request.type === "CHANGE_IDENTIFIER" ? changedValues(request) : {}),
    ...(request.type === "GOODWILL" ? { approved_value: request.approvedValue ?? "", assoc_id: request.assocId ?? "" } : {}),
    reason: request.reason,
    updated_comments: request.comments,
    item_status: ok(successMessage),
  };
}

/**
 * The v1.1 envelope and its HTTP status. Every item done: 200 "Success". Some refused: HTTP 200 with
 * request-level success "false" so clients read each item_status. All refused: the first item's HTTP
 * status. The request-level code is 200 for any processed approve or reject call, as the spec's table has
 * it ("processed"); request/add keeps 207 for a partial and the first item's code when all fail.
 */
export function renderV11Response(
  outcomes: Outcome[],
  successMessage?: string,
  levelCode: "processed" | "first-failure" = "first-failure",
): { status: number; body: unknown } {
  const failed = outcomes.filter((o) => o.error);
  const request = outcomes.map((o) => renderV11Item(o, successMessage));
  const first = failed[0]?.error;
  const failedText = `${failed.length} of ${outcomes.length} requests failed`;
  const status =
    failed.length === 0
      ? v11Status(true, 200, "Success")
      : levelCode === "processed"
        ? v11Status(false, 200, `${failedText}; see item_status`)
        : failed.length < outcomes.length
          ? v11Status(false, 207, failedText)
          : v11Status(false, first?.code ?? 500, first?.message ?? "");
  const httpStatus = failed.length === outcomes.length && first ? first.status : 200;
  return { status: httpStatus, body: { response: { status, requests: { request } } } };
}

/** A merge's old and new values are the victim and survivor ids (requests stored without them included). */
function changedValues(request: RequestRow) {
  if (request.baseType === "MERGE") {
    return { old_value: request.oldValue ?? String(request.customerId), new_value: request.newValue ?? String(request.survivorId ?? "") };
  }
  return { old_value: request.oldValue ?? "", new_value: request.newValue ?? "" };
}
