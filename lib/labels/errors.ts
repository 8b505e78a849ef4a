import { DomainError, type ErrorItem } from "../errors/domain-error.ts";

export const labelAlreadyExists = (name: string) => new DomainError(33002, `${name} label already exists`, 409, "labelName");

// Warnings of the change-labels operation: the call still succeeds.
export const labelNotFoundWarning = (name: string): ErrorItem => ({ code: 33000, message: `${name} label not found` });
export const userLabelsNotFoundWarning = (): ErrorItem => ({ code: 33001, message: "User labels not found" });
