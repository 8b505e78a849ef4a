import { DomainError } from "../errors/domain-error.ts";

// Codes and messages of the points expiry schedule operation (spec "Errors", reference notes).
// 8015 and 8003 are shared with the customer lookup: lib/customers/errors.ts.

export const expiryInvalidParams = (name: string) => new DomainError(8130, "Lookup,Invalid Params passed", 400, name);
export const startDateFormat = () => new DomainError(1216, "startDate format not supported, expected yyyy-MM-dd", 400, "startDate");
export const endDateFormat = () => new DomainError(1216, "endDate format not supported, expected yyyy-MM-dd", 400, "endDate");
export const bothDatesFormat = () =>
  new DomainError(1216, "Incorrect format for both startDate and endDate, expected yyyy-MM-dd", 400, "startDate");
export const startDateInPast = () => new DomainError(1215, "startDate cannot be in past", 400, "startDate");
export const startDateAfterEndDate = () => new DomainError(1214, "startDate is after endDate", 400, "startDate");
export const endDateTooFar = () => new DomainError(1217, "endDate cannot be after 100 years from now", 400, "endDate");
export const invalidProgramId = () => new DomainError(885, "Invalid program id passed", 400, "programId");
// Ours: the spec only says the operation "does not work" with dual eligibility; the code is our choice.
export const expiryScheduleDualEligibility = () =>
  new DomainError(1218, "Points expiry schedule is not available when dual eligibility is enabled for the organization", 422);
