"use server";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import * as security from "./account-security-operations.ts";
import { runConsoleAction } from "./console-action.ts";

// The signed-in user's own second factor, passkeys and sessions.

/** Starts (or starts over) setting up an authenticator app: its secret and QR code. */
export async function startTotpAction() {
  return runConsoleAction(security.startTotpOperation, undefined);
}

/** A code of the app being set up enables it; answers the recovery codes once. */
export async function confirmTotpAction(code: string) {
  return runConsoleAction(security.confirmTotpOperation, { code });
}

export async function removeTotpAction(code: string) {
  return runConsoleAction(security.removeTotpOperation, { code });
}

export async function regenerateRecoveryCodesAction(code: string) {
  return runConsoleAction(security.regenerateRecoveryCodesOperation, { code });
}

/** Options for the browser's WebAuthn ceremony, with the challenge's id. */
export async function passkeyOptionsAction() {
  return runConsoleAction(security.passkeyOptionsOperation, undefined);
}

/** The browser's answer to the options' challenge (the shared schema checks it). */
export async function registerPasskeyAction(input: {
  challengeId: string;
  name: string;
  response: RegistrationResponseJSON;
}) {
  return runConsoleAction(security.registerPasskeyOperation, input);
}

export async function renamePasskeyAction(id: number, name: string) {
  return runConsoleAction(security.renamePasskeyOperation, { name }, id);
}

export async function removePasskeyAction(id: number) {
  return runConsoleAction(security.removePasskeyOperation, undefined, id);
}

/** `current` in the answer: the caller just signed themselves out. */
export async function endOwnSessionAction(sessionId: string) {
  return runConsoleAction(security.endOwnSessionOperation, { sessionId });
}

/** Every session but this one. */
export async function endOtherSessionsAction() {
  return runConsoleAction(security.endOtherSessionsOperation, undefined);
}
