// npm run db:migrate:new -- <name>
// Regenerates the PostgreSQL schema, then writes one migration per provider: the difference between the
// schema its folder's migrations produce (schema.snapshot.prisma) and the current source schema.
// (Prisma's own `migrate dev` needs a shadow database and a native engine; this needs neither.)
import { execFileSync } from "node:child_process";
import { validatedEnv } from "./lib.mjs";
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_");
if (!name) {
  console.error("usage: npm run db:migrate:new -- <name>");
  process.exit(2);
}
execFileSync(process.execPath, ["scripts/generate-pg-schema.mjs"], { stdio: "inherit" });
mkdirSync("data", { recursive: true });
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const providers = [
  ["sqlite", "prisma/schema.prisma", "file:./data/migration-diff.db"],
  [
    "postgresql",
    "prisma/postgresql/schema.prisma",
    validatedEnv().MIGRATION_DIFF_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  ],
];
for (const [provider, schema, url] of providers) {
  const folder = path.join("prisma", "migrations", provider);
  const snapshot = path.join(folder, "schema.snapshot.prisma");
  const sql = execFileSync(
    process.execPath,
    [
      "node_modules/prisma/build/index.js",
      "migrate",
      "diff",
      "--from-schema-datamodel",
      snapshot,
      "--to-schema-datamodel",
      schema,
      "--script",
    ],
    { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (!/\b(CREATE|ALTER|DROP)\b/i.test(sql)) {
    console.log(`${provider}: no change`);
    continue;
  }
  const dir = path.join(folder, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "migration.sql"), sql);
  copyFileSync(schema, snapshot);
  console.log(`${provider}: wrote ${dir}/migration.sql`);
}
