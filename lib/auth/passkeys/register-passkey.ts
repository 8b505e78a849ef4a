import "server-only";
import { assertRecentSignIn } from "../sessions/recent-sign-in.ts";
import { verifyRegistrationResponse, type RegistrationResponseJSON } from "@simplewebauthn/server";
import { actorOf } from "../../audit/audit-actor.ts";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { db } from "../../db/client.ts";
import {
  passkeyAlreadyRegistered,
  passkeyChallengeUnknown,
  passkeyLimitReached,
  passkeyNotVerified,
} from "../../errors/catalogue.ts";
import { forgetCachedPrincipals } from "../principal-cache.ts";
import type { Principal } from "../principal.ts";
import { refreshSecondFactorFlag } from "../second-factor/second-factor-flag.ts";
import type { RegisterPasskeyInput } from "./passkey-schemas.ts";
import { assertPasskeyUser, recordPasskeyChange, type PasskeyCallOrigin } from "./passkey-user.ts";
import { PASSKEY_VIEW_FIELDS, renderPasskey, type PasskeyView } from "./passkey-view.ts";
import { relyingParty } from "./relying-party.ts";
import { verificationFailure } from "./verification-failure.ts";
import { consumeChallenge } from "./webauthn-challenges.ts";

/** More than anyone needs, few enough that excludeCredentials stays small. */
export const MAX_PASSKEYS_PER_USER = 20;

async function verified(input: RegisterPasskeyInput, challenge: string, requestOrigin: string) {
  const rp = relyingParty(requestOrigin);
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: input.response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
    });
  } catch (error) {
    throw passkeyNotVerified(verificationFailure(error));
  }
  if (!result.verified) throw passkeyNotVerified("not verified");
  return result.registrationInfo;
}

/**
 * Stores the passkey the browser created for the options of `challengeId` (used up either way), after the
 * answer verifies against that challenge, this app's origin and relying party. The user then holds a
 * second factor; the passkey, its flag and the audit entry commit together.
 */
export async function registerPasskey(
  principal: Principal,
  input: RegisterPasskeyInput,
  from: PasskeyCallOrigin,
): Promise<PasskeyView> {
  assertPasskeyUser(principal);
  assertRecentSignIn(principal);
  const challenge = await consumeChallenge(input.challengeId, "register", principal.userId);
  if (!challenge) throw passkeyChallengeUnknown();
  const info = await verified(input, challenge, from.origin);
  const transports = input.response.response.transports ?? info.credential.transports ?? [];
  const row = await db.$transaction(async (tx) => {
    if (await tx.passkey.findUnique({ where: { credentialId: info.credential.id }, select: { id: true } }))
      throw passkeyAlreadyRegistered();
    if ((await tx.passkey.count({ where: { userId: principal.userId } })) >= MAX_PASSKEYS_PER_USER)
      throw passkeyLimitReached(MAX_PASSKEYS_PER_USER);
    const created = await tx.passkey.create({
      data: {
        userId: principal.userId,
        credentialId: info.credential.id,
        publicKey: Buffer.from(info.credential.publicKey).toString("base64url"),
        counter: BigInt(info.credential.counter),
        transports: transports.join(" "),
        name: input.name,
        backedUp: info.credentialBackedUp,
      },
      select: PASSKEY_VIEW_FIELDS,
    });
    await refreshSecondFactorFlag(tx, principal.userId);
    await recordAudit(tx, actorOf(principal), {
      entity: "user",
      entityId: principal.userId,
      action: "passkey.register",
      details: { passkeyId: created.id, name: created.name },
    });
    return created;
  });
  forgetCachedPrincipals(principal.userId);
  await recordPasskeyChange("passkey.registered", principal, from, row);
  return renderPasskey(row);
}
