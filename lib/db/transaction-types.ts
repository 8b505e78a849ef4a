import type { Db, Tx } from "./client.ts";

declare const rawSqlOnly: unique symbol;

/**
 * What sqlTransaction's work receives: a handle on a transaction that runs raw SQL only (lib/db/sql.ts).
 * It has no ORM members, so an ORM call inside a raw transaction, which would run outside it, does not
 * compile; at run time the handle refuses one as well.
 */
export interface SqlTx {
  readonly [rawSqlOnly]: "raw SQL transaction";
}

/** A transaction of either kind, for store functions that run raw SQL only. */
export type AnyTx = Tx | SqlTx;

/** Where raw SQL may run: the top-level client or a transaction of either kind. */
export type SqlClient = Db | Tx | SqlTx;
