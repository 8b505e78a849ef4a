import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { postgresTierUrl } from "./lib.mjs";

// One source schema; the PostgreSQL schema is generated from it and each provider's migrations must
// produce it. A schema change without `npm run db:schemas` and a new migration fails here.
const prisma = (args: string[], url: string) =>
  spawnSync(process.execPath, ["node_modules/prisma/build/index.js", ...args], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });

describe("schema freshness", () => {
  it("the generated PostgreSQL schema matches the source schema", () => {
    expect(() =>
      execFileSync(process.execPath, ["scripts/generate-pg-schema.mjs", "--check"], { stdio: "pipe" }),
    ).not.toThrow();
  });

  // The PostgreSQL diff needs a server: it is part of the run only when one is given (npm test says so).
  const pgUrl = postgresTierUrl();
  it.each([
    ["sqlite", "prisma/schema.prisma", "file:./data/freshness.db"],
    ...(pgUrl ? [["postgresql", "prisma/postgresql/schema.prisma", pgUrl]] : []),
  ])("the %s migrations produce the current schema", { timeout: 180_000 }, (provider, schema, url) => {
    const folder = `prisma/migrations/${provider}`;
    const migrations = readdirSync(folder)
      .filter((name) => /^\d{14}_/.test(name))
      .sort();
    expect(migrations.length).toBeGreaterThan(0);
    // the snapshot is the datamodel the folder's migrations were generated to reach
    const diff = prisma(
      [
        "migrate",
        "diff",
        "--from-schema-datamodel",
        `${folder}/schema.snapshot.prisma`,
        "--to-schema-datamodel",
        schema,
        "--exit-code",
      ],
      url,
    );
    expect(
      diff.status,
      `${provider} migrations are stale: run npm run db:migrate:new -- <name>\n${diff.stdout}${diff.stderr}`,
    ).toBe(0);
    // and replaying the migrations from empty yields exactly that snapshot
    const all = migrations.map((name) => readFileSync(`${folder}/${name}/migration.sql`, "utf8")).join("\n");
    const fromEmpty = prisma(
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", `${folder}/schema.snapshot.prisma`, "--script"],
      url,
    );
    expect(fromEmpty.status).toBe(0);
    if (migrations.length === 1) expect(all.trim()).toBe(fromEmpty.stdout.trim());
  });
});
