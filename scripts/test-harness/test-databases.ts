import { copyFileSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { execFileSync } from "node:child_process";
import pg from "pg";
import { databaseUrl, providerOf, sqliteFilePath } from "../../lib/db/database-url.mjs";

// Test databases: a template migrated and seeded once per run, cloned for each test file.
// Only local databases are ever created or dropped (dub's assert-local-database idea).

export interface TemplateInfo {
  provider: "sqlite" | "postgresql";
  url: string;
  runId: string;
}

export function assertLocalDatabase(url: string): void {
  if (providerOf(url) === "postgresql") {
    const host = new URL(url).hostname;
    if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host))
      throw new Error(`refusing to run destructive tests against the non-local database host ${host}`);
  }
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabaseName(url, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function migrateDatabase(url: string): void {
  execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
    env: { ...process.env, DATABASE_URL: url, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export function testRunBase(): { provider: "sqlite" | "postgresql"; baseUrl: string } {
  const baseUrl = databaseUrl();
  return { provider: providerOf(baseUrl), baseUrl };
}

export async function cloneTemplate(template: TemplateInfo, label: string): Promise<string> {
  const name = `${template.runId}_${label}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, "_")
    .slice(0, 60);
  if (template.provider === "sqlite") {
    const folder = path.dirname(sqliteFilePath(template.url));
    const file = path.join(folder, `${name}.db`);
    copyFileSync(sqliteFilePath(template.url), file);
    return `file:${file}`;
  }
  const sql = `CREATE DATABASE "${name}" TEMPLATE "${new URL(template.url).pathname.slice(1)}"`;
  // Concurrent clones of one template collide ("being accessed by other users"): retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(template.url, sql);
      return withDatabaseName(template.url, name);
    } catch (error) {
      if (attempt >= 50 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
}

export async function dropDatabase(url: string): Promise<void> {
  if (providerOf(url) === "sqlite") {
    const file = sqliteFilePath(url);
    for (const suffix of ["", "-wal", "-shm"]) rmSync(file + suffix, { force: true });
    return;
  }
  await adminQuery(url, `DROP DATABASE IF EXISTS "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
}

export function sqliteTestFolder(runId: string): string {
  const folder = path.resolve("data", "test", runId);
  mkdirSync(folder, { recursive: true });
  return folder;
}
