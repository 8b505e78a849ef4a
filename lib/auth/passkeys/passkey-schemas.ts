import { z } from "zod";

// Client-safe (zod only): the /v2/me/passkeys routes, the passkey sign-in and the console's passkey forms
// parse with these. The browser's credential answers are bounded field by field before any decoding.

export const PASSKEY_NAME_MAX = 64;
/** A credential id is at most 1023 bytes (WebAuthn Level 3): 1364 base64url characters. */
const CREDENTIAL_ID_MAX = 1364;
/** An attestation object with a certificate chain stays well under this; "none" is a few hundred bytes. */
const ATTESTATION_MAX = 16_000;
const CLIENT_DATA_MAX = 4_096;
const SIGNATURE_MAX = 1_024;

const base64url = (field: string, max: number) =>
  z
    .string({ error: `${field} must be a base64url string` })
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, `${field} must be a base64url string`);

const transportsSchema = z
  .array(
    z
      .string()
      .max(20)
      .regex(/^[a-z-]+$/, "each transport must be a word such as usb, nfc, ble, hybrid or internal"),
  )
  .max(10);

const credentialFields = {
  id: base64url("id", CREDENTIAL_ID_MAX),
  rawId: base64url("rawId", CREDENTIAL_ID_MAX),
  type: z.literal("public-key", { error: 'type must be "public-key"' }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // What the browser's extensions answered; kept only as far as the verification reads it.
  clientExtensionResults: z.record(z.string().max(64), z.unknown()).default({}),
};

/** What @simplewebauthn/browser's startRegistration answers (RegistrationResponseJSON). */
export const registrationResponseSchema = z
  .object({
    ...credentialFields,
    response: z
      .object({
        clientDataJSON: base64url("clientDataJSON", CLIENT_DATA_MAX),
        attestationObject: base64url("attestationObject", ATTESTATION_MAX),
        authenticatorData: base64url("authenticatorData", ATTESTATION_MAX).optional(),
        transports: transportsSchema.optional(),
        publicKeyAlgorithm: z.number().int().min(-65_536).max(65_535).optional(),
        publicKey: base64url("publicKey", CLIENT_DATA_MAX).optional(),
      })
      .strict(),
  })
  .strict();

/** What @simplewebauthn/browser's startAuthentication answers (AuthenticationResponseJSON). */
export const authenticationResponseSchema = z
  .object({
    ...credentialFields,
    response: z
      .object({
        clientDataJSON: base64url("clientDataJSON", CLIENT_DATA_MAX),
        authenticatorData: base64url("authenticatorData", ATTESTATION_MAX),
        signature: base64url("signature", SIGNATURE_MAX),
        userHandle: base64url("userHandle", 128).optional(),
      })
      .strict(),
  })
  .strict();

export const passkeyNameSchema = z
  .string({ error: "name must be a string" })
  .trim()
  .min(1, "name must not be blank")
  .max(PASSKEY_NAME_MAX, `name must be at most ${PASSKEY_NAME_MAX} characters`);

export const challengeIdSchema = z
  .string({ error: "challengeId must be a string" })
  .min(1, "challengeId must not be empty")
  .max(64, "challengeId must be at most 64 characters");

/** POST /v2/me/passkeys: the options' challenge, a name for the passkey, and the browser's answer. */
export const registerPasskeySchema = z
  .object({ challengeId: challengeIdSchema, name: passkeyNameSchema, response: registrationResponseSchema })
  .strict();
export type RegisterPasskeyInput = z.output<typeof registerPasskeySchema>;

/** PATCH /v2/me/passkeys/{id}. */
export const renamePasskeySchema = z.object({ name: passkeyNameSchema }).strict();
export type RenamePasskeyInput = z.output<typeof renamePasskeySchema>;

/** The console form's field: only the name is typed by the user. */
export const passkeyNameFormSchema = renamePasskeySchema;
