import type { IssueMapper } from "../validation/describe-issue.ts";
import { missingRequestId } from "../errors/catalogue.ts";

/** PUT /v2/requests: an item without its id gets the original's "requestId can't be null", naming the item. */
export const mapReviewIssue: IssueMapper = (issue, input) => {
  const [index, field] = issue.path;
  if (field !== "id" || typeof index !== "number" || !Array.isArray(input)) return undefined;
  const item: unknown = input[index];
  const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined;
  return id == null ? missingRequestId(`${index}.id`) : undefined;
};
