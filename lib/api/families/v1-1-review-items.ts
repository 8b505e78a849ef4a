import type { DomainError } from "../../errors/domain-error.ts";
import { invalidInput, missingRequestId } from "../../errors/catalogue.ts";
import type { Decision, DecisionInput } from "../../requests/decide-requests.ts";
import type { RequestOutcome } from "../../requests/request-outcome.ts";
import { v11ReviewItemSchema, type V11ReviewItem } from "../../requests/schemas.ts";
import { describeIssue } from "../../validation/describe-issue.ts";
import { lenientSafeParse } from "../../validation/lenient-parse.ts";
import type { SentItem, V11Outcome } from "./v1-1.ts";

type ReviewItem =
  | { sent: SentItem; decision: DecisionInput; error?: undefined }
  | { sent: SentItem; decision?: undefined; error: DomainError };

// The spec marks series_id required for coupon approvals and nothing public documents a fallback to the
// request's own series, so the v1.1 approval names it (PUT /v2/requests approves with the stored series).
const couponSeriesRequired = (item: V11ReviewItem, decision: Decision) =>
  decision === "APPROVED" && item.type === "GOODWILL" && item.base_type === "COUPON" && item.series_id === undefined
    ? invalidInput("series_id: is required to approve a GOODWILL COUPON request", "series_id")
    : undefined;

/**
 * The items of POST /v1.1/request/approve or reject, each checked on its own, so a malformed item is refused
 * in its own item_status (naming its field) and the good items are still decided. A missing id gets the
 * original's "requestId can't be null".
 */
export function readReviewItems(raw: unknown[], decision: Decision): ReviewItem[] {
  return raw.map((value, index) => {
    const result = lenientSafeParse(v11ReviewItemSchema, value);
    const at = `root.request.${index}`;
    if (result.success) {
      const item = result.data;
      const refused = couponSeriesRequired(item, decision);
      if (refused) return { sent: item, error: refused };
      const seriesId = item.series_id === undefined ? undefined : Number(item.series_id);
      const common = {
        id: item.id,
        decision,
        type: item.type,
        baseType: item.base_type,
        comment: item.updated_comments,
      };
      // Reject takes no amount or series; approve may grant fewer goodwill points or name the series.
      return { sent: item, decision: decision === "APPROVED" ? { ...common, points: item.points, seriesId } : common };
    }
    const sent = sentItemOf(value);
    if (sent.id === undefined) return { sent, error: missingRequestId(`${at}.id`) };
    const issue = result.issues[0];
    return {
      sent,
      error: invalidInput(describeIssue({ ...issue, path: [at, ...issue.path] }), `${at}.${issue.path.join(".")}`),
    };
  });
}

export const decisionsOf = (items: ReviewItem[]) => items.flatMap((i) => (i.decision ? [i.decision] : []));

/** Each item with its outcome: the decided ones in turn, the refused ones in their place with their error. */
export function withDecided(items: ReviewItem[], decided: RequestOutcome[]): V11Outcome[] {
  let next = 0;
  return items.map((i) => (i.decision ? { sent: i.sent, ...decided[next++] } : { sent: i.sent, error: i.error }));
}

function sentItemOf(value: unknown): SentItem {
  const fields =
    typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  const id = fields.id;
  return {
    id: typeof id === "number" || (typeof id === "string" && id !== "") ? id : undefined,
    type: text(fields.type),
    base_type: text(fields.base_type),
    updated_comments: typeof fields.updated_comments === "string" ? fields.updated_comments : undefined,
  };
}
