import { invalidVendorType, rankNotPositive } from "../errors/catalogue.ts";
import type { IssueMapper } from "../validation/describe-issue.ts";

/** Turns the schema issues of type and rank into the original's exact messages. */
export const mapVendorIssue: IssueMapper = (issue, input) => {
  const field = issue.path.length === 1 ? issue.path[0] : undefined;
  const sent = (input as Record<string, unknown> | null)?.type;
  if (field === "type" && sent !== undefined) return invalidVendorType(sent);
  if (field === "rank" && issue.code === "too_small") return rankNotPositive();
  return undefined;
};
