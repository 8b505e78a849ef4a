import "server-only";
import { z } from "zod";
import { passkeyRegistrationOptions } from "@/lib/auth/passkeys/registration-options.ts";
import { registerPasskey } from "@/lib/auth/passkeys/register-passkey.ts";
import { registerPasskeySchema, renamePasskeySchema } from "@/lib/auth/passkeys/passkey-schemas.ts";
import { removePasskey } from "@/lib/auth/passkeys/remove-passkey.ts";
import { renamePasskey } from "@/lib/auth/passkeys/rename-passkey.ts";
import { confirmTotpEnrolment } from "@/lib/auth/second-factor/confirm-totp-enrolment.ts";
import { regenerateRecoveryCodes } from "@/lib/auth/second-factor/regenerate-recovery-codes.ts";
import { removeTotp } from "@/lib/auth/second-factor/remove-totp.ts";
import { secondFactorCodeSchema } from "@/lib/auth/second-factor/second-factor-schemas.ts";
import { startTotpEnrolment } from "@/lib/auth/second-factor/start-totp-enrolment.ts";
import { endOtherOwnSessions, endOwnSession } from "@/lib/auth/sessions/end-own-sessions.ts";
import { parseSessionIdParam } from "@/lib/auth/sessions/session-id-param.ts";
import { NO_INPUT, type ConsoleCall, type ConsoleOperation } from "./console-action.ts";

// The /v2/me second factor, passkey and session routes' operations: the signed-in user's own account,
// open to a user who still has to enrol a second factor (that is where they enrol), with the routes' limits.

const OWN = { access: "signed-in", allowsPendingEnrolment: true } as const;
const codeOrigin = (call: ConsoleCall, requestId: string | undefined) => ({
  ip: call.ip ?? "",
  requestId,
  path: "api" as const,
});
const passkeyOrigin = (call: ConsoleCall) => ({ origin: call.origin ?? "http://localhost", ip: call.ip ?? "" });

export const startTotpOperation: ConsoleOperation<typeof NO_INPUT, Awaited<ReturnType<typeof startTotpEnrolment>>> = {
  ...OWN,
  schema: NO_INPUT,
  maxInputBytes: 1024,
  run: (principal) => startTotpEnrolment(principal),
};

export const confirmTotpOperation: ConsoleOperation<typeof secondFactorCodeSchema, { recoveryCodes: string[] }> = {
  ...OWN,
  schema: secondFactorCodeSchema,
  maxInputBytes: 1024,
  run: (principal, input, _id, call) => confirmTotpEnrolment(principal, input, codeOrigin(call, principal.requestId)),
};

export const removeTotpOperation: ConsoleOperation<
  typeof secondFactorCodeSchema,
  Awaited<ReturnType<typeof removeTotp>>
> = {
  ...OWN,
  schema: secondFactorCodeSchema,
  maxInputBytes: 1024,
  run: (principal, input, _id, call) => removeTotp(principal, input, codeOrigin(call, principal.requestId)),
};

export const regenerateRecoveryCodesOperation: ConsoleOperation<
  typeof secondFactorCodeSchema,
  { recoveryCodes: string[] }
> = {
  ...OWN,
  schema: secondFactorCodeSchema,
  maxInputBytes: 1024,
  run: (principal, input, _id, call) =>
    regenerateRecoveryCodes(principal, input, codeOrigin(call, principal.requestId)),
};

/** The WebAuthn ceremony's first step: the browser creates the passkey from these options. */
export const passkeyOptionsOperation: ConsoleOperation<
  typeof NO_INPUT,
  Awaited<ReturnType<typeof passkeyRegistrationOptions>>
> = {
  ...OWN,
  schema: NO_INPUT,
  maxInputBytes: 1024,
  run: (principal, _input, _id, call) => passkeyRegistrationOptions(principal, call.origin ?? "http://localhost"),
};

/** Its second step: the browser's answer to the options' challenge. */
export const registerPasskeyOperation: ConsoleOperation<
  typeof registerPasskeySchema,
  Awaited<ReturnType<typeof registerPasskey>>
> = {
  ...OWN,
  schema: registerPasskeySchema,
  maxInputBytes: 48 * 1024,
  run: (principal, input, _id, call) => registerPasskey(principal, input, passkeyOrigin(call)),
};

export const renamePasskeyOperation: ConsoleOperation<
  typeof renamePasskeySchema,
  Awaited<ReturnType<typeof renamePasskey>>
> = {
  ...OWN,
  schema: renamePasskeySchema,
  maxInputBytes: 4096,
  run: (principal, input, id) => renamePasskey(principal, id, input),
};

export const removePasskeyOperation: ConsoleOperation<typeof NO_INPUT, Awaited<ReturnType<typeof removePasskey>>> = {
  ...OWN,
  schema: NO_INPUT,
  run: (principal, _input, id, call) => removePasskey(principal, id, passkeyOrigin(call)),
};

/** A session is named by its id, not a row number: it travels as the input. */
export const sessionIdSchema = z.object({ sessionId: z.string() }).strict();

export const endOwnSessionOperation: ConsoleOperation<typeof sessionIdSchema, { id: string; current: boolean }> = {
  ...OWN,
  schema: sessionIdSchema,
  maxInputBytes: 1024,
  run: (principal, { sessionId }, _id, call) =>
    endOwnSession(principal, parseSessionIdParam(sessionId), { ip: call.ip ?? "" }),
};

export const endOtherSessionsOperation: ConsoleOperation<typeof NO_INPUT, { ended: number }> = {
  ...OWN,
  schema: NO_INPUT,
  maxInputBytes: 1024,
  run: (principal, _input, _id, call) => endOtherOwnSessions(principal, { ip: call.ip ?? "" }),
};
