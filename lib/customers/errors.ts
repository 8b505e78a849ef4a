import { DomainError } from "../errors/domain-error.ts";

export const customerNotFound = () => new DomainError(8015, "Customer not found for the given identifiers", 404);
export const invalidSource = () => new DomainError(8003, "Invalid source", 400);
export const duplicateIdentifier = (type: string, value: string) =>
  new DomainError(8018, `Identifier ${type} ${value} already belongs to another customer of the organization`, 409, type);
