import type { IssueMapper } from "../validation/describe-issue.ts";
import { missingRequestId } from "../errors/catalogue.ts";

function missingIdOf(path: readonly PropertyKey[], items: unknown, fieldPrefix: string) {
  const [index, field] = path;
  if (field !== "id" || typeof index !== "number" || !Array.isArray(items)) return undefined;
  const item: unknown = items[index];
  const id = typeof item === "object" && item !== null ? (item as { id?: unknown }).id : undefined;
  return id == null ? missingRequestId(`${fieldPrefix}${index}.id`) : undefined;
}

/** PUT /v2/requests: an item without its id gets the original's "requestId can't be null", naming the item. */
export const mapReviewIssue: IssueMapper = (issue, input) => missingIdOf(issue.path, input, "");

/** The console's decision holds the same items under `requests`, and gets the same refusal. */
export const mapDecisionIssue: IssueMapper = (issue, input) =>
  issue.path[0] === "requests" && typeof input === "object" && input !== null
    ? missingIdOf(issue.path.slice(1), (input as { requests?: unknown }).requests, "requests.")
    : undefined;
