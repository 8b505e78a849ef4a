import "server-only";
import Database from "better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { Prisma } from "./generated/sqlite/client.ts";
import { heldRawTransaction, type HeldRawTransaction } from "./held-raw-transaction.ts";
import type { SerialLock } from "./serial-lock.ts";
import { SqlTransactionExpired, TransactionClosed } from "./transaction-errors.ts";

type Connection = BetterSqlite3.Database;
type Statement = BetterSqlite3.Statement<unknown[], Record<string, unknown>>;
type Convert = (value: unknown) => unknown;
type HeldSqlite = Extract<HeldRawTransaction, { kind: "sqlite" }>;

interface Prepared {
  statement: Statement;
  /** Per result column, how the value Prisma's raw query would return is made from the driver's. */
  columns: { name: string; convert: Convert | null }[] | null;
}

/** How long a statement waits for another process's write lock before failing, as Prisma's connection does. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Raw SQL on a better-sqlite3 connection of our own to the database file Prisma's client uses, under that
 * client's process-wide lock, so the two connections never run at once, with each statement prepared once.
 * A raw query through Prisma costs its request pipeline and query interpreter per call, several times the
 * statement itself on the hot paths; this runs the same Prisma.Sql and returns rows typed as Prisma's raw
 * query types them by declared column type (DATETIME as Date, BOOLEAN as boolean, DECIMAL as Decimal),
 * integers as numbers.
 */
export class SqliteDirect {
  private connection: Connection | undefined;
  private prepared = new Map<string, Prepared>();

  constructor(
    private readonly file: string,
    private readonly lock: SerialLock,
  ) {}

  /** The connection, opened with the PRAGMAs the app's SQLite databases run with (WAL persists in the file). */
  open(): Connection {
    if (this.connection?.open) return this.connection;
    const connection = new Database(this.file, { timeout: SQLITE_BUSY_TIMEOUT_MS });
    connection.pragma("journal_mode = WAL");
    connection.pragma("synchronous = NORMAL");
    connection.pragma("foreign_keys = ON");
    this.prepared = new Map();
    return (this.connection = connection);
  }

  close(): void {
    this.connection?.close();
    this.connection = undefined;
  }

  /** `transaction`: the raw transaction the statement belongs to, which must still be open. */
  rows<T>(query: Prisma.Sql, transaction?: HeldSqlite): Promise<T[]> {
    return this.withConnection((connection) => this.rowsOn<T>(connection, query, transaction));
  }

  execute(query: Prisma.Sql, transaction?: HeldSqlite): Promise<number> {
    return this.withConnection((connection) => {
      const { statement, values } = this.bind(connection, query, transaction);
      return statement.run(...values).changes;
    });
  }

  /**
   * The work as one transaction on the connection (sqlTransaction on SQLite), holding the client's lock
   * throughout as the ORM's transactions do: BEGIN, the work's raw statements (found through
   * heldRawTransaction), COMMIT; ROLLBACK when it fails or runs past timeoutMs, after which its statements are
   * refused. Statements are synchronous, so the rollback of an expired transaction never cuts one short.
   */
  async transaction<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
    return this.lock.run(async () => {
      const connection = this.open();
      const held: HeldSqlite = { kind: "sqlite", direct: this, open: true, working: true };
      this.prepare(connection, "BEGIN").statement.run();
      let expired = false;
      const timer = setTimeout(() => {
        expired = true;
        held.open = false;
        if (connection.inTransaction) connection.exec("ROLLBACK");
      }, timeoutMs);
      try {
        const result = await heldRawTransaction.run(held, work);
        if (expired) throw new SqlTransactionExpired(timeoutMs);
        held.open = false;
        this.prepare(connection, "COMMIT").statement.run();
        return result;
      } catch (error) {
        held.open = false;
        if (connection.inTransaction) connection.exec("ROLLBACK");
        throw expired ? new SqlTransactionExpired(timeoutMs) : error;
      } finally {
        clearTimeout(timer);
        held.working = false;
      }
    });
  }

  // The statement is synchronous: when the lock is free (or held here) it runs at once, without the
  // promise hops of queueing for the lock, which cost more than a point read inside Next's async contexts.
  private withConnection<T>(work: (connection: Connection) => T): Promise<T> {
    try {
      const connection = this.open();
      const now = this.lock.runNow(() => work(connection));
      if (now) return Promise.resolve(now.value);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.lock.run(async () => work(this.open()));
  }

  /** The prepared statement and its parameters, for a transaction's statement only while it is open. */
  private bind(connection: Connection, query: Prisma.Sql, transaction: HeldSqlite | undefined) {
    if (transaction && !transaction.open) throw new TransactionClosed();
    return { ...this.prepare(connection, query.sql), values: query.values.map(toSqliteValue) };
  }

  private rowsOn<T>(connection: Connection, query: Prisma.Sql, transaction: HeldSqlite | undefined): T[] {
    const { statement, columns, values } = this.bind(connection, query, transaction);
    if (!columns) {
      statement.run(...values);
      return [];
    }
    const raw = statement.raw(true).all(...values) as unknown as unknown[][];
    return raw.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const { name, convert } = columns[i];
        const value = row[i];
        out[name] = convert && value !== null ? convert(value) : value;
      }
      return out as T;
    });
  }

  private prepare(connection: Connection, sql: string): Prepared {
    const cache = this.prepared;
    let prepared = cache.get(sql);
    if (!prepared) {
      const statement = connection.prepare(sql) as Statement;
      statement.safeIntegers(false);
      const columns = statement.reader
        ? statement.columns().map((column) => ({ name: column.name, convert: converterFor(column.type) }))
        : null;
      prepared = { statement, columns };
      // Hot paths use a few dozen texts; a query built with a varying IN list must not grow this forever.
      if (cache.size >= MAX_STATEMENTS) cache.clear();
      cache.set(sql, prepared);
    }
    return prepared;
  }
}

const MAX_STATEMENTS = 500;

/** Parameters as Prisma's SQLite adapter binds them (its default iso8601 timestamp format). */
function toSqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("Z", "+00:00");
  if (typeof value === "boolean") return value ? 1 : 0;
  if (Prisma.Decimal.isDecimal(value)) return Number(value.toString());
  return value;
}

// "2026-01-31 10:00:00" (SQLite's CURRENT_TIMESTAMP) is UTC, as Prisma reads it; Date would take it as local.
const SQLITE_TIMESTAMP = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d(?:\.\d+)?)$/;

function converterFor(declaredType: string | null): Convert | null {
  switch (declaredType?.toUpperCase()) {
    case "DATETIME":
      return (value) => {
        if (typeof value !== "string") return new Date(Number(value));
        const plain = SQLITE_TIMESTAMP.exec(value);
        return new Date(plain ? `${plain[1]}T${plain[2]}Z` : value);
      };
    case "BOOLEAN":
      return (value) => value === 1 || value === "1" || value === true;
    case "DECIMAL":
      return (value) => new Prisma.Decimal(value as number | string);
    case "BIGINT":
      return (value) => BigInt(value as number | string);
    default:
      return null;
  }
}
