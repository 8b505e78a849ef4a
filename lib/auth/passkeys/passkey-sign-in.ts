import "server-only";
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { db } from "../../db/client.ts";
import { logger } from "../../logging/logger.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";
import { recordAuthEvent } from "../auth-events.ts";
import { checkAuthThrottle, recordAuthFailure } from "../auth-throttle.ts";
import { principalFromUser, type Principal } from "../principal.ts";
import { recordSignIn } from "../record-sign-in.ts";
import { signInContext } from "../sign-in/sign-in-context.ts";
import type { SignedInUser } from "../sign-in/signed-in-user.ts";
import { assertPasswordSignInAllowed } from "../sso/password-sign-in-policy.ts";
import { mayAct, readUserStanding } from "../user-standing.ts";
import { authenticationResponseSchema } from "./passkey-schemas.ts";
import { relyingParty } from "./relying-party.ts";
import { storedTransports } from "./stored-transports.ts";
import { verificationFailure } from "./verification-failure.ts";
import { consumeChallenge } from "./webauthn-challenges.ts";

export interface PasskeySignInInput {
  /** The WebAuthnChallenge id the options were issued with. */
  challengeId?: string;
  /** The browser's authentication response, as JSON text. */
  response?: string;
}

/** Why a passkey did not sign anyone in, and whom it named when it got that far. */
class PasskeyRefused extends Error {
  constructor(
    readonly reason: string,
    readonly who: { userId: number; orgId: number; username: string; passkeyId: number } | null = null,
  ) {
    super(reason);
  }
}

function parseResponse(text: string | undefined): AuthenticationResponseJSON {
  let raw: unknown;
  try {
    raw = JSON.parse(text ?? "");
  } catch {
    throw new PasskeyRefused("response is not JSON");
  }
  const parsed = authenticationResponseSchema.safeParse(raw);
  if (!parsed.success) throw new PasskeyRefused("response is not an authentication response");
  return parsed.data as AuthenticationResponseJSON;
}

/** The challenge used up, the passkey found, its owner able to act, the signature and counter verified. */
async function verifyPasskey(input: PasskeySignInInput, requestOrigin: string): Promise<Principal> {
  const response = parseResponse(input.response);
  const challenge =
    typeof input.challengeId === "string" && input.challengeId.length <= 64
      ? await consumeChallenge(input.challengeId, "authenticate", null)
      : null;
  if (!challenge) throw new PasskeyRefused("challenge unknown, expired or used");
  const passkey = await db.passkey.findUnique({ where: { credentialId: response.id } });
  if (!passkey) throw new PasskeyRefused("no such passkey");
  const user = await readUserStanding(passkey.userId);
  if (!user) throw new PasskeyRefused("no such passkey");
  const who = { userId: user.id, orgId: user.orgId, username: user.username, passkeyId: passkey.id };
  if (user.kind !== "USER" || !mayAct(user)) throw new PasskeyRefused("user may not sign in", who);

  const rp = relyingParty(requestOrigin);
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: Number(passkey.counter),
        transports: storedTransports(passkey.transports),
      },
    });
  } catch (error) {
    throw new PasskeyRefused(verificationFailure(error), who);
  }
  if (!result.verified) throw new PasskeyRefused("signature not verified", who);
  // Conditional on the counter just checked: of two uses of one answer's counter, one wins.
  const { count } = await db.passkey.updateMany({
    where: { id: passkey.id, counter: passkey.counter },
    data: {
      counter: BigInt(result.authenticationInfo.newCounter),
      lastUsedAt: new Date(),
      backedUp: result.authenticationInfo.credentialBackedUp,
    },
  });
  if (count !== 1) throw new PasskeyRefused("passkey used concurrently", who);
  return principalFromUser({ ...user, mfaRequiredFor: user.org.mfaRequiredFor }, "session");
}

/**
 * Sign-in with a passkey alone: it counts as both factors. null when the answer does not verify (counted
 * against the IP like a wrong password, and a passkey.failed security event); never throws for bad input.
 * Throws SIGN_IN_ERRORS.ssoRequired when the organization enforces single sign-on for this user.
 */
export async function passkeySignIn(input: PasskeySignInInput): Promise<SignedInUser | null> {
  const { ip, requestId, origin } = signInContext();
  const attempt = { username: null, ip, path: "console" as const, requestId };
  await checkAuthThrottle(attempt);
  let principal: Principal;
  try {
    // The next-auth route always sets the origin; NEXTAUTH_URL, when set, overrides it anyway.
    principal = await verifyPasskey(input, origin ?? "http://localhost");
  } catch (error) {
    const refused = error instanceof PasskeyRefused ? error : new PasskeyRefused("unexpected failure");
    if (!(error instanceof PasskeyRefused)) logger().error({ err: error }, "passkey sign-in failed unexpectedly");
    await recordAuthFailure(attempt);
    await recordAccountSecurityEvent({
      action: "passkey.failed",
      orgId: refused.who?.orgId ?? null,
      userId: refused.who?.userId ?? null,
      actorName: refused.who?.username ?? "",
      path: "passkey",
      ip,
      requestId,
      details: { reason: refused.reason, ...(refused.who ? { passkeyId: refused.who.passkeyId } : {}) },
    });
    return null;
  }
  await assertPasswordSignInAllowed(principal);
  await recordSignIn(principal.userId);
  // The same "sign-in" security event a password sign-in at the console leaves.
  await recordAuthEvent({
    type: "auth.succeeded",
    ...attempt,
    username: principal.username,
    userId: principal.userId,
    orgId: principal.orgId,
  });
  return { id: String(principal.userId), name: principal.displayName, method: "passkey", secondFactor: true };
}
