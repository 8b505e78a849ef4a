// What db:seed-scale needs of a database: its two writers (seed-scale-sqlite.ts, seed-scale-postgres.ts).
import type { ChainHead, TableRows } from "./seed-scale-rows.ts";

export interface BulkWriter {
  provider: "sqlite" | "postgresql";
  /** The first column of the first row of a query written with $1, $2... parameters. */
  scalar(sql: string, params?: unknown[]): Promise<unknown>;
  /** Takes a block of `count` ids of the table from its id sequence; returns the block's first id. */
  reserveIds(table: "Customer" | "Request", count: number): Promise<number>;
  /**
   * Inserts the rows, table after table, in one transaction. Writes on different lanes may run at once
   * (PostgreSQL: a connection each); one lane's writes run in order.
   */
  write(tables: TableRows[], lane?: number): Promise<void>;
  /** In one transaction: claims organization 100's audit chain head, inserts what `build` chains after it, moves the head. */
  writeAudit(build: (head: ChainHead) => { rows: TableRows; head: ChainHead }): Promise<void>;
  /** After the load: what the database needs before it serves (checkpoint, statistics). */
  finish(): Promise<void>;
  close(): Promise<void>;
}
