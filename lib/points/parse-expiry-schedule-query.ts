import type { ZodIssue } from "../validation/describe-issue.ts";
import type { DomainError } from "../errors/domain-error.ts";
import {
  expiryScheduleLookupQuerySchema,
  expiryScheduleQuerySchema,
  type ExpiryScheduleLookupQuery,
  type ExpiryScheduleQuery,
} from "./expiry-schedule-schemas.ts";
import {
  customerNotFound,
  dateFormatNotSupported,
  invalidLookupParams,
  invalidProgramId,
  invalidSource,
} from "../errors/catalogue.ts";

/**
 * Parses the query string of either form. When several things are wrong the caller hears about the most
 * basic one first, as the original does: unsupported parameters (8130), source (8003), identifier (8015),
 * date formats (1216), program id (885).
 */
export function parseExpiryScheduleQuery(
  entries: Iterable<[string, string]>,
  form: "lookup",
): ExpiryScheduleLookupQuery;
export function parseExpiryScheduleQuery(entries: Iterable<[string, string]>, form: "path"): ExpiryScheduleQuery;
export function parseExpiryScheduleQuery(entries: Iterable<[string, string]>, form: "lookup" | "path") {
  const query: Record<string, string> = {};
  for (const [key, value] of entries) {
    // A repeated parameter is ambiguous: which value would the caller mean?
    if (key in query) throw invalidLookupParams(key);
    query[key] = value;
  }
  const schema = form === "lookup" ? expiryScheduleLookupQuerySchema : expiryScheduleQuerySchema;
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  throw refusalFor(result.error.issues);
}

const RANK: Record<string, number> = {
  unknown: 0,
  fetchDataForAllPrograms: 0,
  fetchEarliestExpiryOnly: 0,
  accountId: 0,
  source: 1,
  identifierName: 2,
  identifierValue: 2,
  startDate: 3,
  endDate: 3,
  programId: 4,
};

function refusalFor(issues: readonly ZodIssue[]): DomainError {
  const fieldOf = (issue: ZodIssue) =>
    issue.code === "unrecognized_keys" ? "unknown" : String(issue.path[0] ?? "unknown");
  const fields = new Set(issues.map(fieldOf));
  const first = [...fields].sort((a, b) => (RANK[a] ?? 0) - (RANK[b] ?? 0))[0];
  const unknownKey = issues.find((issue) => issue.code === "unrecognized_keys")?.keys[0];
  switch (RANK[first] ?? 0) {
    case 1:
      return invalidSource();
    case 2:
      return customerNotFound();
    case 3:
      if (fields.has("startDate") && fields.has("endDate")) return dateFormatNotSupported("both");
      return first === "startDate" ? dateFormatNotSupported("startDate") : dateFormatNotSupported("endDate");
    case 4:
      return invalidProgramId();
    default:
      return invalidLookupParams(first === "unknown" ? (unknownKey ?? first) : first);
  }
}
