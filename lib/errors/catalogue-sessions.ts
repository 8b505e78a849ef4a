import { defineHttpError, defineUsersOnly } from "./define-error.ts";

// Console sessions (part of the catalogue: lib/errors/catalogue.ts). Ours: the original has no sessions API.
export const sessionNotFound = defineHttpError(404, "Session not found");
export const sessionsForUsersOnly = defineUsersOnly(
  "have console sessions",
  "an API client's tokens are managed by an administrator",
);
export const recentSignInRequired = defineHttpError<[minutes: number]>(
  403,
  "Sign in again first: a way of signing in is added or removed only within {minutes} minutes of signing in.",
);
