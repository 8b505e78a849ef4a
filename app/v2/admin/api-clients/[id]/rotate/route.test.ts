import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { POST as generateToken } from "@/app/v3/oauth/token/generate/route.ts";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { callRoute, md5Hex, type Auth } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { expectAdminOnly } from "@/scripts/test-harness/admin-refusals.ts";
import { userForFile } from "@/scripts/test-harness/test-users.ts";
import { createApiClient } from "@/scripts/test-harness/api-clients.ts";
import { POST as REVOKE } from "../revoke/route.ts";
import { POST as ROTATE } from "./route.ts";

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=919900000001";
const OTHER_ADMIN = userForFile("rotate.admin200", 200, ["admin"]);

const rotate = (id: number | string, body: unknown, auth: Auth = "demo.admin") =>
  callRoute(ROTATE, { path: `/v2/admin/api-clients/${id}/rotate`, body, auth, params: { id: String(id) } });
const revoke = (id: number | string, auth: Auth = "demo.admin") =>
  callRoute(REVOKE, { method: "POST", path: `/v2/admin/api-clients/${id}/revoke`, auth, params: { id: String(id) } });
const token = (key: string, secret: string) =>
  callRoute(generateToken, { path: "/v3/oauth/token/generate", body: { key, secret } });
const tokenStatus = async (key: string, secret: string) => (await token(key, secret)).status;

describe("POST /v2/admin/api-clients/{id}/rotate", () => {
  it("with an overlap: the new secret works at once, the old one until the overlap ends and not after", async () => {
    const client = await createApiClient("Overlapping");
    const res = await rotate(client.id, { overlapSeconds: 3600 });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({
      data: expect.objectContaining({ id: client.id, key: client.key, status: "ACTIVE" }),
      secret: expect.stringMatching(/^[\w-]{43}$/),
      warnings: [],
    });
    expect(res.body.secret).not.toBe(client.secret);
    expect(await tokenStatus(client.key, res.body.secret)).toBe(200);
    expect(await tokenStatus(client.key, client.secret)).toBe(200);
    // The md5 hex of the old secret, as the original's clients send it, works as long as the old secret does.
    expect(await tokenStatus(client.key, md5Hex(client.secret))).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    expect(row.previousPasswordUntil!.getTime() - Date.now()).toBeGreaterThan(3590_000);
    // Tokens the old secret gets, before the rotation or during the overlap, end with the overlap at the latest.
    const overlapEnd = new Date(Date.now() + 2000);
    await db.user.update({ where: { id: client.id }, data: { previousPasswordUntil: overlapEnd } });
    const late = await token(client.key, client.secret);
    const lateRow = await db.oAuthToken.findFirstOrThrow({ where: { userId: client.id }, orderBy: { id: "desc" } });
    expect(late.status).toBe(200);
    expect(lateRow.expiresAt.getTime()).toBeLessThanOrEqual(overlapEnd.getTime());
    // The overlap ends: the old secret gets no more tokens, the new one still does.
    await db.user.update({ where: { id: client.id }, data: { previousPasswordUntil: new Date(Date.now() - 1000) } });
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expect(await tokenStatus(client.key, res.body.secret)).toBe(200);
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "apiClient", entityId: String(client.id), action: "rotate" },
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ secret: "changed", previousSecretUntil: { before: null } });
    expect(audit.changes).not.toContain(res.body.secret);
    expect(audit.changes).not.toContain("scrypt");
  });

  it("with a short overlap: the old secret stops on its own once it passes", async () => {
    const client = await createApiClient("Short overlap");
    const res = await rotate(client.id, { overlapSeconds: 1 });
    expect(await tokenStatus(client.key, client.secret)).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expect(await tokenStatus(client.key, res.body.secret)).toBe(200);
  });

  it("without an overlap: the old secret is refused at once, and so are the tokens it got", async () => {
    const client = await createApiClient("No overlap");
    const issued = await token(client.key, client.secret);
    const res = await rotate(client.id, { overlapSeconds: 0 });
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expect(await tokenStatus(client.key, res.body.secret)).toBe(200);
    const row = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    expect(row).toMatchObject({ previousPasswordHash: null, previousPasswordUntil: null });
    // A rotation after a leak must end what the leaked secret got: the token issued before is refused.
    const call = await callRoute(lookup, { path: LOOKUP, auth: { bearer: issued.body.data.accessToken } });
    expect(call.status).toBe(401);
  });

  it("defaults the overlap to a day, and a second rotation ends the first secret", async () => {
    const client = await createApiClient("Default overlap");
    const first = await rotate(client.id, {});
    const row = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    expect(Math.round((row.previousPasswordUntil!.getTime() - Date.now()) / 1000)).toBeGreaterThan(86_390);
    const second = await rotate(client.id, { overlapSeconds: 60 });
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expect(await tokenStatus(client.key, first.body.secret)).toBe(200);
    expect(await tokenStatus(client.key, second.body.secret)).toBe(200);
  });

  it("refuses a bad overlap, malformed JSON, another organization, a console user, no credentials or no admin", async () => {
    const client = await createApiClient("Refusals");
    const before = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    for (const [body, message] of [
      [{ overlapSeconds: -1 }, /at least 0/],
      [{ overlapSeconds: 2_592_001 }, /at most 2592000/],
      [{ overlapSeconds: "an hour" }, /overlapSeconds/],
      [{ overlapSeconds: 1.5 }, /whole number/],
      [{ overlapSeconds: true }, /overlapSeconds/],
      [[], /object/],
    ] as const)
      expectV2Error(await rotate(client.id, body), 400, message);
    const malformed = await callRoute(ROTATE, {
      path: `/v2/admin/api-clients/${client.id}/rotate`,
      auth: "demo.admin",
      rawBody: "{overlap",
      headers: { "content-type": "application/json" },
      params: { id: String(client.id) },
    });
    expectV2Error(malformed, 400, /Malformed JSON/);
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    expectV2Error(await rotate(client.id, {}, OTHER_ADMIN), 404, undefined, 9701);
    expectV2Error(await rotate(maker.id, {}), 404, undefined, 9701);
    expectV2Error(await rotate(999_999, {}), 404, undefined, 9701);
    expectV2Error(await rotate("x1", {}), 404, undefined, 9701);
    await expectAdminOnly((auth) => rotate(client.id, {}, auth));
    expect((await db.user.findUniqueOrThrow({ where: { id: client.id } })).passwordHash).toBe(before.passwordHash);
    expect(await tokenStatus(client.key, client.secret)).toBe(200);
  });
});

