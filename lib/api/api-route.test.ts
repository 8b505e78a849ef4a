import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { z } from "zod";
import { db } from "../db/client.ts";
import { sqlTransaction } from "../db/sql-transaction.ts";
import { callRoute, type CallOptions } from "../../scripts/test-harness/call-route.ts";
import { captureLogs } from "../../scripts/test-harness/capture-logs.ts";
import type { ApiFamily } from "./api-family.ts";
import { apiRoute, json } from "./api-route.ts";
import { gatewayFamily } from "./families/gateway.ts";
import { v11Family } from "./families/v1-1.ts";
import { v2Family } from "./families/v2.ts";
import { v3Family } from "./families/v3.ts";

// The wrapper every operation uses, exercised once per API family with a real database behind it.

const LIMIT = 256;
const schema = z.strictObject({ name: z.string().max(50) });

type Envelope = (code: number) => unknown;
const families: [string, ApiFamily, Envelope][] = [
  ["v1.1", v11Family, (code) => ({ response: { status: { success: "false", code, message: expect.any(String) } } })],
  ["v2", v2Family, (code) => ({ errors: [{ status: false, code, message: expect.any(String) }], warnings: [] })],
  ["v3", v3Family, (code) => ({ data: null, errors: [{ code, message: expect.any(String) }], warnings: null })],
  [
    "gateway",
    gatewayFamily(),
    (code) => ({ status: { success: false, code, message: expect.any(String) }, vendor: null }),
  ],
];

afterEach(() => vi.restoreAllMocks());

