import { describe, expect, it } from "vitest";
import { GET as LABELS } from "@/app/v2/labels/route.ts";
import { POST as CHANGE_PASSWORD } from "@/app/v2/me/password/route.ts";
import { POST as TOKEN } from "@/app/v3/oauth/token/generate/route.ts";
import { POST as REGENERATE } from "@/app/v2/me/second-factor/recovery-codes/route.ts";
import { POST as START } from "@/app/v2/me/second-factor/totp/route.ts";
import { POST as CONFIRM } from "@/app/v2/me/second-factor/totp/confirm/route.ts";
import { POST as REMOVE } from "@/app/v2/me/second-factor/totp/remove/route.ts";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";
import { db } from "@/lib/db/client.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { consoleHeaders, makeTotpUser, totpCode } from "@/scripts/test-harness/second-factor.ts";
import { GET } from "./route.ts";

const status = (auth: Auth, headers?: Record<string, string>) =>
  callRoute(GET, { path: "/v2/me/second-factor", auth, headers });
const start = (auth: Auth) => callRoute(START, { method: "POST", path: "/v2/me/second-factor/totp", auth });
const confirm = (auth: Auth, body: unknown, peer?: string) =>
  callRoute(CONFIRM, { path: "/v2/me/second-factor/totp/confirm", auth, body, peer });
const labels = (auth: Auth, headers?: Record<string, string>) =>
  callRoute(LABELS, { path: "/v2/labels", auth, headers });
const events = (userId: number, action: string) => db.securityEvent.count({ where: { userId, action } });

const JSON_TYPE = { "content-type": "application/json" };
let peers = 0;
/** A fresh client address per test, so the per-address count of one test never meets another's. */
const peer = () => `198.51.100.${++peers}`;

