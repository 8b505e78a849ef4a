import "server-only";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { logger } from "../logging/logger.ts";
import { pingDatabase, readAppliedMigrations } from "./store/applied-migrations.ts";

export type CheckStatus = "ok" | "error";

export interface Readiness {
  status: CheckStatus;
  checks: {
    database: { status: CheckStatus; durationMs: number; message?: string };
    migrations: { status: CheckStatus; expected: number; applied: number; missing?: string[]; message?: string };
  };
}

// A probe must answer even when the database hangs instead of refusing.
const PROBE_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The migrations this build ships for a provider: the folders of prisma/migrations/<provider> with a migration.sql. */
export function shippedMigrations(
  provider: "sqlite" | "postgresql",
  root = /*turbopackIgnore: true*/ process.cwd(),
): string[] {
  const folder = path.join(root, "prisma", "migrations", provider);
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Ready means the database answers and every shipped migration is recorded as finished (not rolled back).
 * Details of a failure go to the log only: the probe is unauthenticated, so it names no host, path or SQL.
 */
export async function checkReadiness(options: { db: Db; provider: "sqlite" | "postgresql" }): Promise<Readiness> {
  const expected = shippedMigrations(options.provider);
  const started = performance.now();
  let appliedNames: string[];
  try {
    appliedNames = await withTimeout(readAppliedMigrations(options.db));
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    const reachable = await withTimeout(pingDatabase(options.db)).then(
      () => true,
      () => false,
    );
    logger().warn({ err: error, check: "readiness" }, "readiness check failed");
    return {
      status: "error",
      checks: {
        database: reachable
          ? { status: "ok", durationMs }
          : { status: "error", durationMs, message: "the database is unreachable" },
        migrations: {
          status: "error",
          expected: expected.length,
          applied: 0,
          message: reachable
            ? "the migrations table cannot be read: the database was never migrated"
            : "not checked: the database is unreachable",
        },
      },
    };
  }
  const durationMs = Math.round(performance.now() - started);
  const applied = new Set(appliedNames);
  const missing = expected.filter((name) => !applied.has(name));
  const migrations =
    missing.length === 0
      ? { status: "ok" as const, expected: expected.length, applied: expected.length }
      : { status: "error" as const, expected: expected.length, applied: expected.length - missing.length, missing };
  return { status: migrations.status, checks: { database: { status: "ok", durationMs }, migrations } };
}
