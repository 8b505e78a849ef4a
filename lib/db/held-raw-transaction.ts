import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { SqliteDirect } from "./sqlite-direct.ts";

/**
 * The raw SQL transaction (lib/db/sql-transaction.ts) whose work runs in this async context: where its
 * statements go. Once it has ended (committed, rolled back, expired) the statements its work still sends
 * are refused, as Prisma refuses those of an ended interactive transaction (P2028).
 */
export type HeldRawTransaction =
  { kind: "sqlite"; direct: SqliteDirect; open: boolean } | { kind: "pg"; connection: pg.PoolClient | undefined };

export const heldRawTransaction = new AsyncLocalStorage<HeldRawTransaction>();
