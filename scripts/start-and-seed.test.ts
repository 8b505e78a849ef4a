import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";

// Issue 2: a production start never runs without an explicit AUTH_SECRET, and the demo data is loaded
// only into an empty database.
const clean: Record<string, string | undefined> = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== "AUTH_SECRET" && key !== "NEXTAUTH_SECRET" && key !== "NODE_ENV"),
);

describe("npm start in production mode", () => {
  it.each([
    ["on PostgreSQL", { DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/never_created" }],
    ["with NODE_ENV=production", { DATABASE_URL: "file:./data/never-created.db", NODE_ENV: "production" }],
  ] as [string, Record<string, string>][])("refuses to start %s without AUTH_SECRET, before touching the database", (_name, env) => {
    const run = spawnSync(process.execPath, ["scripts/start.mjs"], { env: { ...clean, ...env } as NodeJS.ProcessEnv, encoding: "utf8", timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/Refusing a production start without AUTH_SECRET/);
  });
});

describe("the demo seed", () => {
  it("leaves a database that already holds data untouched", { timeout: 60_000 }, async () => {
    await db.customer.update({ where: { id: 5002 }, data: { firstName: "Edited" } });
    const before = [await db.customer.count(), await db.user.count(), await db.request.count()];
    const run = spawnSync("node_modules/.bin/tsx", ["scripts/seed-demo.ts"], { env: process.env, encoding: "utf8", timeout: 60_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/already holds data: demo data not loaded/);
    expect([await db.customer.count(), await db.user.count(), await db.request.count()]).toEqual(before);
    expect((await db.customer.findUniqueOrThrow({ where: { id: 5002 } })).firstName).toBe("Edited");
  });
});
