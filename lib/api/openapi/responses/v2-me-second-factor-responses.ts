import { z } from "zod";
import { dataAnswer, ignoredProperties } from "./v2-responses.ts";

// Response bodies of the signed-in user's second-factor operations (v2).

const secondFactorStatus = z.strictObject({
  totp: z.strictObject({
    enabled: z.boolean().describe("An authenticator app is set up."),
    confirmedAt: z.string().nullable().describe("When it was set up (server time zone)."),
    enrolmentPending: z.boolean().describe("One is being set up: a code of it confirms it."),
  }),
  recoveryCodesLeft: z.number().int().describe("Unused recovery codes."),
  passkeys: z.number().int().describe("Registered passkeys (each counts as a second factor)."),
  required: z.boolean().describe("The organization requires a second factor of one of the user's access groups."),
});

export const secondFactorStatusSchema = dataAnswer(secondFactorStatus, ignoredProperties);

export const totpEnrolmentSchema = dataAnswer(
  z.strictObject({
    secret: z.string().describe("The secret in base32, for apps that cannot scan the code."),
    otpauthUri: z.string().describe("otpauth://totp/… (SHA1, 6 digits, 30 s; issuer Loyalty Ops, label the username)."),
    qrCode: z.string().describe("The URI as a QR code: a PNG data URL."),
  }),
);

export const recoveryCodesSchema = dataAnswer(
  z.strictObject({
    recoveryCodes: z
      .array(z.string())
      .describe("Ten single-use codes xxxxx-xxxxx, shown this once; each signs in once instead of a code."),
  }),
  ignoredProperties,
);
