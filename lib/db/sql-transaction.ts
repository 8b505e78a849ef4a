import "server-only";
import type pg from "pg";
import { db, rawDriverOf, type Tx } from "./client.ts";
import { backendPidOf, cancelStatementOf } from "./cancel-statement.ts";
import { heldRawTransaction, type HeldRawTransaction } from "./held-raw-transaction.ts";
import type { SqlTx } from "./transaction-types.ts";
import {
  NoConnectionFree,
  OrmCallInSqlTransaction,
  SqlTransactionExpired,
  TransactionClosed,
} from "./transaction-errors.ts";

/** Prisma's interactive transaction defaults, which the ORM's transactions keep: the same limits apply here. */
const MAX_WAIT_MS = 2000;
const TIMEOUT_MS = 5000;
// The cancel of a statement in flight waits this long for a connection: the rollback waits behind it, and
// a pool with none free at the limit would hold the transaction's locks up to MAX_WAIT_MS longer.
const CANCEL_WAIT_MS = 250;

export { OrmCallInSqlTransaction, SqlTransactionExpired };

// What the work receives as its transaction client: raw SQL (lib/db/sql.ts) finds the connection through
// the async context; any ORM member is refused.
const refusingOrm = new Proxy(
  {},
  {
    get(_target, prop) {
      if (typeof prop === "symbol" || prop === "then") return undefined;
      // Raw SQL reaches the client itself only once the transaction has ended (lib/db/sql.ts).
      if (prop === "$queryRaw" || prop === "$executeRaw") throw new TransactionClosed();
      throw new OrmCallInSqlTransaction(
        `${prop} is an ORM call inside a raw SQL transaction (lib/db/sql-transaction.ts)`,
      );
    },
  },
) as unknown as SqlTx;

/**
 * A transaction whose work is raw SQL only (lib/db/sql.ts), for the hottest writes: BEGIN, the work's
 * statements and COMMIT straight on the driver, without Prisma's transaction manager, which inside the
 * server cost more CPU than the writes' own statements. On PostgreSQL it runs on a pool connection and BEGIN
 * goes out with the first statement; on SQLite on the one connection, under the client's lock for its whole
 * duration, as the ORM's transactions are. The limits are Prisma's: 2 s to get a connection (PostgreSQL),
 * 5 s for the whole transaction. An ORM call inside is refused: it would run outside the transaction.
 */
export function sqlTransaction<T>(work: (tx: SqlTx) => Promise<T>, limits = { timeoutMs: TIMEOUT_MS }): Promise<T> {
  const driver = rawDriverOf(db);
  if (driver?.kind === "sqlite") return driver.direct.transaction(() => work(refusingOrm), limits.timeoutMs);
  if (driver?.kind === "pg") return onPgConnection(driver.pool(), work, limits.timeoutMs);
  return db.$transaction((tx) => work(tx as unknown as SqlTx));
}

/** The ORM's interactive transaction, for work that calls the ORM: sqlTransaction's counterpart. */
export const ormTransaction = <T>(work: (tx: Tx) => Promise<T>): Promise<T> => db.$transaction(work);

async function onPgConnection<T>(pool: pg.Pool, work: (tx: SqlTx) => Promise<T>, timeoutMs: number): Promise<T> {
  const client = await connectWithin(pool, MAX_WAIT_MS);
  const held: Extract<HeldRawTransaction, { kind: "pg" }> = { kind: "pg", connection: client, working: true };
  let broken: Error | undefined;
  let rolledBack: Promise<void> | undefined;
  let cancelled: Promise<void> = Promise.resolve();
  let pid: Promise<number | undefined> = Promise.resolve(undefined);
  // Sent once, behind the statements already out (the connection answers in order), after the cancel.
  const rollback = () =>
    (rolledBack ??= cancelled
      .then(() => client.query("ROLLBACK"))
      .then(
        () => {},
        (failed: Error) => void (broken = failed),
      ));
  let expired = false;
  const timer = setTimeout(() => {
    // From now on the work's statements find no connection (refused). The rollback is sent at the limit, as
    // SQLite's and Prisma's is: the locks are freed then, not when the work settles, which may be never if it
    // waits on something those locks hold up. A statement in flight would hold the rollback up behind it (one
    // waiting on a row lock, for ever): it is cancelled first, and the connection goes back to the pool only
    // after the cancel, which then cannot reach the next transaction's statement.
    expired = true;
    held.connection = undefined;
    // Only while the work still runs: once its own rollback is out, nothing of it is in flight to cancel.
    if (!rolledBack) cancelled = cancelStatementOf(pid, () => connectWithin(pool, CANCEL_WAIT_MS));
    void rollback();
  }, timeoutMs);
  try {
    // The pool's connections pipeline: BEGIN goes out with the work's first statement.
    const begun = client.query("BEGIN");
    begun.catch(() => {}); // awaited below; a failure also fails the statements sent behind it
    pid = backendPidOf(client);
    const result = await heldRawTransaction.run(held, () => work(refusingOrm));
    await begun;
    clearTimeout(timer);
    if (expired) throw new Error("expired");
    held.connection = undefined;
    await client.query("COMMIT");
    return result;
  } catch (error) {
    clearTimeout(timer);
    held.connection = undefined;
    await rollback();
    throw expired ? new SqlTransactionExpired(timeoutMs) : error;
  } finally {
    clearTimeout(timer);
    held.working = false;
    // A cancel still on its way must not reach the connection's next transaction.
    await cancelled;
    // A connection whose rollback failed is discarded rather than handed to the next caller.
    client.release(broken);
  }
}

/** A pool connection, or an error after `ms` (a connection that comes later goes straight back). */
async function connectWithin(pool: pg.Pool, ms: number): Promise<pg.PoolClient> {
  const connecting = pool.connect();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      connecting.then(
        (client) => client.release(),
        () => {},
      );
      reject(new NoConnectionFree(ms));
    }, ms);
  });
  try {
    return await Promise.race([connecting, late]);
  } finally {
    clearTimeout(timer);
  }
}
