import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";

// A console page reads its query into database searches: the proxy refuses a query no input may hold
// before any page runs; the API's routes refuse it themselves, in their family's envelope.

const SESSION = { cookie: "next-auth.session-token=a-session-token-value" };
const visit = (path: string) =>
  proxy(new NextRequest(new URL(path, "http://localhost:3000"), { headers: { ...SESSION, "x-cap-requestid": "q-1" } }));

describe("the proxy and a page's query", () => {
  it("refuses a NUL or an overlong value with 400 naming the parameter, with the usual headers", async () => {
    const logs = captureLogs("debug");
    for (const [query, message] of [
      ["q=a%00b", "Bad request: q: must not contain a NUL character"],
      [`q=${"x".repeat(20_001)}`, "Bad request: q: at most 20000 characters"],
      ["page=1&q%00=x", "Bad request: a field name must not contain a NUL character"],
    ]) {
      const response = visit(`/customers?${query}`);
      expect(response.status).toBe(400);
      expect(await response.text()).toBe(message);
      expect(response.headers.get("x-cap-requestid")).toBe("q-1");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    logs.restore();
    expect(logs.lines()).toEqual(
      Array(3).fill(expect.objectContaining({ msg: "page query refused", status: 400, path: "/customers" })),
    );
  });

  it("passes a fitting page query, and leaves the API's queries to its routes", () => {
    expect(visit("/customers?q=Asha&page=2").status).toBe(200);
    expect(visit("/v2/customers/lookup?identifierValue=a%00b").status).toBe(200);
  });
});
