import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { askReadiness } from "@/scripts/test-harness/readiness.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";

// The routes are loaded afresh with DATABASE_URL naming a database that cannot be reached: a closed
// PostgreSQL port, or an SQLite file in a folder that does not exist. No client is mocked.

const holder = globalThis as unknown as { loyaltyDb?: { $disconnect(): Promise<void> } };
const harnessDb = holder.loyaltyDb;
const harnessUrl = process.env.DATABASE_URL;

afterEach(async () => {
  await holder.loyaltyDb?.$disconnect().catch(() => {});
  holder.loyaltyDb = harnessDb;
  process.env.DATABASE_URL = harnessUrl;
});

async function routesAgainst(url: string) {
  delete holder.loyaltyDb;
  process.env.DATABASE_URL = url;
  vi.resetModules();
  return { live: (await import("../route.ts")).GET, ready: (await import("./route.ts")).GET };
}

describe.each([
  ["a closed PostgreSQL port", "postgresql://postgres@127.0.0.1:1/postgres", /Can't reach database server/],
  [
    "a missing SQLite folder",
    `file:${path.resolve("data", "test", "no-such-folder", "loyalty.db")}`,
    /directory does not exist/,
  ],
])("readiness against %s", (_name, url, detail) => {
  it("answers 503 with the database check failed, while liveness still answers ok", async () => {
    const logs = captureLogs();
    try {
      const { live, ready } = await routesAgainst(url);
      const body = await askReadiness(ready, 503);
      expect(body).toEqual({
        status: "error",
        checks: {
          database: { status: "error", durationMs: expect.any(Number), message: "the database is unreachable" },
          migrations: {
            status: "error",
            expected: expect.any(Number),
            applied: 0,
            message: "not checked: the database is unreachable",
          },
        },
      });
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|no-such-folder|ECONNREFUSED/);
      expect(logs.text()).toMatch(detail);
      expect((await callRoute(live, { path: "/api/health" })).status).toBe(200);
    } finally {
      logs.restore();
    }
  });
});
