import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, dbProvider } from "@/lib/db/client.ts";
import { Prisma } from "@/lib/db/generated/sqlite/client.ts";
import { sqlRows } from "@/lib/db/sql.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { GET as labels } from "@/app/v2/customers/[id]/labels/route.ts";
import { POST as createRequest } from "@/app/v2/requests/route.ts";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { GET as metricsRoute } from "./route.ts";

// GET /metrics after real calls, against this file's database: the series a called route leaves, the
// pending backlog as the database counts it, refusals by a limit, process figures, and who may scrape.

const TOKEN = "metrics-token-for-tests-0123";
const database = dbProvider();
const saved = { ...process.env };
let logs: CapturedLogs;
beforeEach(() => void (logs = captureLogs()));
afterEach(() => {
  logs.restore();
  for (const name of ["METRICS_TOKEN", "METRICS_ENABLED", "LOYALTY_MODE", "RATE_LIMIT_PER_MINUTE"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

async function scrape(): Promise<string> {
  process.env.METRICS_TOKEN = TOKEN;
  const res = await callRoute(metricsRoute, { path: "/metrics", auth: { bearer: TOKEN } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body as string;
}

/** The value of one series, or undefined when the text has no such line. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split("\n")) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2]?.split(/,(?=[a-z_]+=")/) ?? [];
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

const callLabels = (id: string) =>
  callRoute(labels, { path: `/v2/customers/${id}/labels`, params: { id }, auth: "demo.viewer" });

describe("GET /metrics", () => {
  it("has the duration histogram of a called route under its template, family and status", async () => {
    const series = { family: "v2", route: "/v2/customers/{id}/labels", method: "GET" };
    const before = await scrape();
    const ok = sample(before, "loyalty_http_request_duration_seconds_count", { ...series, status: "200" }) ?? 0;
    expect((await callLabels("5001")).status).toBe(200);
    expect((await callLabels("5002")).status).toBe(200);
    expect((await callLabels("999999")).status).toBe(404);
    const after = await scrape();
    expect(sample(after, "loyalty_http_request_duration_seconds_count", { ...series, status: "200" })).toBe(ok + 2);
    expect(
      sample(after, "loyalty_http_request_duration_seconds_bucket", { ...series, status: "200", le: "+Inf" }),
    ).toBe(ok + 2);
    expect(sample(after, "loyalty_http_request_duration_seconds_count", { ...series, status: "404" })).toBe(1);
    expect(after).not.toMatch(/route="\/v2\/customers\/(5001|5002|999999)/);
  });

  it("counts pending requests by type and sub-type as the database holds them, after a creation", async () => {
    const fromDatabase = async () => {
      const rows = await sqlRows<{ type: string; baseType: string; n: number | bigint }>(
        db,
        Prisma.sql`SELECT "type", "baseType", COUNT(*) AS "n" FROM "Request" WHERE "status" = 'PENDING' GROUP BY "type", "baseType"`,
      );
      return Object.fromEntries(rows.map((row) => [`${row.type}/${row.baseType}`, Number(row.n)]));
    };
    const fromMetrics = (text: string) =>
      Object.fromEntries(
        [...text.matchAll(/^loyalty_pending_requests\{type="([^"]+)",base_type="([^"]+)"\} (\d+)$/gm)]
          .map((m) => [`${m[1]}/${m[2]}`, Number(m[3])] as const)
          .filter(([, count]) => count > 0),
      );
    const before = await fromDatabase();
    expect(Object.keys(before).length).toBeGreaterThan(0);
    expect(fromMetrics(await scrape())).toEqual(before);

    const created = await callRoute(createRequest, {
      path: "/v2/requests?source=INSTORE",
      auth: "demo.maker",
      body: {
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000003", source: "INSTORE" },
        transaction: { type: "REGULAR", billingDate: "2025-03-01T10:00:00+05:30", billNumber: "M-1", billAmount: "10" },
      },
    });
    expect(created.status).toBe(200);
    const after = await fromDatabase();
    expect(after["TRANSACTION/REGULAR_TXN_ADD"]).toBe((before["TRANSACTION/REGULAR_TXN_ADD"] ?? 0) + 1);
    expect(fromMetrics(await scrape())).toEqual(after);
  });

  it("counts a rate-limit refusal and a sign-in lockout", async () => {
    const counted = async (kind: string) => sample(await scrape(), "loyalty_throttle_refusals_total", { kind }) ?? 0;
    const rateLimited = await counted("rate_limit");
    process.env.RATE_LIMIT_PER_MINUTE = "1";
    const first = await callRoute(labels, {
      path: "/v2/customers/5001/labels",
      params: { id: "5001" },
      auth: "demo.checker",
    });
    expect(first.status).toBe(200);
    const second = await callRoute(labels, {
      path: "/v2/customers/5001/labels",
      params: { id: "5001" },
      auth: "demo.checker",
    });
    expect(second.status).toBe(429);
    delete process.env.RATE_LIMIT_PER_MINUTE;
    expect(await counted("rate_limit")).toBe(rateLimited + 1);

    const username = "metrics.lockout";
    await createUser(
      db,
      { orgId: 100, username, displayName: username, password: "right-pw", access: ["default"], kind: "USER" },
      { allowShortPassword: true },
    );
    const lockedOut = await counted("auth_user");
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt++)
      status = (
        await callRoute(lookup, {
          path: "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001",
          auth: { basic: [username, "wrong-password"] },
          peer: "198.51.100.7",
        })
      ).status;
    expect(status).toBe(429);
    expect(await counted("auth_user")).toBe(lockedOut + 1);
  });

  it("has process metrics and the database pool's use and waits", async () => {
    await callLabels("5001");
    const text = await scrape();
    expect(sample(text, "process_cpu_user_seconds_total")).toBeGreaterThan(0);
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    for (const state of ["in_use", "idle", "waiting"])
      expect(sample(text, "loyalty_db_pool_connections", { database, state })).toBeGreaterThanOrEqual(0);
    expect(sample(text, "loyalty_db_pool_wait_seconds_count", { database })).toBeGreaterThan(0);
  });

  it("asks for METRICS_TOKEN as a bearer token when it is set", async () => {
    process.env.METRICS_TOKEN = TOKEN;
    process.env.LOYALTY_MODE = "demo";
    const none = await callRoute(metricsRoute, { path: "/metrics" });
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(none.body).toMatch(/METRICS_TOKEN/);
    expect((await callRoute(metricsRoute, { path: "/metrics", auth: { bearer: `${TOKEN}x` } })).status).toBe(401);
    expect((await callRoute(metricsRoute, { path: "/metrics", auth: "demo.admin" })).status).toBe(401);
    expect((await callRoute(metricsRoute, { path: "/metrics", auth: { bearer: TOKEN } })).status).toBe(200);
  });

  it("is open in demo mode without a token, and refused in production without one, naming the variable", async () => {
    delete process.env.METRICS_TOKEN;
    process.env.LOYALTY_MODE = "demo";
    const open = await callRoute(metricsRoute, { path: "/metrics" });
    expect(open.status).toBe(200);
    expect(open.body).toMatch(/^# HELP /m);
    process.env.LOYALTY_MODE = "production";
    const refused = await callRoute(metricsRoute, { path: "/metrics" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatch(/Set METRICS_TOKEN/);
  });

  it("is off with METRICS_ENABLED=false: 404, and calls are not counted", async () => {
    const series = { family: "v2", route: "/v2/customers/{id}/labels", method: "GET", status: "200" };
    const before = sample(await scrape(), "loyalty_http_request_duration_seconds_count", series) ?? 0;
    process.env.METRICS_ENABLED = "false";
    expect((await callLabels("5001")).status).toBe(200);
    expect((await callRoute(metricsRoute, { path: "/metrics", auth: { bearer: TOKEN } })).status).toBe(404);
    delete process.env.METRICS_ENABLED;
    expect(sample(await scrape(), "loyalty_http_request_duration_seconds_count", series)).toBe(before);
  });
});
