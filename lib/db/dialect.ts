import "server-only";
import { rawDriverOf, type Db, type Tx } from "./client.ts";
import { databaseUrl, providerOf } from "./database-url.mjs";
import { heldRawTransaction } from "./held-raw-transaction.ts";
import type { SqlTx } from "./transaction-types.ts";

export type SqlDialect = "sqlite" | "postgresql";

/**
 * The SQL dialect the client speaks, chosen here only: store modules that write a statement once per dialect
 * ask this (PostgreSQL runs several writes as one data-modifying WITH, which SQLite has no form of).
 */
export function sqlDialect(client: Db | Tx | SqlTx): SqlDialect {
  const kind = rawDriverOf(client)?.kind ?? heldRawTransaction.getStore()?.kind;
  if (kind === "sqlite") return "sqlite";
  if (kind === "pg") return "postgresql";
  return providerOf(databaseUrl());
}

/** Picks the dialect's variant of a statement or fragment. */
export const byDialect = <T>(client: Db | Tx | SqlTx, variants: Record<SqlDialect, T>): T =>
  variants[sqlDialect(client)];
