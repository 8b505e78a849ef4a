import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import type { SqliteDirect } from "./sqlite-direct.ts";

/**
 * The raw SQL transaction (lib/db/sql-transaction.ts) whose work runs in this async context: where its
 * statements go. Once it has ended (committed, rolled back, expired) the statements its work still sends
 * are refused, as Prisma refuses those of an ended interactive transaction (P2028). `working` stays true
 * until sqlTransaction settles: an expired transaction's work still runs, and its escapes to the top-level
 * client are refused until then (they would write outside it, or wait on the locks it still holds).
 */
export type HeldRawTransaction = { working: boolean } & (
  { kind: "sqlite"; direct: SqliteDirect; open: boolean } | { kind: "pg"; connection: pg.PoolClient | undefined }
);

export const heldRawTransaction = new AsyncLocalStorage<HeldRawTransaction>();

/** Whether this async context is the work of a raw transaction that has not settled (expired or not). */
export const inRawTransactionWork = (): boolean => heldRawTransaction.getStore()?.working === true;

/**
 * The mark of an ORM interactive transaction's work (db.$transaction, ormTransaction): open until the
 * transaction settles, so work it left running afterwards is not taken for its own.
 */
export const ormTransactionWork = new AsyncLocalStorage<{ open: boolean }>();

/** Runs an ORM interactive transaction's start with its work marked. */
export async function markedOrmTransaction<T>(start: () => Promise<T>): Promise<T> {
  const mark = { open: true };
  try {
    return await heldRawTransaction.exit(() => ormTransactionWork.run(mark, start));
  } finally {
    mark.open = false;
  }
}

/** Whether this async context is the work of a transaction of either kind that has not settled. */
export const inOpenTransaction = () => inRawTransactionWork() || ormTransactionWork.getStore()?.open === true;
