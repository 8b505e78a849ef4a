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
  let url: string;
  if (provider === "sqlite") {
    url = `file:${path.join(sqliteTestFolder(runId), "template.db")}`;
  } else {
    url = withDatabaseName(baseUrl, `${runId}_tpl`);
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${runId}_tpl"`);
    await adminQuery(baseUrl, `CREATE DATABASE "${runId}_tpl"`);
  }
  migrateDatabase(url);
  const db = createDb(url);
  await seedDemoData(db, provider);
  await db.$disconnect();
  project.provide("dbTemplate", { provider, url, runId });

  return async () => {
    if (provider === "sqlite") rmSync(path.resolve("data", "test", runId), { recursive: true, force: true });
    else await dropDatabase(url);
  };
}
