import { afterEach, describe, expect, it } from "vitest";
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { POST as SIGN_IN_OPTIONS } from "@/app/api/auth/passkey/options/route.ts";
import { POST as REGISTER } from "@/app/v2/me/passkeys/route.ts";
import { POST as REGISTRATION_OPTIONS } from "@/app/v2/me/passkeys/options/route.ts";
import { db } from "@/lib/db/client.ts";
import { RetryLaterError } from "@/lib/errors/retry-later-error.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { SoftwareAuthenticator } from "@/scripts/test-harness/software-authenticator.ts";
import { PEER_ADDRESS_HEADER } from "../../http/peer-address.mjs";
import { refuseThrottledSignIn } from "../console-sign-in-throttle.ts";
import { withSignInContext } from "../sign-in/sign-in-context.ts";
import { passkeySignIn, type PasskeySignInInput } from "./passkey-sign-in.ts";

const ORIGIN = "http://localhost:3000";
let users = 0;
let ips = 0;
const nextIp = () => `198.51.100.${++ips}`;

/** A user of org 100 holding one passkey of a software authenticator. */
async function userWithPasskey() {
  const username = `passkey.signin${++users}`;
  const password = "Velvet-Harbor-Quantum-73";
  const user = await createUser(db, {
    orgId: 100,
    username,
    displayName: `Passkey sign-in ${users}`,
    password,
    access: ["default"],
  });
  const auth: Auth = { basic: [username, password] };
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  const issued = await callRoute(REGISTRATION_OPTIONS, { method: "POST", path: "/v2/me/passkeys/options", auth });
  const data = issued.body.data as { challengeId: string; options: PublicKeyCredentialCreationOptionsJSON };
  const res = await callRoute(REGISTER, {
    path: "/v2/me/passkeys",
    auth,
    body: { challengeId: data.challengeId, name: "Key", response: authenticator.create(data.options) },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { id: user.id, username, authenticator, passkeyId: res.body.data.id as number };
}

async function signInOptions(peer = nextIp()) {
  const res = await callRoute(SIGN_IN_OPTIONS, { method: "POST", path: "/api/auth/passkey/options", peer });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON };
}

const signIn = (input: PasskeySignInInput, ip = nextIp(), origin = ORIGIN) =>
  withSignInContext({ ip, userAgent: "vitest", origin }, () => passkeySignIn(input));

/** Options, an assertion by the authenticator, and the sign-in with them. */
async function signInWith(authenticator: SoftwareAuthenticator, ip?: string) {
  const { challengeId, options } = await signInOptions();
  const response = JSON.stringify(authenticator.get(options));
  return { challengeId, response, result: await signIn({ challengeId, response }, ip) };
}

const failures = (ip: string) => db.securityEvent.findMany({ where: { ip, action: "passkey.failed" } });

afterEach(() => {
  delete process.env.AUTH_THROTTLE_IP_LIMIT;
});

describe("passkey sign-in", () => {
  it("offers public options: no credential list, user verification required, a stored challenge", async () => {
    const { challengeId, options } = await signInOptions();
    expect(options).toMatchObject({ rpId: "localhost", userVerification: "required", allowCredentials: [] });
    const row = await db.webAuthnChallenge.findUniqueOrThrow({ where: { id: challengeId } });
    expect(row).toMatchObject({ purpose: "authenticate", userId: null, challenge: options.challenge });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(4 * 60 * 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
  });

  it("signs the passkey's user in without a password, as both factors; stamps counter, use and sign-in", async () => {
    const user = await userWithPasskey();
    const { result } = await signInWith(user.authenticator);
    expect(result).toEqual({ id: String(user.id), name: expect.any(String), method: "passkey", secondFactor: true });
    const passkey = await db.passkey.findUniqueOrThrow({ where: { id: user.passkeyId } });
    expect(passkey.counter).toBe(1n);
    expect(passkey.lastUsedAt).not.toBeNull();
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastSignInAt).not.toBeNull();
    const signIns = await db.securityEvent.findMany({ where: { userId: user.id, action: "sign-in" } });
    expect(signIns).toEqual([expect.objectContaining({ path: "console", actorName: user.username, orgId: 100 })]);
    expect((await signInWith(user.authenticator)).result?.id).toBe(String(user.id));
    expect((await db.passkey.findUniqueOrThrow({ where: { id: user.passkeyId } })).counter).toBe(2n);
  });

  it("refuses a replayed answer: its challenge is used up", async () => {
    const user = await userWithPasskey();
    const { challengeId, response, result } = await signInWith(user.authenticator);
    expect(result).not.toBeNull();
    const ip = nextIp();
    expect(await signIn({ challengeId, response }, ip)).toBeNull();
    const [event] = await failures(ip);
    expect(event).toMatchObject({ path: "passkey", userId: null });
    expect(JSON.parse(event.details)).toEqual({ reason: "challenge unknown, expired or used" });
  });

  it("refuses an expired challenge, another purpose's challenge and an answer for another origin", async () => {
    const user = await userWithPasskey();
    const expiring = await signInOptions();
    await db.webAuthnChallenge.update({ where: { id: expiring.challengeId }, data: { expiresAt: new Date(0) } });
    const late = JSON.stringify(user.authenticator.get(expiring.options));
    expect(await signIn({ challengeId: expiring.challengeId, response: late })).toBeNull();

    const registration = await db.webAuthnChallenge.create({
      data: {
        id: "register-one",
        purpose: "register",
        userId: user.id,
        challenge: "abc",
        expiresAt: new Date(Date.now() + 60_000),
      },
    });
    const forRegistration = JSON.stringify(
      user.authenticator.get({ challenge: registration.challenge, rpId: "localhost" }),
    );
    expect(await signIn({ challengeId: registration.id, response: forRegistration })).toBeNull();

    const ip = nextIp();
    const { challengeId, options } = await signInOptions();
    const phished = JSON.stringify(user.authenticator.get(options, undefined, "https://evil.example"));
    expect(await signIn({ challengeId, response: phished }, ip)).toBeNull();
    const [event] = await failures(ip);
    expect(event).toMatchObject({ userId: user.id, orgId: 100, actorName: user.username });
    expect(JSON.parse(event.details).reason).toMatch(/origin/);
  });

  it("refuses a counter that did not move forward (a cloned authenticator)", async () => {
    const user = await userWithPasskey();
    expect((await signInWith(user.authenticator)).result).not.toBeNull();
    expect((await signInWith(user.authenticator)).result).not.toBeNull();
    user.authenticator.credentials[0].counter = 0; // the clone answers with counter 1 again
    const ip = nextIp();
    expect((await signInWith(user.authenticator, ip)).result).toBeNull();
    expect(JSON.parse((await failures(ip))[0].details).reason).toMatch(/counter/i);
    expect((await db.passkey.findUniqueOrThrow({ where: { id: user.passkeyId } })).counter).toBe(2n);
  });

  it("refuses an unknown passkey, a deactivated user's and a removed one", async () => {
    const stranger = new SoftwareAuthenticator(ORIGIN);
    stranger.create({
      challenge: "AAAA",
      rp: { id: "localhost", name: "x" },
      user: { id: "dXNlcg", name: "x", displayName: "x" },
      pubKeyCredParams: [],
    });
    expect((await signInWith(stranger)).result).toBeNull();

    const user = await userWithPasskey();
    await db.user.update({ where: { id: user.id }, data: { active: false } });
    const ip = nextIp();
    expect((await signInWith(user.authenticator, ip)).result).toBeNull();
    expect(JSON.parse((await failures(ip))[0].details)).toMatchObject({ reason: "user may not sign in" });

    const other = await userWithPasskey();
    await db.passkey.delete({ where: { id: other.passkeyId } });
    expect((await signInWith(other.authenticator)).result).toBeNull();
  });

  it("answers bad input with a refusal, never an exception", async () => {
    const user = await userWithPasskey();
    const { challengeId, options } = await signInOptions();
    const good = user.authenticator.get(options);
    const inputs: PasskeySignInInput[] = [
      {},
      { challengeId },
      { challengeId, response: "" },
      { challengeId, response: "{" },
      { challengeId, response: "null" },
      { challengeId, response: JSON.stringify({ ...good, type: "other" }) },
      { challengeId, response: JSON.stringify({ ...good, response: { ...good.response, signature: "!!" } }) },
      { challengeId, response: JSON.stringify({ ...good, id: "x".repeat(5_000) }) },
      { challengeId: "x".repeat(10_000), response: JSON.stringify(good) },
      { challengeId: "unknown", response: JSON.stringify(good) },
      { challengeId, response: JSON.stringify({ ...good, response: { ...good.response, signature: "AAAA" } }) },
    ];
    for (const input of inputs) expect(await signIn(input)).toBeNull();
  });

  it("counts failures against the IP: past the limit the IP is locked out, and the sign-in route answers 429", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "3";
    const user = await userWithPasskey();
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect(await signIn({ challengeId: "nope", response: "{}" }, ip)).toBeNull();
    const { result } = await signInWith(user.authenticator, ip).catch((error: unknown) => ({ result: error }));
    expect(result).toBeInstanceOf(RetryLaterError);
    const request = new Request("http://localhost:3000/api/auth/callback/passkey", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", [PEER_ADDRESS_HEADER]: ip },
      body: "challengeId=x&response=%7B%7D",
    });
    expect((await refuseThrottledSignIn(request))?.status).toBe(429);
    // Another IP is not affected.
    expect((await signInWith(user.authenticator)).result).not.toBeNull();
  });
});
