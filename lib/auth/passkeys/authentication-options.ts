import "server-only";
import { generateAuthenticationOptions, type PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import type { PasskeyOptions } from "./registration-options.ts";
import { relyingParty } from "./relying-party.ts";
import { CHALLENGE_TTL_MS, issueChallenge } from "./webauthn-challenges.ts";

/**
 * Options for signing in with a passkey: no credential list (the browser offers the discoverable passkeys
 * it holds for this site, so nobody learns which users exist) and the user verified by the authenticator.
 */
export async function passkeyAuthenticationOptions(
  requestOrigin: string,
): Promise<PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>> {
  const rp = relyingParty(requestOrigin);
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    allowCredentials: [],
    userVerification: "required",
    timeout: CHALLENGE_TTL_MS,
  });
  const challengeId = await issueChallenge("authenticate", options.challenge, null);
  return { challengeId, options };
}
