import "server-only";
import type pg from "pg";
import { databaseUrl } from "./database-url.mjs";
import { behindTransactionPooler } from "./pg-direct.ts";

// A statement waiting on a lock holds up whatever its connection is sent next, the rollback included: at a
// transaction's limit it is cancelled from another connection, by its server process's id.

const backendPids = new WeakMap<pg.PoolClient, Promise<number | undefined>>();

/**
 * The id of the server process running the connection's open transaction: asked inside it, right after
 * BEGIN, so the answer comes in the same flight. pg's own copy (processID) is neither documented nor typed.
 * Asked once per connection, unless a pooler in transaction mode may run each transaction on another process.
 */
export function backendPidOf(connection: pg.PoolClient): Promise<number | undefined> {
  const pooled = behindTransactionPooler(databaseUrl());
  let pid = pooled ? undefined : backendPids.get(connection);
  if (!pid) {
    pid = connection.query<{ pid: number }>("SELECT pg_backend_pid() AS pid").then(
      (result) => result.rows[0]?.pid,
      () => {
        backendPids.delete(connection); // the transaction failed to begin: asked again by the next one
        return undefined;
      },
    );
    if (!pooled) backendPids.set(connection, pid);
  }
  return pid;
}

/**
 * Cancels the statement the server process is running, if any (one waiting for its next statement ignores
 * the cancel), on another connection of the pool; settles once the cancel has been sent, never rejects.
 */
export async function cancelStatementOf(
  pid: Promise<number | undefined>,
  anotherConnection: () => Promise<pg.PoolClient>,
): Promise<void> {
  const backend = await pid;
  if (backend === undefined) return;
  let other: pg.PoolClient;
  try {
    other = await anotherConnection();
  } catch {
    return; // none free: the rollback waits behind the statement, as it did without the cancel
  }
  try {
    await other.query("SELECT pg_cancel_backend($1)", [backend]);
    other.release();
  } catch (failed) {
    // The rollback still follows; a connection that failed is discarded rather than handed on.
    other.release(failed instanceof Error ? failed : true);
  }
}
