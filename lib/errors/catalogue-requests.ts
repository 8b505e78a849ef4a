import { defineError, defineHttpError, defineItem } from "./define-error.ts";

// Requests (part of the catalogue: lib/errors/catalogue.ts)
export const invalidRequestType = defineError(9006, 400, "Request Type is invalid", { field: "type" });
export const invalidRequestBaseType = defineError(9008, 400, "Request Base Type is invalid", { field: "baseType" });
export const blockedForChildOrg = defineError(9021, 403, "Request Add/Update is blocked for the child organization");
export const mergeCustomerNotFound = defineError(9042, 404, "Customer not found for given identifiers");
export const userAlreadyMerged = defineError(8012, 409, "User already merged");
// A merge's creation: a self-merge is a request that can never make sense (422, like other semantic refusals);
// the others are conflicts with the state of the customers (409), gone once that state changes.
export const sameMergeCustomer = defineError(9029, 422, "Victim and survivor are the same customer");
export const victimAlreadyMerged = defineError(9027, 409, "Victim is already merged to another user");
export const survivorAlreadyMerged = defineError(9023, 409, "Survivor is already merged to another user as victim");
/** Either customer of a merge already named by a pending or processing merge request. */
const mergePending = (code: number, customer: "victim" | "survivor") =>
  defineError(code, 409, `Request for Merge already exists for the ${customer} in pending or processing state`);
export const victimMergePending = mergePending(9018, "victim");
export const survivorMergePending = mergePending(9026, "survivor");
export const requestNotFoundV2 = defineError(9050, 404, "Request not found");
export const requestNotFoundV11 = defineError(9013, 404, "Request not found");
export const sameUserCannotApprove = defineError(9056, 403, "Same user cannot request and approve");
export const invalidCouponSeries = defineError(9017, 422, "Invalid coupon series", { field: "series_id" });
// ours
export const requestNotPending = defineError<[status: string]>(9052, 409, "Request is not pending (status {status})");
export const requestForceApproved = defineError(
  9053,
  409,
  "Request was force-approved with client_auto_approve and cannot be approved",
);
/** The organization's clientAutoApprove setting (lib/orgs/client-auto-approve-policy.ts) refuses the caller. */
export const clientAutoApproveDenied = defineHttpError<[setting: "OFF" | "APPROVERS"]>(403, {
  OFF: "client_auto_approve is turned off for this organization (setting clientAutoApprove = OFF)",
  APPROVERS:
    "client_auto_approve needs the requests.approve permission in this organization (setting clientAutoApprove = APPROVERS)",
});
export const autoApprovalEnabled = defineError(
  9054,
  400,
  "Approval is unavailable: auto-approval is enabled for the organization",
);
export const requestTypeMismatch = defineError(
  9058,
  400,
  "Request type or base type does not match the stored request",
);
export const transactionNotFound = defineError(9061, 404, "Transaction not found", { field: "transaction_id" });
export const noDefaultProgram = defineError(9062, 422, "The organization has no default program to credit");
/** The original's messages: the survivor is its "toUserId", the victim its "fromUserId"; the fields are named after them. */
export const missingMergeCustomers = defineHttpError<[missing: { survivor: boolean; victim: boolean }]>(
  400,
  "{parts} ({fields} required)",
  {
    params: (missing) => ({
      parts: [missing.survivor && "toUserId can't be null", missing.victim && "fromUserId can't be null"]
        .filter(Boolean)
        .join(", "),
      fields: [missing.survivor && "survivorCustomer", missing.victim && "victimCustomer"]
        .filter(Boolean)
        .join(" and "),
    }),
    field: (params) => (params.fields.includes("victimCustomer") ? "victimCustomer" : "survivorCustomer"),
  },
);
export const missingRequestId = defineHttpError<[path: string]>(400, "requestId can't be null ({path} required)", {
  field: "{path}",
});
/** Ours: a warning for a body field the service does not know, ignored as the original ignores it. */
export const ignoredFieldWarning = defineItem<[path: string]>(9045, "{path}: unknown field ignored");
// The organization's approval policy (lib/orgs/approval-policy.ts), applied on every path that creates or approves.
export const aboveApprovalPolicyMaximum = defineError<[kind: "GOODWILL_POINTS" | "TRANSACTION", max: string]>(
  9070,
  422,
  {
    GOODWILL_POINTS: "points: at most {max} points per goodwill request (organization policy)",
    TRANSACTION: "billAmount: at most {max} per transaction request (organization policy)",
  },
  { field: (params) => (params.variant === "TRANSACTION" ? "transaction.billAmount" : "points") },
);
export const sameCheckerCannotApproveTwice = defineError(
  9071,
  403,
  "The same checker cannot give both approvals of a request that needs two; a different checker must approve",
);
export const clientAutoApproveNeedsTwoCheckers = defineHttpError<[threshold: string]>(
  403,
  "client_auto_approve cannot approve a request above the organization's secondApproverAbove ({threshold}): it needs two checkers",
);
/** Auto-approval (9054) leaves no checker to give the two approvals the policy asks for above this amount. */
export const autoApprovalNeedsTwoCheckers = defineHttpError<[threshold: string]>(
  403,
  "The organization's auto-approval cannot approve a request above its secondApproverAbove ({threshold}): it needs two checkers, and auto-approval leaves none",
);
/** A queue search matched more customers than it reads the requests of (SEARCHED_CUSTOMERS_CAP). */
export const searchNarrowedWarning = defineItem<[cap: string]>(
  9073,
  "The search matches more than {cap} customers: the requests of the {cap} best matches are listed; type more to narrow it",
);
/** The first of two approvals succeeded; the request stays PENDING for a second, different checker. */
export const firstOfTwoApprovalsWarning = defineItem(
  9072,
  "Approval 1 of 2 recorded: the request stays PENDING until a different checker approves",
);
