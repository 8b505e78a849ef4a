import { DomainError } from "../errors/domain-error.ts";

export const targetGroupNameTaken = () => new DomainError(310069, "Target group name already exists", 409, "name");
/** The original's 300004 message, followed by the field path and the problem so a caller need not guess. */
export const invalidTargetGroup = (field?: string, problem?: string) =>
  new DomainError(300004, `Invalid input, check all values and ensure they are correct.${problem ? ` ${problem}` : ""}`, 400, field);
export const targetNameTooLong = () => new DomainError(310008, "Length of Target rule name cannot exceed 200", 400, "targets.name");
export const streaksRequired = () =>
  new DomainError(310101, "At least one streak must be present for a streaks target group", 400, "streaks");
export const streakCountRequired = () => new DomainError(310106, "Streak count is mandatory", 400, "streaks.targetCountOfSequence");
// Ours: the original's code for an unknown group is not public.
export const targetGroupNotFound = () => new DomainError(310004, "Target group not found", 404);
