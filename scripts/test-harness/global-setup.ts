import { rmSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../../lib/db/client.ts";
import { seedDemoData } from "../../prisma/seed/seed-demo-data.ts";
import {
  adminQuery,
  assertLocalDatabase,
  dropDatabase,
  migrateDatabase,
  sqliteTestFolder,
  testRunBase,
  withDatabaseName,
  type TemplateInfo,
} from "./test-databases.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo;
    /** Migrated, no demo data: for the test files named *.empty-db.test.ts (a production start's database). */
    dbEmptyTemplate: TemplateInfo;
  }
}

/** Migrates and seeds one template database per run; each test file works on its own clone. */
export default async function setup(project: TestProject) {
  // The seed writes audit entries signed with the key the test files verify with, and hashes the demo
  // passwords at the suite's cheap cost, as the test files' own users are hashed.
  Object.assign(process.env, project.config.env);
  const { provider, baseUrl } = testRunBase();
  assertLocalDatabase(baseUrl);
  const runId = `lo_test_${process.pid}`;
  const migrated = async (name: string) => {
    if (provider === "sqlite") {
      const url = `file:${path.join(sqliteTestFolder(runId), `${name}.db`)}`;
      migrateDatabase(url);
      return url;
    }
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${runId}_${name}"`);
    await adminQuery(baseUrl, `CREATE DATABASE "${runId}_${name}"`);
    const url = withDatabaseName(baseUrl, `${runId}_${name}`);
    migrateDatabase(url);
    return url;
  };
  const url = await migrated("tpl");
  const emptyUrl = await migrated("empty");
  const db = createDb(url);
  await seedDemoData(db, provider);
  await db.$disconnect();
  project.provide("dbTemplate", { provider, url, runId });
  project.provide("dbEmptyTemplate", { provider, url: emptyUrl, runId });

  return async () => {
    if (provider === "sqlite") rmSync(path.resolve("data", "test", runId), { recursive: true, force: true });
    else await Promise.all([dropDatabase(url), dropDatabase(emptyUrl)]);
  };
}
