import { describe, expect, it } from "vitest";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { db } from "@/lib/db/client.ts";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { openConsoleSession } from "@/scripts/test-harness/console-session.ts";
import { SoftwareAuthenticator } from "@/scripts/test-harness/software-authenticator.ts";
import { GET, POST } from "./route.ts";
import { POST as OPTIONS } from "./options/route.ts";
import { DELETE, PATCH } from "./[id]/route.ts";

let users = 0;
/** A user of org 100, unique per test, in a console session (Basic stops once they hold a passkey). */
async function makeUser(access: AccessGroup[] = ["default", "points.read"]) {
  const username = `passkey.user${++users}`;
  const password = "Velvet-Harbor-Quantum-73";
  const user = await createUser(db, { orgId: 100, username, displayName: `Passkey user ${users}`, password, access });
  const { headers } = await openConsoleSession(user.id);
  return { id: user.id, username, auth: { session: headers } as Auth };
}

const options = (auth: Auth) => callRoute(OPTIONS, { method: "POST", path: "/v2/me/passkeys/options", auth });
const register = (auth: Auth, body: unknown) => callRoute(POST, { path: "/v2/me/passkeys", auth, body });
const list = (auth: Auth) => callRoute(GET, { path: "/v2/me/passkeys", auth });
const rename = (auth: Auth, id: string, body: unknown) =>
  callRoute(PATCH, { method: "PATCH", path: `/v2/me/passkeys/${id}`, auth, body, params: { id } });
const remove = (auth: Auth, id: string) =>
  callRoute(DELETE, { method: "DELETE", path: `/v2/me/passkeys/${id}`, auth, params: { id } });

/** Options, the authenticator's answer, and the registration call. */
async function registerWith(auth: Auth, authenticator: SoftwareAuthenticator, name = "Laptop") {
  const issued = await options(auth);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  const { challengeId, options: creation } = issued.body.data as {
    challengeId: string;
    options: PublicKeyCredentialCreationOptionsJSON;
  };
  const response = authenticator.create(creation);
  return { challengeId, creation, response, res: await register(auth, { challengeId, name, response }) };
}

const expectV2Errors = (res: { status: number; body: JsonBody }, status: number, message: RegExp) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.errors).toEqual([{ status: false, code: status, message: expect.stringMatching(message) }]);
};

