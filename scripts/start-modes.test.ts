import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createDb, db } from "../lib/db/client.ts";
import { adminQuery, dropDatabase, testRunBase, withDatabaseName } from "./test-harness/test-databases.ts";

// A production start needs DATA_ENCRYPTION_KEY and refuses a database whose demo accounts take their
// public passwords; LOYALTY_MODE=demo runs demo mode on any database, seeding an empty one.
const clean: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) =>
      ![
        "AUTH_SECRET",
        "NEXTAUTH_SECRET",
        "NODE_ENV",
        "DATA_ENCRYPTION_KEY",
        "LOYALTY_MODE",
        "PASSWORD_HASH_COST",
      ].includes(key),
  ),
);
const SECRET = "start-modes-secret-start-modes-0001";
const node = (script: string, env: Record<string, string | undefined>, args: string[] = []) =>
  spawnSync(process.execPath, [script, ...args], { env: env as NodeJS.ProcessEnv, encoding: "utf8", timeout: 90_000 });
const tsx = (script: string, args: string[] = []) =>
  spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", script, ...args], {
    env: process.env,
    encoding: "utf8",
    timeout: 60_000,
  });

describe("a production start", () => {
  it.each([
    ["on PostgreSQL", { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/never_created" }],
    ["with NODE_ENV=production", { DATABASE_URL: "file:./data/never-created.db", NODE_ENV: "production" }],
    ["with LOYALTY_MODE=production", { DATABASE_URL: "file:./data/never-created.db", LOYALTY_MODE: "production" }],
  ] as [string, Record<string, string>][])(
    "refuses %s without DATA_ENCRYPTION_KEY, before touching the database",
    (_name, env) => {
      const run = node("scripts/start.mjs", { ...clean, AUTH_SECRET: SECRET, ...env });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/Refusing to start/);
      expect(run.stderr).toContain("DATA_ENCRYPTION_KEY: is required for a production start");
      expect(run.stderr).not.toContain("AUTH_SECRET");
    },
  );

  it(
    "refuses a database holding the demo accounts, says what to do, and starts checking clean once they are retired",
    { timeout: 120_000 },
    async () => {
      const run = node("scripts/start.mjs", {
        ...clean,
        DATABASE_URL: process.env.DATABASE_URL,
        LOYALTY_MODE: "production",
        AUTH_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: SECRET,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("Refusing to start in production mode: this database holds demo accounts");
      expect(run.stderr).toMatch(/demo\.checker.*demo-integration|demo-integration.*demo\.checker/);
      expect(run.stderr).toContain("npm run demo:retire");
      try {
        const retired = tsx("scripts/demo-accounts.ts", ["--retire"]);
        expect(retired.status, retired.stderr).toBe(0);
        expect(retired.stdout).toContain("deactivated: ");
        expect(await db.user.count({ where: { username: "demo.checker", active: true } })).toBe(0);
        const check = tsx("scripts/demo-accounts.ts");
        expect(check.status, check.stderr).toBe(0);
      } finally {
        await db.user.updateMany({ data: { active: true } });
      }
    },
  );
});

describe("LOYALTY_MODE=demo", () => {
  it(
    "loads the demo data into an empty database that would otherwise be a production one",
    { timeout: 120_000 },
    async () => {
      const { provider, baseUrl } = testRunBase();
      const name = `demo_mode_${process.pid}`;
      const folder = mkdtempSync(path.join(tmpdir(), "demo-mode-"));
      // On PostgreSQL, production is implied by the database; on SQLite, by NODE_ENV=production.
      const url = provider === "postgresql" ? withDatabaseName(baseUrl, name) : `file:${path.join(folder, "demo.db")}`;
      if (provider === "postgresql") await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
      const env = { ...clean, DATABASE_URL: url, NODE_ENV: provider === "postgresql" ? undefined : "production" };
      // Opened only between the runs, so no connection of this process holds the file while they migrate.
      const read = async <T>(query: (client: ReturnType<typeof createDb>) => Promise<T>) => {
        const client = createDb(url);
        try {
          return await query(client);
        } finally {
          await client.$disconnect();
        }
      };
      try {
        const implied = node("scripts/prepare-db.mjs", env);
        expect(implied.status, implied.stderr).toBe(0);
        expect(await read((c) => c.user.count())).toBe(0);
        const demo = node("scripts/prepare-db.mjs", { ...env, LOYALTY_MODE: "demo" });
        expect(demo.status, demo.stderr).toBe(0);
        expect(demo.stdout).toContain("demo data loaded");
        expect(await read((c) => c.user.findUnique({ where: { username: "demo.checker" } }))).not.toBeNull();
        expect(await read((c) => c.customer.count())).toBeGreaterThan(0);
      } finally {
        await dropDatabase(url);
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
