import { DomainError } from "./domain-error.ts";

// Errors every API family shares. Spec-specific codes live with their capability in lib/<domain>/errors.ts.
export const authenticationFailed = () =>
  new DomainError(401, "Authentication failed. Please check username and password.", 401);
export const tokenInvalid = () => new DomainError(401, "Authentication failed. The OAuth token is invalid or expired.", 401);
export const accessDenied = (group: string) =>
  new DomainError(403, `Access denied: the ${group} access group is required for this operation.`, 403);
export const malformedJson = (detail: string) => new DomainError(400, `Malformed JSON body: ${detail}`, 400);
export const unsupportedMediaType = () =>
  new DomainError(415, "Unsupported media type: send the body as application/json.", 415);
export const bodyTooLarge = (limitBytes: number) =>
  new DomainError(413, `Request body exceeds the limit of ${limitBytes} bytes.`, 413);
export const invalidInput = (message: string, field?: string) => new DomainError(400, message, 400, field);
