/**
 * Awaits statements of one transaction that were sent without waiting for each other's answers. On PostgreSQL
 * the pool's connections pipeline (lib/db/pg-direct.ts): the statements go out together on the transaction's
 * connection, the database runs them in that order and the caller waits for one round trip instead of one
 * each; on SQLite each ran when it was sent. The first failure, in the given order, is thrown only once all
 * have settled, so none is still running when the transaction rolls back.
 */
export async function inOneFlight<T extends readonly unknown[]>(
  ...sent: { [K in keyof T]: Promise<T[K]> }
): Promise<T> {
  const settled = await Promise.allSettled(sent);
  for (const outcome of settled) if (outcome.status === "rejected") throw outcome.reason;
  return settled.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
