import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "./lib.mjs";

// npm test on a machine without PostgreSQL: the SQLite tiers run and pass, and the summary says the
// PostgreSQL tier did not run and why, instead of failing with "postgresql migrations are stale".
describe("npm test without a reachable PostgreSQL", () => {
  it("passes the SQLite tiers and reports the PostgreSQL tier as not run", { timeout: 240_000 }, async () => {
    const closedPort = await freePort();
    const run = spawnSync(
      process.execPath,
      ["scripts/test.mjs", "--only=vitest", "--", "scripts/schema-freshness.test.ts"],
      {
        env: {
          ...process.env,
          DATABASE_URL: "file:./data/tiers-test.db",
          MIGRATION_DIFF_PG_URL: `postgresql://postgres@127.0.0.1:${closedPort}/postgres`,
          CI: "",
        },
        encoding: "utf8",
        timeout: 230_000,
      },
    );
    const summary = run.stdout.slice(run.stdout.lastIndexOf("=== summary ==="));
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(summary).toMatch(/passed\s+API and unit tests \(vitest, sqlite\): 2 passed, 0 failed/);
    expect(summary).toContain(
      `not run  PostgreSQL migration freshness: PostgreSQL at 127.0.0.1:${closedPort} is not reachable`,
    );
    expect(summary).toMatch(/not run\s+types, lint, build, browser, tree: not selected/);
    expect(summary.trim().split("\n").at(-1)).toBe("2 passed, 0 failed");
  });

  it("reports the PostgreSQL tier as not run when no PostgreSQL URL is given", { timeout: 240_000 }, () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      DATABASE_URL: "file:./data/tiers-test.db",
      CI: "",
    };
    delete env.MIGRATION_DIFF_PG_URL;
    const run = spawnSync(
      process.execPath,
      ["scripts/test.mjs", "--only=vitest", "--", "scripts/build-fingerprint.test.ts"],
      {
        env: env as NodeJS.ProcessEnv,
        encoding: "utf8",
        timeout: 230_000,
      },
    );
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain("not run  PostgreSQL migration freshness: no PostgreSQL URL given");
  });
});