describe("passkey registration (/v2/me/passkeys)", () => {
  it("issues options for a discoverable, user-verified passkey, registers it, lists it, audits it", async () => {
    const user = await makeUser();
    const authenticator = new SoftwareAuthenticator();
    const { creation, res } = await registerWith(user.auth, authenticator, "  Work laptop  ");
    expect(creation.rp).toEqual({ id: "localhost", name: "Loyalty Ops" });
    expect(creation.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(creation.attestation).toBe("none");
    expect(creation.excludeCredentials).toEqual([]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      data: {
        id: expect.any(Number),
        name: "Work laptop",
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
        transports: ["internal"],
      },
      warnings: [],
    });
    const row = await db.passkey.findUniqueOrThrow({ where: { id: res.body.data.id } });
    expect(row).toMatchObject({ userId: user.id, counter: 0n, transports: "internal", backedUp: false });
    expect(row.credentialId).toBe(Buffer.from(authenticator.credentials[0].id).toString("base64url"));
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).secondFactor).toBe(true);
    expect((await list(user.auth)).body).toEqual({ data: [res.body.data], warnings: [] });

    const audit = await db.auditEntry.findMany({ where: { entity: "user", entityId: String(user.id) } });
    expect(audit.map((e) => e.action)).toContain("passkey.register");
    const events = await db.securityEvent.findMany({ where: { userId: user.id, action: "passkey.registered" } });
    expect(events).toHaveLength(1);

    // The next options exclude the authenticator that holds it.
    const again = await options(user.auth);
    expect(again.body.data.options.excludeCredentials).toEqual([
      { id: row.credentialId, type: "public-key", transports: ["internal"] },
    ]);
  });

  it("uses a challenge once: a replayed registration is refused and stores nothing more", async () => {
    const user = await makeUser();
    const authenticator = new SoftwareAuthenticator();
    const { challengeId, response, res } = await registerWith(user.auth, authenticator);
    expect(res.status).toBe(200);
    expectV2Errors(await register(user.auth, { challengeId, name: "Again", response }), 400, /^challengeId: unknown/);
    expect(await db.passkey.count({ where: { userId: user.id } })).toBe(1);
  });

  it("refuses another user's challenge, an expired one, and an answer for another origin or challenge", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const authenticator = new SoftwareAuthenticator();
    const issued = (await options(alice.auth)).body.data;
    const response = authenticator.create(issued.options);
    expectV2Errors(
      await register(bob.auth, { challengeId: issued.challengeId, name: "x", response }),
      400,
      /challengeId/,
    );

    const expiring = (await options(alice.auth)).body.data;
    await db.webAuthnChallenge.update({
      where: { id: expiring.challengeId },
      data: { expiresAt: new Date(Date.now() - 1) },
    });
    const late = authenticator.create(expiring.options);
    expectV2Errors(
      await register(alice.auth, { challengeId: expiring.challengeId, name: "x", response: late }),
      400,
      /challengeId/,
    );

    const elsewhere = (await options(alice.auth)).body.data;
    const phished = authenticator.create(elsewhere.options, "https://evil.example");
    expectV2Errors(
      await register(alice.auth, { challengeId: elsewhere.challengeId, name: "x", response: phished }),
      400,
      /^response: the authenticator's answer does not verify \(.*origin/,
    );
    const first = (await options(alice.auth)).body.data;
    const second = (await options(alice.auth)).body.data;
    const crossed = authenticator.create(first.options);
    expectV2Errors(
      await register(alice.auth, { challengeId: second.challengeId, name: "x", response: crossed }),
      400,
      /challenge/,
    );
    expect(await db.passkey.count({ where: { userId: { in: [alice.id, bob.id] } } })).toBe(0);
  });

  it("refuses an authenticator that does not verify the user", async () => {
    const user = await makeUser();
    const { res } = await registerWith(user.auth, new SoftwareAuthenticator(undefined, false));
    expectV2Errors(res, 400, /user.*verif/i);
  });

  it("refuses a credential that is already registered, to anyone (409)", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const issued = (await options(bob.auth)).body.data;
    const response = new SoftwareAuthenticator().create(issued.options);
    // The same credential already stored for Alice (as a second registration of one authenticator would be).
    await db.passkey.create({
      data: { userId: alice.id, credentialId: response.id, publicKey: "AA", name: "Alice's" },
    });
    expectV2Errors(
      await register(bob.auth, { challengeId: issued.challengeId, name: "x", response }),
      409,
      /already registered/,
    );
    expect(await db.passkey.count({ where: { userId: bob.id } })).toBe(0);
  });

  it("renames and removes only one's own passkeys: another user's or an unknown id is 404", async () => {
    const [alice, bob] = [await makeUser(), await makeUser()];
    const { res } = await registerWith(alice.auth, new SoftwareAuthenticator());
    const id = String(res.body.data.id);
    expectV2Errors(await rename(bob.auth, id, { name: "Mine now" }), 404, /^Passkey not found$/);
    expectV2Errors(await remove(bob.auth, id), 404, /^Passkey not found$/);
    for (const unknown of ["999999", "0", "abc", "99999999999999999999"])
      expect((await remove(alice.auth, unknown)).status).toBe(404);

    const renamed = await rename(alice.auth, id, { name: "Phone" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe("Phone");
    const removed = await remove(alice.auth, id);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: Number(id), name: "Phone" });
    expect(await db.passkey.count({ where: { userId: alice.id } })).toBe(0);
    expect((await db.user.findUniqueOrThrow({ where: { id: alice.id } })).secondFactor).toBe(false);
    const actions = (await db.auditEntry.findMany({ where: { entity: "user", entityId: String(alice.id) } })).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["passkey.register", "passkey.rename", "passkey.remove"]));
    expect(await db.securityEvent.count({ where: { userId: alice.id, action: "passkey.removed" } })).toBe(1);
    expect((await remove(alice.auth, id)).status).toBe(404);
  });

  it("refuses removing the last second factor the organization requires (409); a TOTP or another passkey counts", async () => {
    const org = await db.organization.findUniqueOrThrow({ where: { id: 100 } });
    await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: "points.read" } });
    try {
      const user = await makeUser();
      const first = await registerWith(user.auth, new SoftwareAuthenticator());
      expect(first.res.status).toBe(200);
      const id = String(first.res.body.data.id);
      expectV2Errors(await remove(user.auth, id), 409, /last one/);
      expect(await db.passkey.count({ where: { userId: user.id } })).toBe(1);
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).secondFactor).toBe(true);

      await db.user.update({ where: { id: user.id }, data: { totpConfirmedAt: new Date() } });
      expect((await remove(user.auth, id)).status).toBe(200);
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).secondFactor).toBe(true);
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: org.mfaRequiredFor } });
    }
  });

  it("refuses API clients (403) and calls without credentials (401)", async () => {
    const { accessToken } = await generateOAuthToken("demo-integration", "demo-integration-secret", "127.0.0.1");
    const client: Auth = { bearer: accessToken };
    expectV2Errors(await list(client), 403, /Only users sign in with passkeys/);
    expectV2Errors(await options(client), 403, /Only users sign in with passkeys/);
    expect((await list(null)).status).toBe(401);
    expect((await options(null)).status).toBe(401);
  });

  it("refuses bad input with a 4xx in the v2 shape", async () => {
    const user = await makeUser();
    const { challengeId, response } = await (async () => {
      const issued = (await options(user.auth)).body.data;
      return { challengeId: issued.challengeId, response: new SoftwareAuthenticator().create(issued.options) };
    })();
    const raw = (rawBody: string, contentType = "application/json") =>
      callRoute(POST, { path: "/v2/me/passkeys", auth: user.auth, rawBody, headers: { "content-type": contentType } });
    expectV2Errors(await raw('{"challengeId": '), 400, /^Malformed JSON body/);
    expectV2Errors(await raw("name=x", "text/plain"), 415, /media type/);
    expect((await raw(JSON.stringify({ challengeId, name: "x".repeat(60_000), response }))).status).toBe(413);
    const bad: [unknown, RegExp][] = [
      [{ challengeId, response }, /name/],
      [{ challengeId, name: "", response }, /name/],
      [{ challengeId, name: "x".repeat(65), response }, /name: name must be at most 64/],
      [{ challengeId, name: ["x"], response }, /name/],
      [{ name: "x", response }, /challengeId/],
      [{ challengeId: 12, name: "x", response }, /challengeId/],
      [{ challengeId, name: "x" }, /response/],
      [{ challengeId, name: "x", response: "text" }, /response/],
      [{ challengeId, name: "x", response: { ...response, type: "password" } }, /type/],
      [{ challengeId, name: "x", response: { ...response, id: "not base64url!" } }, /id/],
      [
        {
          challengeId,
          name: "x",
          response: { ...response, response: { ...response.response, attestationObject: ["x"] } },
        },
        /attestationObject/,
      ],
      [
        {
          challengeId,
          name: "x",
          response: { ...response, response: { ...response.response, attestationObject: "A".repeat(16_001) } },
        },
        /attestationObject/,
      ],
      [{ challengeId: "x".repeat(65), name: "x", response }, /challengeId/],
      [{ challengeId: "no-such-challenge", name: "x", response }, /^challengeId: unknown/],
    ];
    for (const [body, message] of bad) expectV2Errors(await register(user.auth, body), 400, message);
    expectV2Errors(await rename(user.auth, "1", { name: "" }), 400, /name/);
    expectV2Errors(await rename(user.auth, "1", {}), 400, /name/);
    // A garbled but well-formed answer: the library refuses it, still a 400 (the challenge is used up).
    const issued = (await options(user.auth)).body.data;
    const answer = new SoftwareAuthenticator().create(issued.options);
    const garbled = { ...answer, response: { ...answer.response, attestationObject: "AAAA" } };
    expectV2Errors(
      await register(user.auth, { challengeId: issued.challengeId, name: "x", response: garbled }),
      400,
      /^response: /,
    );
    expect(await db.passkey.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("a way of signing in is added only soon after signing in", () => {
  it("refuses passkey options, registration and removal, and an authenticator app's set-up, to an old session", async () => {
    const { POST: START_TOTP } = await import("../second-factor/totp/route.ts");
    const user = await makeUser();
    const fresh = await registerWith(user.auth, new SoftwareAuthenticator());
    expect(fresh.res.status).toBe(200);
    const old = await openConsoleSession(user.id, { createdAt: new Date(Date.now() - 20 * 60_000) });
    const stale: Auth = { session: old.headers };
    // Reading stays open to the old session; changing does not.
    expect((await list(stale)).status).toBe(200);
    expectV2Errors(await options(stale), 403, /Sign in again/);
    expectV2Errors(await remove(stale, String(fresh.res.body.data.id)), 403, /Sign in again/);
    const startTotp = await callRoute(START_TOTP, { method: "POST", path: "/v2/me/second-factor/totp", auth: stale });
    expectV2Errors(startTotp, 403, /Sign in again/);
    expect(await db.passkey.count({ where: { userId: user.id } })).toBe(1);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).totpPendingSecretEnc).toBeNull();
  });
});