describe("setting up an authenticator app", () => {
  it("answers a secret, its otpauth URI and QR code once, confirmed by a current code into ten recovery codes", async () => {
    const user = await makeUser("sf.enrol", 100, ["default"]);
    expect((await status(user.auth)).body).toEqual({
      data: {
        totp: { enabled: false, confirmedAt: null, enrolmentPending: false },
        recoveryCodesLeft: 0,
        passkeys: 0,
        required: false,
      },
      warnings: [],
    });
    const res = await start(user.auth);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { secret, otpauthUri, qrCode } = res.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\/Loyalty%20Ops:sf\.enrol\?/);
    const uri = new URL(otpauthUri);
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: "Loyalty Ops",
      secret,
      algorithm: "SHA1",
      digits: "6",
      period: "30",
    });
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpPendingSecretEnc).toMatch(/^v2\./);
    expect(row.totpPendingSecretEnc).not.toContain(secret);
    expect(row.secondFactor).toBe(false);
    expect((await status(user.auth)).body.data.totp.enrolmentPending).toBe(true);

    // Starting over replaces the secret: a code of the first one no longer confirms.
    const again = await start(user.auth);
    expectV2Error(await confirm(user.auth, { code: totpCode(secret) }, peer()), 400, /^code: /);
    const second = again.body.data.secret;

    const done = await confirm(user.auth, { code: totpCode(second) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.headers.get("cache-control")).toBe("no-store");
    const codes: string[] = done.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const after = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after).toMatchObject({ secondFactor: true, totpPendingSecretEnc: null });
    expect(after.totpConfirmedAt).toBeInstanceOf(Date);
    expect(after.totpSecretEnc).not.toContain(second);
    const stored = await db.recoveryCode.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) expect(codes.some((c) => codeHash.includes(c.replace("-", "")))).toBe(false);
    const entry = await db.auditEntry.findFirstOrThrow({
      where: { entity: "user", entityId: String(user.id), action: "second-factor.enrol" },
    });
    expect(JSON.parse(entry.changes)).toEqual({
      totp: { before: false, after: true },
      secondFactor: { before: false, after: true },
      totpSecret: "changed",
      recoveryCodes: "changed",
    });
    expect(entry.changes).not.toContain(second);
    expect(await events(user.id, "second-factor.enrolled")).toBe(1);

    // Now Basic is refused; the console session works and shows the app.
    const headers = await consoleHeaders(user);
    const shown = await status(null, headers);
    expect(shown.body.data).toMatchObject({ totp: { enabled: true, enrolmentPending: false }, recoveryCodesLeft: 10 });
    expect(shown.body.data.totp.confirmedAt).toEqual(expect.any(String));
    expectV2Error(await callRoute(START, { method: "POST", path: "/x", auth: null, headers }), 409, /already set up/);
    expectV2Error(
      await callRoute(CONFIRM, { path: "/x", auth: null, headers, body: { code: totpCode(second, 1) } }),
      409,
      /already set up/,
    );
  });

  it("refuses confirming with nothing started, and wrong, malformed or oversized codes, in the v2 shape", async () => {
    const user = await makeUser("sf.bad", 100, ["default"]);
    expectV2Error(await confirm(user.auth, { code: "123456" }), 409, /No authenticator app is being set up/);
    await start(user.auth);
    const from = peer();
    expectV2Error(await confirm(user.auth, { code: "000000" }, from), 400, /^code: .*not correct/);
    expectV2Error(await confirm(user.auth, { code: "" }, from), 400, /^code: /);
    expectV2Error(await confirm(user.auth, {}, from), 400, /code/);
    expectV2Error(await confirm(user.auth, { code: 123456 }, from), 400, /code/);
    expectV2Error(await confirm(user.auth, { code: "1".repeat(65) }, from), 400, /code/);
    expectV2Error(await confirm(user.auth, { code: "a\u0000b" }, from), 400);
    expectV2Error(
      await callRoute(CONFIRM, { path: "/x", auth: user.auth, rawBody: "{not json", headers: JSON_TYPE, peer: from }),
      400,
      /Malformed JSON/,
    );
    expectV2Error(
      await callRoute(CONFIRM, {
        path: "/x",
        auth: user.auth,
        rawBody: "code=1",
        headers: { "content-type": "text/plain" },
        peer: from,
      }),
      415,
    );
    expectV2Error(
      await callRoute(CONFIRM, {
        path: "/x",
        auth: user.auth,
        rawBody: JSON.stringify({ code: "x".repeat(2000) }),
        headers: JSON_TYPE,
      }),
      413,
    );
    expectV2Error(await confirm(null, { code: "123456" }), 401);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).secondFactor).toBe(false);
    expect(await events(user.id, "second-factor.failed")).toBeGreaterThanOrEqual(1);
  });

  it("throttles wrong codes per user like passwords: 429 with Retry-After, then even a right code", async () => {
    const user = await makeUser("sf.guess", 100, ["default"]);
    const { secret } = (await start(user.auth)).body.data;
    for (let i = 0; i < 5; i += 1) expectV2Error(await confirm(user.auth, { code: "000000" }, peer()), 400);
    const refused = await confirm(user.auth, { code: totpCode(secret) }, peer());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // The password's own count is untouched: the user still signs in on the API.
    expect((await labels(user.auth)).status).toBe(200);
  });

  it("warns about unknown properties and is refused to API clients", async () => {
    const user = await makeUser("sf.warn", 100, ["default"]);
    const { secret } = (await start(user.auth)).body.data;
    const res = await confirm(user.auth, { code: totpCode(secret), extra: 1 });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([expect.objectContaining({ message: expect.stringMatching(/extra/) })]);

    const { accessToken } = await generateOAuthToken("demo-integration", "demo-integration-secret", "203.0.113.9");
    expectV2Error(await status({ bearer: accessToken }), 403, /Only users hold a second factor/);
    expectV2Error(await start({ bearer: accessToken }), 403, /Only users hold a second factor/);
  });
});

