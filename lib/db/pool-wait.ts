import type pg from "pg";

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void;

/**
 * Reports how long each checkout of a connection from the pool took (its own queries and Prisma's go
 * through connect()): the wait for a free connection, or for a new one to open.
 */
export function timePoolCheckouts(pool: pg.Pool, onWait: (ms: number) => void): void {
  const connect = pool.connect.bind(pool) as (callback?: ConnectCallback) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: ConnectCallback) => {
    const startedAt = performance.now();
    if (callback)
      return connect((error, client, done) => {
        onWait(performance.now() - startedAt);
        callback(error, client, done);
      });
    return connect()!.then((client) => {
      onWait(performance.now() - startedAt);
      return client;
    });
  }) as typeof pool.connect;
}
