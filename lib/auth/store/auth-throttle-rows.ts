import "server-only";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import type { SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

// Raw statements on rate-limiter-flexible's AuthThrottle table (its own layout: key, points, expire),
// for what its API has no cheap or exact form of.

export interface ThrottleRow {
  key: string;
  points: number | bigint;
  /** As the driver returns it: a Date, an ISO text or epoch milliseconds (SQLite raw reads differ). */
  expire: Date | string | number | bigint | null;
}

/**
 * The rows of the keys, in one read by primary key: this runs on every Basic and bearer call, and a raw
 * read skips the ORM's per-query planning, which profiling showed was most of its cost.
 */
export const readThrottleRows = (client: SqlClient, keys: string[]) =>
  sqlRows<ThrottleRow>(
    client,
    Prisma.sql`SELECT "key", "points", "expire" FROM "AuthThrottle" WHERE "key" IN (${Prisma.join(keys)})`,
  );

/** One point back (the store's reward would start a new window at -1 on a row that expired meanwhile). */
export const giveBackPoint = (client: SqlClient, key: string) =>
  sqlExecute(
    client,
    Prisma.sql`UPDATE "AuthThrottle" SET "points" = "points" - 1 WHERE "key" = ${key} AND "points" > 0`,
  );

/** Deletes the key's count unless it is above `limit` (a lockout's row holds limit + 1 points). */
export const deleteCountUpTo = (client: SqlClient, key: string, limit: number) =>
  sqlExecute(client, Prisma.sql`DELETE FROM "AuthThrottle" WHERE "key" = ${key} AND "points" <= ${limit}`);
