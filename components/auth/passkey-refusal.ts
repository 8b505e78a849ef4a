"use client";

import { WebAuthnError } from "@simplewebauthn/browser";

/** What the user should know when the browser (not the server) would not use or create a passkey. */
export function passkeyRefusal(error: unknown): string {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  const name = error instanceof Error ? error.name : "";
  if (code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID" || name === "SecurityError")
    return `This browser refuses passkeys at ${window.location.host}: open the console by its host name (for example localhost or its public address), not by an IP address.`;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED")
    return "This authenticator already holds one of your passkeys.";
  if (code === "ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT")
    return "This authenticator cannot verify you (a PIN or biometrics): use another one.";
  if (code === "ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT")
    return "This authenticator cannot keep a passkey for signing in without a username: use another one.";
  if (name === "NotAllowedError" || code === "ERROR_CEREMONY_ABORTED")
    return "No passkey was used: the request was cancelled or timed out.";
  return `The browser could not use a passkey${error instanceof Error && error.message ? `: ${error.message}` : "."}`;
}

/** For useSyncExternalStore: whether the browser has WebAuthn never changes while the page is open. */
export function subscribeNever(): () => void {
  return () => {};
}
