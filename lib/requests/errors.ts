import { DomainError } from "../errors/domain-error.ts";

// Spec and reference-note codes keep their messages; codes marked "ours" fill gaps the original leaves open.
export const invalidRequestType = () => new DomainError(9006, "Request Type is invalid", 400, "type");
export const invalidRequestBaseType = () => new DomainError(9008, "Request Base Type is invalid", 400, "baseType");
export const blockedForChildOrg = () => new DomainError(9021, "Request Add/Update is blocked for the child organization", 403);
export const mergeCustomerNotFound = () => new DomainError(9042, "Customer not found for given identifiers", 404);
export const userAlreadyMerged = () => new DomainError(8012, "User already merged", 409);
export const requestNotFoundV2 = () => new DomainError(9050, "Request not found", 404);
export const requestNotFoundV11 = () => new DomainError(9013, "Request not found", 404);
export const sameUserCannotApprove = () => new DomainError(9056, "Same user cannot request and approve", 403);
export const invalidCouponSeries = () => new DomainError(9017, "Invalid coupon series", 422, "series_id");
// ours
export const sameVictimAndSurvivor = () => new DomainError(9043, "Victim and survivor must be different customers", 422);
export const victimOutsideSurvivorOrgs = (orgId: number) =>
  new DomainError(9044, `Victim is registered in organization ${orgId} where the survivor is not; the merge would remove it there`, 422);
export const requestNotPending = (status: string) => new DomainError(9052, `Request is not pending (status ${status})`, 409);
export const requestForceApproved = () =>
  new DomainError(9053, "Request was force-approved with client_auto_approve and cannot be approved", 409);
export const clientAutoApproveDenied = () =>
  new DomainError(403, "client_auto_approve=true needs the requests.approve access group: a maker's request waits for a checker", 403);
export const autoApprovalEnabled = () =>
  new DomainError(9054, "Approval is unavailable: auto-approval is enabled for the organization", 400);
export const requestTypeMismatch = () => new DomainError(9058, "Request type or base type does not match the stored request", 400);
export const invalidSourceForMerge = () => new DomainError(8003, "Invalid source", 400, "source");
export const transactionNotFound = () => new DomainError(9061, "Transaction not found", 404, "transaction_id");
export const noDefaultProgram = () => new DomainError(9062, "The organization has no default program to credit", 422);
/** The original's messages: the survivor is its "toUserId", the victim its "fromUserId"; the fields are named after them. */
export const missingMergeCustomers = (missing: { survivor: boolean; victim: boolean }) => {
  const parts = [missing.survivor && "toUserId can't be null", missing.victim && "fromUserId can't be null"].filter(Boolean).join(", ");
  const fields = [missing.survivor && "survivorCustomer", missing.victim && "victimCustomer"].filter(Boolean).join(" and ");
  return new DomainError(400, `${parts} (${fields} required)`, 400, missing.victim ? "victimCustomer" : "survivorCustomer");
};
export const missingRequestId = (path: string) => new DomainError(400, `requestId can't be null (${path} required)`, 400, path);
/** Ours: a warning for a body field the service does not know, ignored as the original ignores it. */
export const ignoredFieldWarning = (path: string) => ({ code: 9045, message: `${path}: unknown field ignored` });
