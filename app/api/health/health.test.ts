import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { db, dbProvider } from "@/lib/db/client.ts";
import { shippedMigrations } from "@/lib/health/check-readiness.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { askReadiness } from "@/scripts/test-harness/readiness.ts";
import { captureLogs, type CapturedLogs } from "@/scripts/test-harness/capture-logs.ts";
import { expectOnlyLogLine } from "@/scripts/test-harness/log-lines.ts";
import { GET as live } from "./route.ts";
import { GET as ready } from "./ready/route.ts";

let logs: CapturedLogs;
beforeEach(() => void (logs = captureLogs("debug")));
afterEach(() => logs.restore());

describe("GET /api/health (liveness)", () => {
  it("answers ok without credentials, uncached, with a request id and a debug log line", async () => {
    const res = await callRoute(live, { path: "/api/health", headers: { "x-cap-requestid": "probe-live" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", uptimeSeconds: expect.any(Number) });
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-cap-requestid")).toBe("probe-live");
    expectOnlyLogLine(logs, {
      level: "debug",
      requestId: "probe-live",
      path: "/api/health",
      status: 200,
      served: "health",
    });
  });
});

describe("GET /api/health/ready (readiness)", () => {
  const expected = shippedMigrations(dbProvider());

  it("answers ok when the database answers and every shipped migration is applied", async () => {
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(await askReadiness(ready, 200)).toEqual({
      status: "ok",
      checks: {
        database: { status: "ok", durationMs: expect.any(Number) },
        migrations: { status: "ok", expected: expected.length, applied: expected.length },
      },
    });
  });

  it("answers 503 naming the migration the database lacks", async () => {
    const latest = expected.at(-1)!;
    expect(latest).toMatch(/^\d{14}_[a-z0-9_]+$/);
    await db.$executeRawUnsafe(
      `CREATE TABLE health_saved_migration AS SELECT * FROM _prisma_migrations WHERE migration_name = '${latest}'`,
    );
    await db.$executeRawUnsafe(`DELETE FROM _prisma_migrations WHERE migration_name = '${latest}'`);
    try {
      expect(await askReadiness(ready, 503)).toEqual({
        status: "error",
        checks: {
          database: { status: "ok", durationMs: expect.any(Number) },
          migrations: { status: "error", expected: expected.length, applied: expected.length - 1, missing: [latest] },
        },
      });
    } finally {
      await db.$executeRawUnsafe("INSERT INTO _prisma_migrations SELECT * FROM health_saved_migration");
      await db.$executeRawUnsafe("DROP TABLE health_saved_migration");
    }
    expect((await callRoute(ready, { path: "/api/health/ready" })).status).toBe(200);
  });

  it("answers 503 when a migration was rolled back", async () => {
    const first = expected[0];
    await db.$executeRawUnsafe(
      `UPDATE _prisma_migrations SET rolled_back_at = CURRENT_TIMESTAMP WHERE migration_name = '${first}'`,
    );
    try {
      expect((await askReadiness(ready, 503)).checks.migrations).toMatchObject({ status: "error", missing: [first] });
    } finally {
      await db.$executeRawUnsafe(
        `UPDATE _prisma_migrations SET rolled_back_at = NULL WHERE migration_name = '${first}'`,
      );
    }
  });
});
