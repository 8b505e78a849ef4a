import { customerNotFound, invalidInput, invalidLookupParams, invalidSource } from "../errors/catalogue.ts";
import type { DomainError } from "../errors/domain-error.ts";
import type { ZodIssue } from "../validation/describe-issue.ts";
import { lenientSafeParse } from "../validation/lenient-parse.ts";
import { customerLookupQuerySchema, type CustomerLookupQuery } from "./schemas.ts";

// When several parameters are wrong the caller hears about the one the original checks first.
const RANK: Record<string, number> = { unknown: 0, accountId: 0, source: 1, identifierName: 2, identifierValue: 3 };

/**
 * GET /v2/customers/lookup's query, parsed with the console form's schema: the source is 8003, a missing identifierName 400 and an unknown one 8130, a bad identifierValue 8015.
 */
export function parseLookupQuery(query: Record<string, string>): CustomerLookupQuery {
  // Parameters it does not know are ignored, as on every operation but the expiry lookup.
  const result = lenientSafeParse(customerLookupQuerySchema, query, "query");
  if (result.success) return result.data;
  return refuse(result.issues, query);
}

const fieldOf = (issue: ZodIssue) =>
  issue.code === "unrecognized_keys" ? "unknown" : String(issue.path[0] ?? "unknown");

function refuse(issues: readonly ZodIssue[], query: Record<string, string>): never {
  const first = [...issues].sort((a, b) => (RANK[fieldOf(a)] ?? 0) - (RANK[fieldOf(b)] ?? 0))[0];
  throw refusalOf(first, query);
}

function refusalOf(issue: ZodIssue, query: Record<string, string>): DomainError {
  switch (fieldOf(issue)) {
    case "source":
      return invalidSource();
    case "identifierName":
      return query.identifierName === undefined
        ? invalidInput("identifierName is required", "identifierName")
        : invalidLookupParams("identifierName");
    case "identifierValue":
      return customerNotFound();
    default:
      return invalidLookupParams(issue.code === "unrecognized_keys" ? issue.keys[0] : fieldOf(issue));
  }
}
