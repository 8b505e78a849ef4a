import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";

// A production start never runs without an explicit AUTH_SECRET (nor AUDIT_HMAC_KEY), and the demo
// data is loaded only into an empty database. .env is read, the real environment wins, all problems at once.
const clean: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !["AUTH_SECRET", "NEXTAUTH_SECRET", "NODE_ENV", "AUDIT_HMAC_KEY", "PASSWORD_HASH_COST"].includes(key),
  ),
);
const secret = "a-production-secret-of-enough-length";
/** The two ways a start is a production one, each on a database that must never be touched. */
const PRODUCTION_STARTS: [string, Record<string, string>][] = [
  ["on PostgreSQL", { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/never_created" }],
  ["with NODE_ENV=production", { DATABASE_URL: "file:./data/never-created.db", NODE_ENV: "production" }],
];
/** Runs npm start's script with exactly `env`, from `cwd` (this checkout by default). */
const start = (env: Record<string, string | undefined>, cwd?: string) =>
  spawnSync(process.execPath, [path.resolve("scripts/start.mjs")], {
    cwd,
    env: env as NodeJS.ProcessEnv,
    encoding: "utf8",
    timeout: 30_000,
  });

describe("npm start in production mode", () => {
  it.each(PRODUCTION_STARTS)("refuses to start %s without AUTH_SECRET, before touching the database", (_name, env) => {
    const run = start({ ...clean, ...env });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing to start/);
    expect(run.stderr).toContain("AUTH_SECRET: is required for a production start");
    expect(run.stderr).toContain("AUDIT_HMAC_KEY: is required for a production start");
  });

  it.each(PRODUCTION_STARTS)("refuses to start %s with AUTH_SECRET but without AUDIT_HMAC_KEY", (_name, env) => {
    const run = start({ ...clean, ...env, AUTH_SECRET: secret });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The environment has 1 problem");
    expect(run.stderr).toContain("AUDIT_HMAC_KEY: is required for a production start");
  });
});

describe("npm start's configuration", () => {
  it("reads .env under the real environment and lists every problem at once", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "start-env-"));
    try {
      writeFileSync(
        path.join(folder, ".env"),
        `PORT=http\nLOG_LEVEL=loud\nNODE_ENV=production\nAUDIT_HMAC_KEY=${secret}\n`,
      );
      const env: Record<string, string | undefined> = { ...clean, LOG_LEVEL: "debug" };
      delete env.PORT;
      const run = start(env, folder);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("The environment has 2 problems");
      expect(run.stderr).toContain('PORT: must be a whole number from 1 to 65535 (got "http")');
      // NODE_ENV=production came from the file; LOG_LEVEL=loud did not win over the real environment.
      expect(run.stderr).toContain("AUTH_SECRET: is required for a production start");
      expect(run.stderr).not.toContain("LOG_LEVEL");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("the demo seed", () => {
  it(
    "is loaded by npm run db:prepare with no secret set, signed with the key audit:verify derives",
    { timeout: 120_000 },
    () => {
      const folder = mkdtempSync(path.join(tmpdir(), "prepare-db-"));
      try {
        const env = {
          ...clean,
          DATABASE_URL: `file:${path.join(folder, "loyalty.db")}`,
        } as Record<string, string> as NodeJS.ProcessEnv;
        const prepared = spawnSync(process.execPath, ["scripts/prepare-db.mjs"], { env, encoding: "utf8" });
        expect(prepared.status, prepared.stderr).toBe(0);
        expect(prepared.stdout).toContain("demo data loaded");
        const verified = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/audit-verify.ts"], {
          env,
          encoding: "utf8",
        });
        expect(verified.status, verified.stderr).toBe(0);
        expect(verified.stdout).toContain("audit chain intact");
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );

  it("leaves a database that already holds data untouched", { timeout: 60_000 }, async () => {
    await db.customer.update({ where: { id: 5002 }, data: { firstName: "Edited" } });
    const before = [await db.customer.count(), await db.user.count(), await db.request.count()];
    const run = spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/seed-demo.ts"], {
      env: process.env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/already holds data: demo data not loaded/);
    expect([await db.customer.count(), await db.user.count(), await db.request.count()]).toEqual(before);
    expect((await db.customer.findUniqueOrThrow({ where: { id: 5002 } })).firstName).toBe("Edited");
  });
});
