import { defineError } from "./define-error.ts";

// Console sessions (part of the catalogue: lib/errors/catalogue.ts). Ours: the original has no sessions API.
export const sessionNotFound = defineError(404, 404, "Session not found");
export const sessionsForUsersOnly = defineError(
  403,
  403,
  "Only users have console sessions: an API client's tokens are managed by an administrator.",
);
