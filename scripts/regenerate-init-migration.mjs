// Until the first release, schema changes regenerate the single init migration of each provider
// (after a release, use `npm run db:migrate:new -- <name>` instead). Also refreshes the generated
// PostgreSQL schema, the migration snapshots and both Prisma clients.
import { execFileSync } from "node:child_process";
import { validatedEnv } from "./lib.mjs";
import { copyFileSync, writeFileSync } from "node:fs";

execFileSync(process.execPath, ["scripts/generate-pg-schema.mjs"], { stdio: "inherit" });
for (const [provider, schema, url] of [
  ["sqlite", "prisma/schema.prisma", "file:./data/migration-diff.db"],
  [
    "postgresql",
    "prisma/postgresql/schema.prisma",
    validatedEnv().MIGRATION_DIFF_PG_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  ],
]) {
  const sql = execFileSync(
    process.execPath,
    [
      "node_modules/prisma/build/index.js",
      "migrate",
      "diff",
      "--from-empty",
      "--to-schema-datamodel",
      schema,
      "--script",
    ],
    { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  writeFileSync(`prisma/migrations/${provider}/20261120000000_init/migration.sql`, sql);
  copyFileSync(schema, `prisma/migrations/${provider}/schema.snapshot.prisma`);
}
execFileSync(process.execPath, ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
console.log("init migrations, snapshots and clients regenerated");
