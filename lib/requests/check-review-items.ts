import { describeIssue } from "../api/parse-input.ts";
import { invalidInput } from "../errors/common-errors.ts";
import type { DomainError } from "../errors/domain-error.ts";
import { missingRequestId } from "./errors.ts";
import { v11ReviewItemSchema, type V11ReviewItem } from "./schemas.ts";

/** What an item of an approve or reject call said about itself, kept to report a refused item. */
export interface SentItem {
  id?: number | string;
  type: string;
  base_type: string;
  updated_comments?: string;
}

export type CheckedItem = { item: V11ReviewItem } | { sent: SentItem; error: DomainError };

/**
 * Checks each item of an approve or reject call on its own, so a malformed item is refused in its own
 * item_status (naming its field) and the good items are still decided. A missing id gets the original's
 * "requestId can't be null".
 */
export function checkReviewItems(raw: unknown[], rule?: (item: V11ReviewItem) => DomainError | undefined): CheckedItem[] {
  return raw.map((value, index) => {
    const result = v11ReviewItemSchema.safeParse(value);
    const at = `root.request.${index}`;
    if (result.success) {
      const refused = rule?.(result.data);
      return refused ? { sent: result.data, error: refused } : { item: result.data };
    }
    const sent = sentItemOf(value);
    if (sent.id === undefined) return { sent, error: missingRequestId(`${at}.id`) };
    const issue = result.error.issues[0];
    return { sent, error: invalidInput(describeIssue({ ...issue, path: [at, ...issue.path] }), `${at}.${issue.path.join(".")}`) };
  });
}

function sentItemOf(value: unknown): SentItem {
  const fields = typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const text = (field: unknown) => (typeof field === "string" ? field : "");
  const id = fields.id;
  return {
    id: typeof id === "number" || (typeof id === "string" && id !== "") ? id : undefined,
    type: text(fields.type),
    base_type: text(fields.base_type),
    updated_comments: typeof fields.updated_comments === "string" ? fields.updated_comments : undefined,
  };
}
