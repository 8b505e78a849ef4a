import { defineFieldError, defineHttpError, defineUsersOnly } from "./define-error.ts";

// Passkeys (part of the catalogue: lib/errors/catalogue.ts). Ours: the original has no such API.
export const passkeysForUsersOnly = defineUsersOnly(
  "sign in with passkeys",
  "an API client authenticates with its key and secret",
);
export const passkeyNotFound = defineHttpError(404, "Passkey not found");
export const passkeyChallengeUnknown = defineFieldError(
  "challengeId",
  "unknown, expired or already used; ask for new options (POST /v2/me/passkeys/options).",
);
export const passkeyNotVerified = defineFieldError<[reason: string]>(
  "response",
  "the authenticator's answer does not verify ({reason}).",
);
export const passkeyAlreadyRegistered = defineHttpError(409, "This passkey is already registered.", {
  field: "response",
});
export const passkeyLimitReached = defineHttpError<[limit: number]>(
  409,
  "You already hold {limit} passkeys: remove one before adding another.",
);
