"use server";

import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  confirmTotpOperation,
  endOtherSessionsOperation,
  endOwnSessionOperation,
  passkeyOptionsOperation,
  regenerateRecoveryCodesOperation,
  registerPasskeyOperation,
  removePasskeyOperation,
  removeTotpOperation,
  renamePasskeyOperation,
  startTotpOperation,
} from "./account-security-operations.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";

// The signed-in user's own second factor, passkeys and sessions.

/** Starts (or starts over) setting up an authenticator app: its secret and QR code. */
export async function startTotpAction() {
  return performConsoleOperation(await consoleCall(), startTotpOperation, undefined);
}

/** A code of the app being set up enables it; answers the recovery codes once. */
export async function confirmTotpAction(code: string) {
  return performConsoleOperation(await consoleCall(), confirmTotpOperation, { code });
}

export async function removeTotpAction(code: string) {
  return performConsoleOperation(await consoleCall(), removeTotpOperation, { code });
}

export async function regenerateRecoveryCodesAction(code: string) {
  return performConsoleOperation(await consoleCall(), regenerateRecoveryCodesOperation, { code });
}

/** Options for the browser's WebAuthn ceremony, with the challenge's id. */
export async function passkeyOptionsAction() {
  return performConsoleOperation(await consoleCall(), passkeyOptionsOperation, undefined);
}

/** The browser's answer to the options' challenge (the shared schema checks it). */
export async function registerPasskeyAction(input: {
  challengeId: string;
  name: string;
  response: RegistrationResponseJSON;
}) {
  return performConsoleOperation(await consoleCall(), registerPasskeyOperation, input);
}

export async function renamePasskeyAction(id: number, name: string) {
  return performConsoleOperation(await consoleCall(), renamePasskeyOperation, { name }, id);
}

export async function removePasskeyAction(id: number) {
  return performConsoleOperation(await consoleCall(), removePasskeyOperation, undefined, id);
}

/** `current` in the answer: the caller just signed themselves out. */
export async function endOwnSessionAction(sessionId: string) {
  return performConsoleOperation(await consoleCall(), endOwnSessionOperation, { sessionId });
}

/** Every session but this one. */
export async function endOtherSessionsAction() {
  return performConsoleOperation(await consoleCall(), endOtherSessionsOperation, undefined);
}
