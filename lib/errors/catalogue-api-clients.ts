import { defineError } from "./define-error.ts";

// API clients administration (part of the catalogue: lib/errors/catalogue.ts)
export const apiClientNotFound = defineError(9701, 404, "API client not found");
export const apiClientRevoked = defineError(9702, 409, "The API client is revoked; create a new one instead");
// Separation of duties: a client with admin access may not widen or narrow its own access, nor end itself.
export const apiClientSelfChange = defineError(
  9703,
  403,
  "An API client cannot change its own access groups or revoke itself",
);
