import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { proxy } from "@/proxy.ts";

// The headers proxy.ts puts on every answer; the browser test checks a real page keeps working under them.

const run = (path: string, headers: Record<string, string> = {}, cookie = true) =>
  proxy(
    new NextRequest(new URL(path, "http://localhost:3000"), {
      headers: { ...(cookie ? { cookie: "next-auth.session-token=x" } : {}), ...headers },
    }),
  );

afterEach(() => {
  delete process.env.TRUST_PROXY;
});

describe("security headers", () => {
  it("give a page a nonce-based policy that forbids framing, and pass the nonce to the render", () => {
    const response = run("/requests");
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("script-src 'self' 'nonce-");
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // Next.js reads the policy and the nonce from the request it renders.
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    const again = run("/requests").headers.get("content-security-policy");
    expect(again).not.toBe(policy);
  });

  it("give an API answer a policy with no sources and the same headers", () => {
    const response = run("/v2/requests", {}, false);
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
  });

  it("are on the sign-in redirect too", () => {
    const response = run("/requests", {}, false);
    expect(response.status).toBe(307);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("add Strict-Transport-Security over https, trusting X-Forwarded-Proto only from a trusted proxy", () => {
    expect(run("https://loyalty.example/requests").headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(run("/v2/requests", { "x-forwarded-proto": "https" }).headers.get("strict-transport-security")).toBeNull();
    process.env.TRUST_PROXY = "1";
    expect(run("/v2/requests", { "x-forwarded-proto": "https" }).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(run("/requests", { "x-forwarded-proto": "https" }).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});
