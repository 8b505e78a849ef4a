import "server-only";
import { assertRecentSignIn } from "../sessions/recent-sign-in.ts";
import { generateRegistrationOptions, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { db } from "../../db/client.ts";
import type { Principal } from "../principal.ts";
import { assertPasskeyUser } from "./passkey-user.ts";
import { relyingParty } from "./relying-party.ts";
import { storedTransports } from "./stored-transports.ts";
import { CHALLENGE_TTL_MS, issueChallenge } from "./webauthn-challenges.ts";

export interface PasskeyOptions<T> {
  challengeId: string;
  options: T;
}

/**
 * Options for the browser to create a passkey: a discoverable credential (it signs in without a username)
 * verified by the user, no attestation, and none of the authenticators that already hold one of the user's.
 */
export async function passkeyRegistrationOptions(
  principal: Principal,
  requestOrigin: string,
): Promise<PasskeyOptions<PublicKeyCredentialCreationOptionsJSON>> {
  assertPasskeyUser(principal);
  assertRecentSignIn(principal);
  const rp = relyingParty(requestOrigin);
  const own = await db.passkey.findMany({
    where: { userId: principal.userId },
    select: { credentialId: true, transports: true },
  });
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: principal.username,
    userDisplayName: principal.displayName,
    attestationType: "none",
    timeout: CHALLENGE_TTL_MS,
    excludeCredentials: own.map((p) => ({ id: p.credentialId, transports: storedTransports(p.transports) })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
  const challengeId = await issueChallenge("register", options.challenge, principal.userId);
  return { challengeId, options };
}
