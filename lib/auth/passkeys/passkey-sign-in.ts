import "server-only";
import type { SignedInUser } from "../sign-in/signed-in-user.ts";

export interface PasskeySignInInput {
  /** The WebAuthnChallenge id the options were issued with. */
  challengeId?: string;
  /** The browser's authentication response, as JSON text. */
  response?: string;
}

/** Sign-in with a passkey alone (it counts as both factors); null when the answer does not verify. */
export async function passkeySignIn(input: PasskeySignInInput): Promise<SignedInUser | null> {
  void input;
  // Filled in with passkeys.
  return null;
}