describe("POST /v2/admin/api-clients/{id}/revoke", () => {
  it("refuses the client's live token on the next call, and its secret gets no more tokens", async () => {
    const client = await createApiClient("Revoked", ["default"]);
    const issued = await token(client.key, client.secret);
    const bearer = { bearer: issued.body.data.accessToken as string };
    expect((await callRoute(lookup, { path: LOOKUP, auth: bearer })).status).toBe(200);
    const res = await revoke(client.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: expect.objectContaining({ id: client.id, status: "REVOKED" }), warnings: [] });
    const next = await callRoute(lookup, { path: LOOKUP, auth: bearer });
    expect(next.status).toBe(401);
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expect(await db.oAuthToken.count({ where: { userId: client.id } })).toBe(0);
    const audit = await db.auditEntry.findFirstOrThrow({
      where: { entity: "apiClient", entityId: String(client.id), action: "revoke" },
    });
    expect(JSON.parse(audit.changes)).toMatchObject({ active: { before: true, after: false } });
  });

  it("is final: a second revocation, a rotation or a change of a revoked client is refused with 9702", async () => {
    const client = await createApiClient("Final");
    await rotate(client.id, { overlapSeconds: 3600 });
    expect((await revoke(client.id)).status).toBe(200);
    // The rotated-out secret, still in its overlap, stops with the client.
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
    expectV2Error(await revoke(client.id), 409, undefined, 9702);
    expectV2Error(await rotate(client.id, {}), 409, undefined, 9702);
  });

  it("refuses another organization, a console user, self-revocation, no credentials or no admin", async () => {
    const client = await createApiClient("Kept");
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    expectV2Error(await revoke(client.id, OTHER_ADMIN), 404, undefined, 9701);
    expectV2Error(await revoke(maker.id), 404, undefined, 9701);
    expectV2Error(await revoke("0"), 404, undefined, 9701);
    await expectAdminOnly((auth) => revoke(client.id, auth));
    const admin = await createApiClient("Admin bot", ["admin"]);
    const issued = await token(admin.key, admin.secret);
    expectV2Error(await revoke(admin.id, { bearer: issued.body.data.accessToken }), 403, undefined, 9703);
    expect((await db.user.findUniqueOrThrow({ where: { id: client.id } })).revokedAt).toBeNull();
    expect(await tokenStatus(client.key, client.secret)).toBe(200);
  });
});

describe("client expiry", () => {
  it("issues no token after expiresAt, and none that outlives it", async () => {
    const client = await createApiClient("Expiring");
    await db.user.update({ where: { id: client.id }, data: { expiresAt: new Date(Date.now() + 2000) } });
    const issued = await token(client.key, client.secret);
    expect(issued.status).toBe(200);
    expect(issued.body.data.ttlSeconds).toBeLessThanOrEqual(2);
    const row = await db.oAuthToken.findFirstOrThrow({ where: { userId: client.id } });
    const { expiresAt } = await db.user.findUniqueOrThrow({ where: { id: client.id } });
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(expiresAt!.getTime());
    await db.user.update({ where: { id: client.id }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect(await tokenStatus(client.key, client.secret)).toBe(401);
  });
});
