import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type BetterSqlite3 from "better-sqlite3";
import { Prisma } from "./generated/sqlite/client.ts";
import type { SerialLock } from "./serial-lock.ts";
import { SqlTransactionExpired, TransactionClosed } from "./transaction-errors.ts";

type Connection = BetterSqlite3.Database;
type Statement = BetterSqlite3.Statement<unknown[], Record<string, unknown>>;
type Convert = (value: unknown) => unknown;

interface Prepared {
  statement: Statement;
  /** Per result column, how the value Prisma's raw query would return is made from the driver's. */
  columns: { name: string; convert: Convert | null }[] | null;
}

/**
 * Raw SQL straight on the connection a Prisma SQLite client shares, under that client's process-wide
 * lock, with each statement prepared once. A raw query through Prisma costs its request pipeline and
 * query interpreter per call, several times the statement itself on the hot paths (in a CPU profile);
 * this runs the same Prisma.Sql and returns rows typed as Prisma's raw query types them by declared
 * column type (DATETIME as Date, BOOLEAN as boolean, DECIMAL as Decimal), integers as numbers.
 */
export class SqliteDirect {
  private readonly prepared = new WeakMap<Connection, Map<string, Prepared>>();

  constructor(
    private readonly connect: () => Promise<Connection>,
    private readonly lock: SerialLock,
    /** The connection once it is open and prepared, else undefined. */
    private readonly current: () => Connection | undefined,
  ) {}

  /** `inTransaction`: for a transaction client, whose transaction must still be open. */
  rows<T>(query: Prisma.Sql, inTransaction = false): Promise<T[]> {
    return this.withConnection((connection) => this.rowsOn<T>(connection, query, inTransaction));
  }

  execute(query: Prisma.Sql, inTransaction = false): Promise<number> {
    return this.withConnection((connection) => {
      const { statement, values } = this.bind(connection, query, inTransaction);
      return statement.run(...values).changes;
    });
  }

  /**
   * The work as one transaction on the connection (sqlTransaction on SQLite), holding the client's lock
   * throughout as the ORM's transactions do: BEGIN, the work's raw statements (this client's, through
   * heldSqlite), COMMIT; ROLLBACK when it fails or runs past timeoutMs, after which its statements are
   * refused. Statements are synchronous, so the rollback of an expired transaction never cuts one short.
   */
  async transaction<T>(work: () => Promise<T>, timeoutMs: number): Promise<T> {
    const connection = await this.connect();
    return this.lock.run(async () => {
      this.prepare(connection, "BEGIN").statement.run();
      let expired = false;
      const timer = setTimeout(() => {
        expired = true;
        if (connection.inTransaction) connection.exec("ROLLBACK");
      }, timeoutMs);
      try {
        const result = await heldSqlite.run(this, work);
        if (expired) throw new SqlTransactionExpired(timeoutMs);
        this.prepare(connection, "COMMIT").statement.run();
        return result;
      } catch (error) {
        if (connection.inTransaction) connection.exec("ROLLBACK");
        throw expired ? new SqlTransactionExpired(timeoutMs) : error;
      } finally {
        clearTimeout(timer);
      }
    });
  }

  // The statement is synchronous: when the lock is free (or held here) it runs at once, without the
  // promise hops of queueing for the lock, which cost more than a point read inside Next's async contexts.
  private withConnection<T>(work: (connection: Connection) => T): Promise<T> {
    const connection = this.current();
    if (connection) {
      try {
        const now = this.lock.runNow(() => work(connection));
        if (now) return Promise.resolve(now.value);
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return this.connect().then((opened) => this.lock.run(async () => work(opened)));
  }

  /** The prepared statement and its parameters, for a transaction client only while it is open. */
  private bind(connection: Connection, query: Prisma.Sql, inTransaction: boolean) {
    if (inTransaction) assertOpen(connection);
    return { ...this.prepare(connection, query.sql), values: query.values.map(toSqliteValue) };
  }

  private rowsOn<T>(connection: Connection, query: Prisma.Sql, inTransaction: boolean): T[] {
    const { statement, columns, values } = this.bind(connection, query, inTransaction);
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
    let cache = this.prepared.get(connection);
    if (!cache) this.prepared.set(connection, (cache = new Map()));
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

/**
 * A transaction's callback can outlive it (Prisma rolls back on its timeout and waits for the callback):
 * its later statements would run on their own and commit, so they are refused, as Prisma's P2028 refuses
 * them. The lock keeps any other transaction from opening meanwhile, so "no transaction" means "this one ended".
 */
function assertOpen(connection: Connection) {
  if (!connection.inTransaction) throw new TransactionClosed();
}

/** The SqliteDirect of the client whose transaction runs in this async context, if any. */
export const heldSqlite = new AsyncLocalStorage<SqliteDirect>();

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
