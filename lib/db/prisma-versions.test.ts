import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  adminQuery,
  assertLocalDatabase,
  migrateDatabase,
  withDatabaseName,
} from "@/scripts/test-harness/test-databases.ts";
import { createDb } from "./client.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "./database-url.mjs";

// docs/prisma-versions.md: every Prisma package on one exact version, and what that version is relied on for.
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const prismaPackages = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
  ([name]) => name === "prisma" || name.startsWith("@prisma/"),
);
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(path.join("node_modules", name, "package.json"), "utf8")) as { version: string }).version;

describe("the Prisma packages", () => {
  it("are pinned to one exact version, and that version is what is installed", () => {
    expect(prismaPackages.map(([name]) => name).sort()).toEqual(
      ["@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "@prisma/client", "prisma"].sort(),
    );
    const versions = new Set(prismaPackages.map(([, version]) => version));
    expect(versions.size).toBe(1);
    const [version] = versions;
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const [name] of prismaPackages) expect(installedVersion(name), name).toBe(version);
  });

  it("migrate a fresh database offline, and the client runs queries and interactive transactions on it", async () => {
    const base = databaseUrl();
    const onPostgres = providerOf(base) === "postgresql";
    const name = `prisma_versions_${process.pid}_${Date.now()}`;
    const url = onPostgres
      ? withDatabaseName(base, name)
      : `file:${path.join(path.dirname(sqliteFilePath(base)), `${name}.db`)}`;
    assertLocalDatabase(url);
    if (onPostgres) await adminQuery(base, `CREATE DATABASE "${name}"`);
    try {
      // On PostgreSQL the migration engine reads pg_catalog's `name` columns through the adapter.
      migrateDatabase(url);
      const client = createDb(url);
      try {
        expect(await client.organization.count()).toBe(0);
        const created = await client.$transaction(async (tx) => {
          await tx.organization.create({ data: { id: 1, name: "versions" } });
          return tx.organization.count();
        });
        expect(created).toBe(1);
        await expect(
          client.$transaction(async (tx) => {
            await tx.organization.create({ data: { id: 2, name: "rolled back" } });
            throw new Error("deliberate");
          }),
        ).rejects.toThrow("deliberate");
        expect(await client.organization.findMany({ select: { id: true } })).toEqual([{ id: 1 }]);
      } finally {
        await client.$disconnect();
      }
    } finally {
      if (onPostgres) await adminQuery(base, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      else for (const suffix of ["", "-wal", "-shm"]) rmSync(`${sqliteFilePath(url)}${suffix}`, { force: true });
    }
  }, 120_000);
});
