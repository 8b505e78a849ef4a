import { afterEach, describe, expect, it } from "vitest";
import { GET as vendorsByBrand } from "@/app/api_gateway/rewards/core/v1/vendor/brand/[brandId]/route.ts";
import { GET as productGet } from "@/app/v1.1/product/get/route.ts";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { GET as targetGroups } from "@/app/v3/targetGroups/route.ts";
import { POST as generate } from "@/app/v3/oauth/token/generate/route.ts";
import { passwordChecksRun } from "@/lib/auth/password.ts";
import { callRoute, type CallResult, type DemoUser } from "@/scripts/test-harness/call-route.ts";

// The per-principal quota: IETF RateLimit-Policy / RateLimit fields on every answer, and a 429 with
// Retry-After in the family's error shape past RATE_LIMIT_PER_MINUTE calls.

const FAMILIES = [
  {
    name: "v2",
    call: (auth: DemoUser | null) =>
      callRoute(lookup, { path: "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001", auth }),
    refusal: {
      errors: [{ status: false, code: 429, message: expect.stringMatching(/^Rate limit exceeded/) }],
      warnings: [],
    },
  },
  {
    name: "v1.1",
    call: (auth: DemoUser | null) => callRoute(productGet, { path: "/v1.1/product/get?sku=NONE", auth }),
    refusal: {
      response: {
        status: { success: false, code: 429, message: expect.stringMatching(/^Rate limit exceeded/) },
        product: [],
      },
    },
  },
  {
    name: "v3",
    call: (auth: DemoUser | null) => callRoute(targetGroups, { path: "/v3/targetGroups", auth }),
    refusal: {
      data: null,
      errors: [{ code: 429, message: expect.stringMatching(/^Rate limit exceeded/) }],
      warnings: null,
    },
  },
  {
    name: "rewards gateway",
    call: (auth: DemoUser | null) =>
      callRoute(vendorsByBrand, {
        path: "/api_gateway/rewards/core/v1/vendor/brand/1",
        params: { brandId: "1" },
        auth,
      }),
    refusal: {
      status: { success: false, code: 429, message: expect.stringMatching(/^Rate limit exceeded/) },
      vendorList: null,
    },
  },
] as const;
const USERS: DemoUser[] = ["demo.maker", "demo.checker", "demo.viewer", "demo.admin"];

const rateLimit = (res: CallResult) => ({
  policy: res.headers.get("ratelimit-policy"),
  state: res.headers.get("ratelimit"),
});

afterEach(() => {
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

describe("the per-principal API rate limit", () => {
  it("advertises the policy and the remaining quota on every family's answers, refusals included", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "1000";
    for (const [i, family] of FAMILIES.entries()) {
      const ok = await family.call(USERS[i]);
      expect([200, 404], family.name).toContain(ok.status);
      expect(rateLimit(ok)).toEqual({
        policy: '"per-principal";q=1000;w=60',
        state: expect.stringMatching(/^"per-principal";r=999;t=(60|59)$/),
      });
      const anonymous = await family.call(null);
      expect(anonymous.status).toBe(401);
      expect(rateLimit(anonymous).policy).toBe('"per-principal";q=1000;w=60');
      expect(rateLimit(anonymous).state).toMatch(/^"per-principal";r=\d+;t=\d+$/);
    }
    const token = await callRoute(generate, {
      path: "/v3/oauth/token/generate",
      body: { key: "demo-integration", secret: "demo-integration-secret" },
    });
    expect(rateLimit(token).policy).toBe('"per-principal";q=1000;w=60');
  });

  it("refuses the call past the limit with 429, Retry-After and the family's error shape; other principals go on", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    for (const [i, family] of FAMILIES.entries()) {
      for (let call = 0; call < 3; call++)
        expect([200, 404], family.name).toContain((await family.call(USERS[i])).status);
      const refused = await family.call(USERS[i]);
      expect(refused.status, family.name).toBe(429);
      expect(refused.body, family.name).toEqual(family.refusal);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
      expect(rateLimit(refused).state).toMatch(/^"per-principal";r=0;t=\d+$/);
    }
    // The quota is the principal's across families; one that has not called yet goes through.
    expect((await FAMILIES[0].call("acme.maker")).status).not.toBe(429);
    expect((await FAMILIES[0].call("demo.admin")).status).toBe(429);
  });

  it("refuses an address whose quota refused calls used up before checking any credentials", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    const lookupFrom = (peer: string, basic: [string, string]) =>
      callRoute(lookup, {
        path: "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001",
        auth: { basic },
        peer,
      });
    for (let call = 0; call < 3; call++)
      expect((await lookupFrom("192.0.2.77", ["nobody.quota", `guess-${call}`])).status).toBe(401);
    const checks = passwordChecksRun();
    const refused = await lookupFrom("192.0.2.77", ["north.maker", "north-maker-pw"]);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(/^Rate limit exceeded/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(passwordChecksRun()).toBe(checks);
    expect((await lookupFrom("192.0.2.78", ["dual.maker", "dual-maker-pw"])).status).not.toBe(429);
  });

  it("is off with RATE_LIMIT_PER_MINUTE=0: no limit, no headers", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "0";
    for (let call = 0; call < 5; call++) {
      const res = await FAMILIES[0].call("north.maker");
      expect(res.status).not.toBe(429);
      expect(rateLimit(res)).toEqual({ policy: null, state: null });
    }
  });
});
