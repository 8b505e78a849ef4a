import { defineFieldError, defineHttpError, defineUsersOnly } from "./define-error.ts";

// Second factor: an authenticator app (TOTP), its recovery codes, and what holding one changes on the API.
export const secondFactorForUsersOnly = defineUsersOnly(
  "hold a second factor",
  "an API client authenticates with its key and secret",
);
export const totpAlreadyEnabled = defineHttpError(
  409,
  "An authenticator app is already set up: remove it first (POST /v2/me/second-factor/totp/remove) to set up another.",
);
export const totpEnrolmentNotStarted = defineHttpError(
  409,
  "No authenticator app is being set up: start with POST /v2/me/second-factor/totp.",
);
export const totpNotEnabled = defineHttpError(409, "No authenticator app is set up for this user.");
export const authenticationCodeWrong = defineFieldError(
  "code",
  "the authentication code is not correct, has expired or was used before.",
);
export const lastRequiredSecondFactor = defineHttpError(
  409,
  "Your organization requires a second factor for your access and this is your last one: add another (a passkey or an authenticator app) first, or ask an administrator to reset it.",
);
export const basicRefusedForSecondFactor = defineHttpError(
  401,
  "Authentication failed: this user holds a second factor, so a password alone does not authenticate on the API. Integrations authenticate as an API client (OAuth client credentials: POST /v3/oauth/token/generate with the client's key and secret).",
);
export const ownSecondFactorResetRefused = defineHttpError(
  403,
  "You cannot reset your own second factor here: manage it on the console's security page (/account/security).",
);