describe.each(families)("apiRoute, %s family", (_name, family, envelope) => {
  const echo = apiRoute({ family, access: "default", maxBodyBytes: LIMIT }, async (ctx) => {
    const body = await ctx.body(schema);
    return json({ name: body.name, orgId: ctx.principal.orgId }, 201);
  });
  const approveOnly = apiRoute({ family, access: "requests.approve" }, async () => json({ ok: true }));
  const sqlFailure = apiRoute({ family, access: "default" }, async () => {
    await db.$queryRawUnsafe("SELECT secret_column FROM no_such_table_for_audit");
    return json({ unreachable: true });
  });
  const crash = apiRoute({ family, access: "default" }, async () => {
    throw new Error('boom at /work/main/lib/secret/path.ts: SELECT * FROM "User"');
  });
  const pastLimit = () => new Promise((resolve) => setTimeout(resolve, 300));
  const ormBusy = apiRoute({ family, access: "default" }, async () => {
    await db.$transaction(pastLimit, { timeout: 50 });
    return json({ unreachable: true });
  });
  const rawBusy = apiRoute({ family, access: "default" }, async () => {
    await sqlTransaction(pastLimit, { timeoutMs: 50 });
    return json({ unreachable: true });
  });
  const post = (options: Omit<CallOptions, "path">) =>
    callRoute(echo, { path: "/audit", auth: "demo.viewer", ...options });
  const jsonType = { "content-type": "application/json" };

  it("passes a valid body and the caller's principal to the handler, with a request id header", async () => {
    const res = await post({ body: { name: "Ivy" } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: "Ivy", orgId: 100 });
    expect(res.headers.get("x-cap-requestid")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ["malformed JSON", '{"name": ', 400],
    ["an empty body", "", 400],
    ["an array body", "[1, 2]", 400],
    ["a number body", "42", 400],
    ["a null body", "null", 400],
    ["a string body", '"name"', 400],
    ["a wrong type", '{"name": true}', 400],
    ["a missing field", "{}", 400],
    ["a null required field", '{"name": null}', 400],
    ["an oversized field", JSON.stringify({ name: "x".repeat(51) }), 400],
  ])("turns %s into the family's error shape with 400", async (_case, rawBody, status) => {
    const res = await post({ rawBody, headers: jsonType });
    expect(res.status).toBe(status);
    expect(res.body).toEqual(envelope(400));
    expect(res.headers.get("x-cap-requestid")).toBeTruthy();
  });

  it("reads the body as the original does: unknown fields ignored and listed, a number taken as text", async () => {
    const lenient = apiRoute({ family, access: "default" }, async (ctx) => {
      const body = await ctx.body(schema);
      return json({ name: body.name, ignored: ctx.ignoredFields() });
    });
    const res = await callRoute(lenient, {
      path: "/audit",
      auth: "demo.viewer",
      body: { name: 5, extra: 1, nested: { deeper: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: "5", ignored: ["extra", "nested"] });
  });

  it("refuses a wrong or missing content type with 415", async () => {
    for (const headers of [
      { "content-type": "text/plain" },
      { "content-type": "application/x-www-form-urlencoded" },
      {},
    ] as Record<string, string>[]) {
      const res = await post({ rawBody: '{"name":"a"}', headers });
      expect(res.status).toBe(415);
      expect(res.body).toEqual(envelope(415));
    }
    expect(
      (await post({ rawBody: '{"name":"a"}', headers: { "content-type": "application/json; charset=utf-8" } })).status,
    ).toBe(201);
  });

  it("accepts a body at the size limit and refuses one byte more with 413, declared or streamed", async () => {
    const padded = (size: number) => '{"name":"a"}'.padEnd(size, " ");
    expect((await post({ rawBody: padded(LIMIT), headers: jsonType })).status).toBe(201);
    const streamed = await post({ rawBody: padded(LIMIT + 1), headers: jsonType });
    expect(streamed.status).toBe(413);
    expect(streamed.body).toEqual(envelope(413));
    const declared = await post({ rawBody: "{}", headers: { ...jsonType, "content-length": String(LIMIT + 1) } });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual(envelope(413));
  });

  it("answers 401 without or with wrong credentials, 403 without the access group, in the family's shape", async () => {
    for (const auth of [null, { basic: ["demo.viewer", "wrong"] as [string, string] }, { bearer: "forged" }]) {
      const res = await post({ body: { name: "a" }, auth });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(envelope(401));
      expect(res.headers.get("www-authenticate")).toMatch(/Basic/);
      expect(res.headers.get("x-cap-requestid")).toBeTruthy();
    }
    const denied = await callRoute(approveOnly, { path: "/audit", auth: "demo.maker" });
    expect(denied.status).toBe(403);
    expect(denied.body).toEqual(envelope(403));
    expect((await callRoute(approveOnly, { path: "/audit", auth: "demo.checker" })).status).toBe(200);
  });

  it("checks credentials before reading the body", async () => {
    const res = await post({ rawBody: "{not json", headers: jsonType, auth: null });
    expect(res.status).toBe(401);
  });

  it("answers 503 with Retry-After when a transaction runs past its limit (the ORM's and a raw one)", async () => {
    for (const route of [ormBusy, rawBusy]) {
      const res = await callRoute(route, { path: "/audit", auth: "demo.viewer" });
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("1");
      expect(res.body).toEqual(envelope(503));
    }
  });

  it("turns unexpected errors (a failing SQL statement, a thrown error) into a 500 naming only the request id, and logs them", async () => {
    const logs = captureLogs();
    onTestFinished(() => logs.restore());
    for (const handler of [sqlFailure, crash]) {
      const res = await callRoute(handler, {
        path: "/audit",
        auth: "demo.viewer",
        headers: { "x-cap-requestid": "audit-req-1" },
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual(envelope(500));
      const text = JSON.stringify(res.body);
      expect(text).toContain("audit-req-1");
      expect(text).not.toMatch(/SELECT|no_such_table|secret_column|\/work\/|\.ts|at |prisma/i);
      expect(res.headers.get("x-cap-requestid")).toBe("audit-req-1");
    }
    const logged = logs.lines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: "error", requestId: "audit-req-1", status: 500 });
    expect(logged[0].err.stack).toMatch(/no_such_table_for_audit/);
    expect(logged[1].err.stack).toMatch(/boom at/);
  });
});

describe("apiRoute request ids", () => {
  it("echoes the caller's request id, and gives each call its own otherwise", async () => {
    const route = apiRoute({ family: v2Family, access: "public" }, async ({ requestId }) => json({ requestId }));
    const given = await callRoute(route, { path: "/audit", headers: { "x-cap-requestid": "trace-42" } });
    expect(given.headers.get("x-cap-requestid")).toBe("trace-42");
    expect(given.body.requestId).toBe("trace-42");
    const a = await callRoute(route, { path: "/audit" });
    const b = await callRoute(route, { path: "/audit" });
    expect(a.headers.get("x-cap-requestid")).not.toBe(b.headers.get("x-cap-requestid"));
  });

  it("replaces an overlong or odd caller id with its own, since ids are echoed in headers, logs and errors", async () => {
    const route = apiRoute({ family: v2Family, access: "public" }, async ({ requestId }) => json({ requestId }));
    expect(
      (await callRoute(route, { path: "/audit", headers: { "x-cap-requestid": "a".repeat(128) } })).body.requestId,
    ).toBe("a".repeat(128));
    for (const odd of ["a".repeat(129), "two words", "<script>", "id;drop"]) {
      const res = await callRoute(route, { path: "/audit", headers: { "x-cap-requestid": odd } });
      expect(res.body.requestId, odd).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get("x-cap-requestid")).toBe(res.body.requestId);
    }
  });
});
