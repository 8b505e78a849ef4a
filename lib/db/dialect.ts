import "server-only";
import type pg from "pg";
import { PG_POOL, SQLITE_DIRECT, type Db, type Tx } from "./client.ts";
import { databaseUrl, providerOf } from "./database-url.mjs";
import { heldPg } from "./pg-direct.ts";
import { heldSqlite, type SqliteDirect } from "./sqlite-direct.ts";
import type { SqlTx } from "./transaction-types.ts";

export type SqlDialect = "sqlite" | "postgresql";

/**
 * The SQL dialect the client speaks, chosen here only: store modules that write a statement once per dialect
 * ask this (PostgreSQL runs several writes as one data-modifying WITH, which SQLite has no form of).
 */
export function sqlDialect(client: Db | Tx | SqlTx): SqlDialect {
  const marked = client as { [SQLITE_DIRECT]?: SqliteDirect; [PG_POOL]?: () => pg.Pool | Promise<pg.Pool> };
  if (marked[SQLITE_DIRECT] || heldSqlite.getStore()) return "sqlite";
  if (marked[PG_POOL] || heldPg.getStore()?.connection) return "postgresql";
  return providerOf(databaseUrl());
}

/** Picks the dialect's variant of a statement or fragment. */
export const byDialect = <T>(client: Db | Tx | SqlTx, variants: Record<SqlDialect, T>): T =>
  variants[sqlDialect(client)];
