import { z } from "zod";
import { dataAnswer, ignoredProperties } from "./v2-responses.ts";

// Response bodies of /v2/me/passkeys, as lib/auth/passkeys/passkey-view.ts renders them.

const passkeySchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().describe("The last sign-in with it; null until then."),
  backedUp: z.boolean().describe("Synced by its provider (a multi-device passkey that is backed up)."),
  transports: z.array(z.string()).describe("How the browser reached the authenticator (usb, nfc, internal, …)."),
});

export const passkeyListSchema = dataAnswer(z.array(passkeySchema));

export const passkeyResultSchema = dataAnswer(passkeySchema, ignoredProperties);

export const passkeyRegistrationOptionsSchema = dataAnswer(
  z.strictObject({
    challengeId: z.string().describe("Send it back with the browser's answer; good for five minutes, once."),
    options: z
      .record(z.string(), z.unknown())
      .describe(
        "PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create() (e.g. @simplewebauthn/browser's " +
          "startRegistration({optionsJSON}))",
      ),
  }),
);
