import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, md5Hex } from "@/scripts/test-harness/call-route.ts";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { POST } from "./route.ts";

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=919900000001";
const generate = (body: unknown) => callRoute(POST, { path: "/v3/oauth/token/generate", body });

describe("POST /v3/oauth/token/generate and API authentication", () => {
  it("issues a token for the demo integration, accepted as Bearer and as X-CAP-API-OAUTH-TOKEN", async () => {
    const res = await generate({ key: "demo-integration", secret: "demo-integration-secret" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: { accessToken: expect.any(String), ttlSeconds: 300 },
      errors: null,
      warnings: null,
    });
    const token: string = res.body.data.accessToken;
    expect((await callRoute(lookup, { path: LOOKUP, auth: { bearer: token } })).status).toBe(200);
    expect((await callRoute(lookup, { path: LOOKUP, auth: { oauthHeader: token } })).status).toBe(200);
    const stored = await db.oAuthToken.findMany();
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("accepts the md5 hex of the secret, as the original's clients send it", async () => {
    const res = await generate({ key: "demo-integration", secret: md5Hex("demo-integration-secret") });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong secret, a console user's credentials and bad bodies", async () => {
    for (const body of [
      { key: "demo-integration", secret: "wrong" },
      { key: "demo.maker", secret: "demo-maker-pw" },
      { key: "nobody", secret: "x" },
    ]) {
      const res = await generate(body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        data: null,
        errors: [{ code: 401, message: "Authentication failed. Please check username and password." }],
        warnings: null,
      });
    }
    expect((await generate({ key: "demo-integration" })).status).toBe(400);
    expect((await generate({ key: true, secret: "x" })).body.errors[0].code).toBe(400);
    // An unknown property is ignored, as the original ignores it: the credentials decide.
    expect((await generate({ key: "a", secret: "b", extra: 1 })).status).toBe(401);
    const malformed = await callRouteRaw(POST, { path: "/v3/oauth/token/generate" }, "{nope");
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/^Malformed JSON body/);
  });

  it("refuses expired and forged tokens with 401", async () => {
    const { body } = await generate({ key: "demo-integration", secret: "demo-integration-secret" });
    await db.oAuthToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    for (const auth of [
      { bearer: body.data.accessToken as string },
      { bearer: "forged-token" },
      { oauthHeader: "x".repeat(43) },
    ]) {
      const res = await callRoute(lookup, { path: LOOKUP, auth });
      expect(res.status).toBe(401);
      expect(res.body.errors[0]).toEqual({
        status: false,
        code: 401,
        message: "Authentication failed. The OAuth token is invalid or expired.",
      });
    }
  });

  it("accepts Basic with the plain password and with its md5 hex, and refuses the rest", async () => {
    expect((await callRoute(lookup, { path: LOOKUP, auth: { basic: ["demo.maker", "demo-maker-pw"] } })).status).toBe(
      200,
    );
    expect(
      (await callRoute(lookup, { path: LOOKUP, auth: { basic: ["demo.maker", md5Hex("demo-maker-pw")] } })).status,
    ).toBe(200);
    expect(
      (
        await callRoute(lookup, {
          path: LOOKUP,
          auth: { basic: ["demo.maker", md5Hex("demo-maker-pw").toUpperCase()] },
        })
      ).status,
    ).toBe(200);
    for (const basic of [
      ["demo.maker", "wrong"],
      ["nobody", "x"],
      ["demo-integration", "demo-integration-secret"],
    ] as [string, string][]) {
      const res = await callRoute(lookup, { path: LOOKUP, auth: { basic } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        errors: [{ status: false, code: 401, message: "Authentication failed. Please check username and password." }],
        warnings: [],
      });
    }
    const garbage = await callRoute(lookup, { path: LOOKUP, headers: { authorization: "Basic !!!not-base64" } });
    expect(garbage.status).toBe(401);
    const deactivated = await db.user.update({ where: { username: "demo.viewer" }, data: { active: false } });
    expect((await callRoute(lookup, { path: LOOKUP, auth: "demo.viewer" })).status).toBe(401);
    await db.user.update({ where: { id: deactivated.id }, data: { active: true } });
  });
});
