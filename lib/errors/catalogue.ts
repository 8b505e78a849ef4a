import { leadingPath } from "../validation/describe-issue.ts";
import { defineError, defineHttpError, defineItem, defineRetryLater } from "./define-error.ts";

// Every code the API answers, one row each: code, HTTP status, message and the field it concerns. The spec's
// and the reference notes' codes keep their messages; rows marked "ours" fill gaps the original leaves open.
// The generic codes (400, 401, 403, 409, 413, 415, 422, 429) name HTTP conditions and may have several rows;
// a spec code has exactly one (lib/errors/catalogue.test.ts). Domain code throws `entry(...)`; the families
// render it; console actions hand the field on in a DomainOutcome (lib/errors/domain-outcome.ts).

// Every family
export const authenticationFailed = defineHttpError(401, "Authentication failed. Please check username and password.");
export const tokenInvalid = defineHttpError(401, "Authentication failed. The OAuth token is invalid or expired.");
export const accessDenied = defineHttpError<[group: string]>(
  403,
  "Access denied: the {group} access group is required for this operation.",
);
export const malformedJson = defineHttpError<[detail: string]>(400, "Malformed JSON body: {detail}");
export const unsupportedMediaType = defineHttpError(415, "Unsupported media type: send the body as application/json.");
export const bodyTooLarge = defineHttpError<[limitBytes: number]>(
  413,
  "Request body exceeds the limit of {limit} bytes.",
);
/** A schema's refusal: describeIssue (lib/validation/describe-issue.ts) writes "<field path>: <problem>". */
export const invalidInput = defineHttpError<[message: string, field?: string]>(400, "{message}", {
  params: (message, field) => ({ message, field: field ?? "" }),
  field: (params) => params.field || leadingPath(params.message),
});
export const invalidIdempotencyKey = defineHttpError<[maxLength: number]>(
  400,
  "Idempotency-Key must be 1 to {max} characters.",
);
export const idempotencyKeyReused = defineHttpError(
  422,
  "This Idempotency-Key was used with a different request (method, path or body); use a new key.",
);
export const idempotencyKeyInFlight = defineHttpError(
  409,
  "A request with this Idempotency-Key is still being processed; retry it later.",
);
export const rateLimited = defineRetryLater<[retryAfterSeconds: number, perMinute: number | string]>(
  "Rate limit exceeded: at most {perMinute} calls per minute. Try again in {seconds} seconds.",
  { params: (seconds, perMinute) => ({ seconds: wholeSeconds(seconds), perMinute: String(perMinute) }) },
);
export const tooManyAuthFailures = defineRetryLater<[retryAfterSeconds: number]>(
  "Too many failed authentication attempts. Try again in {seconds} seconds.",
  { params: (seconds) => ({ seconds: wholeSeconds(seconds) }) },
);

// Ours: the database had no room for the call in time (no free connection, or its transaction ran past the
// limit under load). That transaction committed nothing, so the call may be sent again (Retry-After says when).
export const databaseBusy = defineHttpError(503, "The database is busy. Try again in a moment.");

// Ours: a batch whose item failed unexpectedly stops there. The items before it stay applied, and the
// answer (kept for the Idempotency-Key) says which: a retry must not repeat them.
export const batchItemFailed = defineHttpError(
  500,
  "Internal server error: this item was not applied, and the items after it were not attempted.",
);
export const batchItemNotAttempted = defineHttpError(
  500,
  "Not attempted: an earlier item of this call failed with an internal server error.",
);

// Customers and labels
export const customerNotFound = defineError(8015, 404, "Customer not found for the given identifiers");
export const invalidSource = defineError(8003, 400, "Invalid source", { field: "source" });
export const invalidLookupParams = defineError<[parameter: string]>(8130, 400, "Lookup,Invalid Params passed", {
  params: (parameter) => ({ parameter }),
  field: (params) => params.parameter,
});
export const duplicateIdentifier = defineError<[type: string, value: string]>(
  8018,
  409,
  "Identifier {type} {value} already belongs to another customer of the organization",
  { field: "{type}" },
);
export const labelAlreadyExists = defineError<[name: string]>(33002, 409, "{name} label already exists", {
  field: "labelName",
});
export const labelNotFoundWarning = defineItem<[name: string]>(33000, "{name} label not found");
/** The original's text when the customer carries no labels; `named` for one label of many it does not carry. */
export const userLabelsNotFoundWarning = defineItem<[variant?: "named", name?: string]>(33001, {
  message: "User labels not found",
  named: "{name}: User labels not found",
});

// Points expiry schedule
export const dateFormatNotSupported = defineError<[which: "startDate" | "endDate" | "both"]>(
  1216,
  400,
  {
    startDate: "startDate format not supported, expected yyyy-MM-dd",
    endDate: "endDate format not supported, expected yyyy-MM-dd",
    both: "Incorrect format for both startDate and endDate, expected yyyy-MM-dd",
  },
  { field: (params) => (params.variant === "endDate" ? "endDate" : "startDate") },
);
export const startDateInPast = defineError(1215, 400, "startDate cannot be in past", { field: "startDate" });
export const startDateAfterEndDate = defineError(1214, 400, "startDate is after endDate", { field: "startDate" });
export const endDateTooFar = defineError(1217, 400, "endDate cannot be after 100 years from now", { field: "endDate" });
export const invalidProgramId = defineError(885, 400, "Invalid program id passed", { field: "programId" });
// Ours: the spec only says the operation "does not work" with dual eligibility.
export const expiryScheduleDualEligibility = defineError(
  1218,
  422,
  "Points expiry schedule is not available when dual eligibility is enabled for the organization",
);

export * from "./catalogue-requests.ts";
export * from "./catalogue-products.ts";
export * from "./catalogue-vendors.ts";
export * from "./catalogue-accounts.ts";
export * from "./catalogue-users.ts";
export * from "./catalogue-api-clients.ts";
export * from "./catalogue-admin-catalogue.ts";
export * from "./catalogue-sessions.ts";
export * from "./catalogue-second-factor.ts";
export * from "./catalogue-passkeys.ts";
export * from "./catalogue-webhooks.ts";

function wholeSeconds(seconds: number): string {
  return String(Math.max(1, Math.ceil(seconds)));
}
