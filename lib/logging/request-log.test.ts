import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { POST as generateToken } from "@/app/v3/oauth/token/generate/route.ts";
import { apiRoute } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { basicHeader, callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { createLogger } from "./logger.ts";

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=919900000001";
let logs: CapturedLogs;
beforeEach(() => void (logs = captureLogs()));
afterEach(() => logs.restore());

const lineFor = (requestId: string) => {
  const found = logs.lines().filter((line) => line.requestId === requestId);
  expect(found, `one line for ${requestId}`).toHaveLength(1);
  return found[0];
};

describe("request log", () => {
  it("writes one JSON line with the request's fields for a Basic-authenticated call, without the secret", async () => {
    const res = await callRoute(lookup, {
      path: LOOKUP,
      auth: "demo.maker",
      headers: { "x-cap-requestid": "log-basic-1" },
    });
    expect(res.status).toBe(200);
    expect(lineFor("log-basic-1")).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      pid: process.pid,
      hostname: expect.any(String),
      msg: "request",
      // No tracing set up: the call still has a trace of its own.
      traceId: expect.stringMatching(/^[0-9a-f]{32}$/),
      spanId: expect.stringMatching(/^[0-9a-f]{16}$/),
      requestId: "log-basic-1",
      method: "GET",
      path: "/v2/customers/lookup",
      queryKeys: ["identifierName", "identifierValue", "source"],
      status: 200,
      durationMs: expect.any(Number),
      served: "v2",
      principal: "demo.maker",
      principalKind: "USER",
      via: "basic",
      orgId: 100,
    });
    const text = logs.text();
    for (const secret of [
      "demo-maker-pw",
      basicHeader("demo.maker", "demo-maker-pw"),
      basicHeader("demo.maker", "demo-maker-pw").slice(6),
      "919900000001",
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/authorization/i);
  });

  it("names the API client of a bearer token and never writes the token, the client secret or the body", async () => {
    const issued = await callRoute(generateToken, {
      path: "/v3/oauth/token/generate",
      body: { key: "demo-integration", secret: "demo-integration-secret" },
    });
    const token: string = issued.body.data.accessToken;
    const res = await callRoute(lookup, {
      path: LOOKUP,
      auth: { bearer: token },
      headers: { "x-cap-requestid": "log-bearer-1" },
    });
    expect(res.status).toBe(200);
    expect(lineFor("log-bearer-1")).toMatchObject({
      status: 200,
      principal: "demo-integration",
      principalKind: "API_CLIENT",
      via: "oauth",
      orgId: 100,
    });
    const text = logs.text();
    expect(text).toContain('"path":"/v3/oauth/token/generate"');
    for (const secret of [token, "demo-integration-secret", "accessToken"]) expect(text).not.toContain(secret);
  });

  it("logs a refused call with its status and no principal", async () => {
    const res = await callRoute(lookup, {
      path: LOOKUP,
      auth: { basic: ["demo.maker", "wrong-password-x"] },
      headers: { "x-cap-requestid": "log-401" },
    });
    expect(res.status).toBe(401);
    const line = lineFor("log-401");
    expect(line).toMatchObject({ level: "info", status: 401, path: "/v2/customers/lookup" });
    expect(line).not.toHaveProperty("principal");
    expect(logs.text()).not.toContain("wrong-password-x");
  });

  it("writes a 500's stack with its request id, at level error", async () => {
    const crash = apiRoute({ family: v2Family, access: "default" }, async () => {
      throw new Error("boom in the handler");
    });
    const res = await callRoute(crash, {
      path: "/v2/crash",
      auth: "demo.viewer",
      headers: { "x-cap-requestid": "log-500" },
    });
    expect(res.status).toBe(500);
    const line = lineFor("log-500");
    expect(line).toMatchObject({
      level: "error",
      status: 500,
      principal: "demo.viewer",
      err: { type: "Error", message: "boom in the handler" },
    });
    expect(line.err.stack).toMatch(/boom in the handler\n\s+at /);
  });

  it("takes its level from LOG_LEVEL through the env module, info by default", () => {
    const saved = process.env.LOG_LEVEL;
    try {
      delete process.env.LOG_LEVEL;
      expect(createLogger({ destination: { write: () => {} } }).level).toBe("info");
      process.env.LOG_LEVEL = "warn";
      expect(createLogger({ destination: { write: () => {} } }).level).toBe("warn");
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });
});
