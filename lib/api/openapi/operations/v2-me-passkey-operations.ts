import { registerPasskeySchema, renamePasskeySchema } from "../../../auth/passkeys/passkey-schemas.ts";
import {
  recentSignInRequired,
  lastRequiredSecondFactor,
  passkeyAlreadyRegistered,
  passkeyChallengeUnknown,
  passkeyLimitReached,
  passkeyNotFound,
  passkeyNotVerified,
  passkeysForUsersOnly,
} from "../../../errors/catalogue.ts";
import { documented, ok, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import {
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeyResultSchema,
} from "../responses/v2-me-passkey-responses.ts";
import { ownAccountOperations } from "./v2-groups.ts";

const OWN =
  "The signed-in user's own passkeys (API clients are refused); open to a user who must still enrol a second " +
  "factor, since a passkey is one.";
const NOT_OWN = "Another user's passkey, or an unknown id, is 404.";
const OWN_PASSKEY = { path: "/v2/me/passkeys/{id}", pathParams: { id: "1" }, notFound: passkeyNotFound() };

export const v2MePasskeyOperations: OperationDoc[] = ownAccountOperations([
  {
    method: "get",
    path: "/v2/me/passkeys",
    operationId: "listOwnPasskeys",
    summary: "One's own passkeys",
    description: `${OWN} Oldest first; the public key and signature counter are never answered.`,
    success: ok("The passkeys.", passkeyListSchema),
    errors: documented(passkeysForUsersOnly(), recentSignInRequired(15)),
  },
  {
    method: "post",
    path: "/v2/me/passkeys/options",
    operationId: "passkeyRegistrationOptions",
    summary: "Options for creating a passkey",
    description:
      `${OWN} WebAuthn creation options for this app's relying party (the host of NEXTAUTH_URL, else of the ` +
      "request): a discoverable credential, user verification required, no attestation, and the user's " +
      "existing passkeys excluded. The challenge is stored under `challengeId` for five minutes and serves once.",
    success: ok("The options and their challenge's id.", passkeyRegistrationOptionsSchema),
    errors: documented(passkeysForUsersOnly()),
  },
  {
    method: "post",
    path: "/v2/me/passkeys",
    operationId: "registerOwnPasskey",
    summary: "Register a passkey",
    description:
      `${OWN} \`response\` is the browser's answer to the options of \`challengeId\` (RegistrationResponseJSON), ` +
      "verified against that challenge (used up either way), this app's origin and relying party, with the user " +
      "verified. The passkey then signs the user in without a password and counts as their second factor. Audited; " +
      "a passkey.registered security event.",
    body: {
      schema: registerPasskeySchema,
      example: {
        challengeId: "0b9e7a4e-3f51-4c1e-9d0a-6a2f1e8c5b77",
        name: "Work laptop",
        response: {
          id: "q2vXc8mN1Qx0S3fVbR7aYw",
          rawId: "q2vXc8mN1Qx0S3fVbR7aYw",
          type: "public-key",
          response: {
            clientDataJSON: "eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0",
            attestationObject: "o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YQ",
            transports: ["internal"],
          },
          clientExtensionResults: {},
        },
      },
    },
    success: ok("The stored passkey.", passkeyResultSchema),
    errors: documented(
      passkeyChallengeUnknown(),
      passkeyNotVerified("Unexpected registration response origin"),
      passkeyAlreadyRegistered(),
      passkeyLimitReached(20),
      passkeysForUsersOnly(),
      recentSignInRequired(15),
    ),
  },
  ...resourceOperations(OWN_PASSKEY, [
    {
      method: "patch",
      operationId: "renameOwnPasskey",
      summary: "Rename a passkey",
      description: `${OWN} ${NOT_OWN} Audited.`,
      body: { schema: renamePasskeySchema, example: { name: "Desk key" } },
      success: ok("The passkey as renamed.", passkeyResultSchema),
      errors: documented(passkeysForUsersOnly()),
    },
    {
      method: "delete",
      operationId: "removeOwnPasskey",
      summary: "Remove a passkey",
      description:
        `${OWN} ${NOT_OWN} Refused (409) when the organization requires a second factor of the user ` +
        "(mfaRequiredFor) and this is their last one (an authenticator app counts). Audited; a passkey.removed " +
        "security event.",
      success: ok("The passkey as it was.", passkeyResultSchema),
      errors: documented(lastRequiredSecondFactor(), passkeysForUsersOnly(), recentSignInRequired(15)),
    },
  ]),
]);
