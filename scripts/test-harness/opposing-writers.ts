import { db, type Tx } from "@/lib/db/client.ts";
import { databaseUrl, providerOf } from "@/lib/db/database-url.mjs";
import { retryOnConflict } from "@/lib/db/retry-on-conflict.ts";

export const onPostgres = providerOf(databaseUrl()) === "postgresql";

/**
 * Two writers, each through retryOnConflict, taking the registrations of customers 5002 and 5003 in opposite
 * orders with `touch`. On PostgreSQL each holds its first row until the other holds its own, so the server
 * must break a deadlock; SQLite runs transactions one at a time. Answers how often the transactions ran.
 */
export async function runOpposingWriters(touch: (tx: Tx, customerId: number) => Promise<unknown>): Promise<number> {
  let runs = 0;
  let holding = 0;
  let release = () => {};
  const bothHold = new Promise<void>((resolve) => (release = resolve));
  const lockBoth = (first: number, second: number) =>
    retryOnConflict(() =>
      db.$transaction(async (tx) => {
        runs++;
        await touch(tx, first);
        if (onPostgres) {
          if (++holding === 2) release();
          await bothHold;
        }
        await touch(tx, second);
      }),
    );
  await Promise.all([lockBoth(5002, 5003), lockBoth(5003, 5002)]);
  return runs;
}