describe("holding an authenticator app", () => {
  it("refuses Basic with 401 naming API clients; the token endpoint serves API clients only", async () => {
    const user = await makeTotpUser("sf.basic");
    const res = await labels(user.auth);
    expectV2Error(res, 401, /holds a second factor.*API client.*\/v3\/oauth\/token\/generate/);
    expect(res.headers.get("www-authenticate")).toMatch(/Basic/);
    // A wrong password is the plain refusal: the message says nothing about the account.
    expectV2Error(await labels({ basic: [user.username, "wrong-password"] }), 401, /check username and password/);
    expectV2Error(
      await callRoute(CHANGE_PASSWORD, {
        path: "/x",
        auth: user.auth,
        body: { currentPassword: "a", newPassword: "b" },
      }),
      401,
      /second factor/,
    );
    const token = await callRoute(TOKEN, {
      path: "/v3/oauth/token/generate",
      body: { key: user.username, secret: user.auth.basic[1] },
    });
    expect(token.status).toBe(401);
    expect((await user.call(LABELS, { path: "/v2/labels" })).status).toBe(200);
  });

  it("makes new recovery codes for a current code: the old set stops working", async () => {
    const user = await makeTotpUser("sf.regen");
    const from = peer();
    const call = (code: string) =>
      user.call(REGENERATE, { path: "/v2/me/second-factor/recovery-codes", body: { code }, peer: from });
    expectV2Error(await call("000000"), 400, /^code: /);
    const res = await call(totpCode(user.secret, 1));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const fresh: string[] = res.body.data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.some((code) => user.recoveryCodes.includes(code))).toBe(false);
    // An old recovery code is void; a new one regenerates (and is then void with its set).
    expectV2Error(await call(user.recoveryCodes[0]), 400);
    expect((await call(fresh[0].toUpperCase())).status).toBe(200);
    const entries = await db.auditEntry.count({
      where: { entity: "user", entityId: String(user.id), action: "second-factor.recovery-codes" },
    });
    expect(entries).toBe(2);
  });

  it("is removed with a code, recovery codes and all; Basic works again", async () => {
    const user = await makeTotpUser("sf.remove");
    const from = peer();
    const remove = (body: unknown) => user.call(REMOVE, { path: "/v2/me/second-factor/totp/remove", body, peer: from });
    expectV2Error(await remove({ code: totpCode(user.secret, 5) }), 400, /^code: /);
    expectV2Error(await remove({ code: "not a code" }), 400, /^code: /);
    expectV2Error(await remove({}), 400, /code/);
    const res = await remove({ code: user.recoveryCodes[3] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      totp: { enabled: false, confirmedAt: null, enrolmentPending: false },
      recoveryCodesLeft: 0,
      passkeys: 0,
      required: false,
    });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ secondFactor: false, totpSecretEnc: null, totpConfirmedAt: null, totpLastStep: null });
    expect(await db.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect(await events(user.id, "second-factor.removed")).toBe(1);
    expect(await events(user.id, "recovery-code.used")).toBe(1);
    expect((await labels(user.auth)).status).toBe(200);
    expectV2Error(await remove({ code: totpCode(user.secret, 1) }), 409, /No authenticator app is set up/);
  });
});

describe("an organization requiring a second factor (mfaRequiredFor)", () => {
  it("refuses other calls with 403 until the user enrols; enrolment routes stay open; the last factor stays", async () => {
    await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: "requests.approve" } });
    try {
      const user = await makeUser("sf.forced", 100, ["default", "requests.approve"]);
      const unaffected = await makeUser("sf.unaffected", 100, ["default"]);
      expect((await labels(unaffected.auth)).status).toBe(200);
      expectV2Error(await labels(user.auth), 403, /requires a second factor/);
      expect((await status(user.auth)).body.data).toMatchObject({ required: true, totp: { enabled: false } });
      const { secret } = (await start(user.auth)).body.data;
      const done = await confirm(user.auth, { code: totpCode(secret) });
      expect(done.status).toBe(200);
      const headers = await consoleHeaders(user);
      expect((await labels(null, headers)).status).toBe(200);
      // The only factor of someone who must hold one cannot be removed.
      const removal = await callRoute(REMOVE, {
        path: "/x",
        auth: null,
        headers,
        body: { code: totpCode(secret, 1) },
      });
      expectV2Error(removal, 409, /last one/);
      expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).secondFactor).toBe(true);
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { mfaRequiredFor: "" } });
    }
  });
});
