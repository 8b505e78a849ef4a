// Writes prisma/postgresql/schema.prisma from the SQLite source schema. With --check, exits 1 when the
// committed file differs (the test suite runs that check).
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const source = path.join(root, "prisma", "schema.prisma");
const target = path.join(root, "prisma", "postgresql", "schema.prisma");

export function postgresSchemaFrom(text) {
  return (
    "// GENERATED from prisma/schema.prisma by `npm run db:schemas`. Do not edit.\n" +
    text
      .replace(/^\/\/ Source schema[\s\S]*?\n\n/, "")
      .replace('provider = "sqlite"', 'provider = "postgresql"')
      .replace('url      = "file:./unused.db"', 'url      = "postgresql://unused"')
      .replace('output       = "../lib/db/generated/sqlite"', 'output       = "../../lib/db/generated/postgresql"')
  );
}

const expected = postgresSchemaFrom(readFileSync(source, "utf8"));
if (process.argv.includes("--check")) {
  let actual = "";
  try {
    actual = readFileSync(target, "utf8");
  } catch {
    /* missing counts as stale */
  }
  if (actual !== expected) {
    console.error("prisma/postgresql/schema.prisma is stale: run `npm run db:schemas`");
    process.exit(1);
  }
} else {
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, expected);
  console.log("wrote prisma/postgresql/schema.prisma");
}
