import "server-only";
import pg from "pg";
import { Prisma } from "./generated/sqlite/client.ts";
import { databaseUrl } from "./database-url.mjs";
import { timePoolCheckouts } from "./pool-wait.ts";

/**
 * The process's pool of PostgreSQL connections: Prisma's adapter is handed it, and raw SQL and raw
 * transactions (lib/db/sql.ts, lib/db/sql-transaction.ts) run on it. Its connections pipeline: statements
 * sent without waiting for each other's answers go out together and are answered in order
 * (lib/db/in-one-flight.ts).
 * Opened on first use and again after end(), as Prisma reconnects after $disconnect.
 */
export class OwnPgPool {
  private pool: pg.Pool | undefined;

  constructor(private readonly options: { url: string; size: number; onWait: (ms: number) => void }) {}

  get(): pg.Pool {
    if (this.pool) return this.pool;
    const pool = new pg.Pool({ connectionString: this.options.url, max: this.options.size, pipeline: true });
    // An idle connection the server dropped leaves the pool; without a listener its error would end the process.
    pool.on("error", (error) => console.error("database connection lost:", error.message));
    timePoolCheckouts(pool, this.options.onWait);
    return (this.pool = pool);
  }

  /** The pool if it is open: its connections' use for the /metrics scrape. */
  current(): pg.Pool | undefined {
    return this.pool;
  }

  async end(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.end();
  }
}

/**
 * Raw SQL straight on the pool, or on the connection of the raw transaction whose work calls it: a raw query
 * through Prisma costs its request pipeline and query interpreter per call, several times a local round trip.
 * Parameters and rows are converted as Prisma's pg adapter converts them: timestamps are UTC, numerics
 * Decimal, int8 bigint.
 */
export function pgQuery(on: pg.Pool | pg.PoolClient, query: Prisma.Sql): Promise<pg.QueryResult> {
  const name = statementName(query.text);
  return on.query({ name, text: query.text, values: query.values.map(toPgValue), types: TYPES });
}

/**
 * Each distinct statement text is prepared once per connection under a name of its own: the database then
 * parses it once, and once a generic plan costs no more than the custom ones (after five runs) plans it once
 * too. Planning was most of the database's time on the hot reads (the queue's page: 0.5 ms of planning, 0.15
 * of execution). node-postgres never forgets a statement a connection prepared, and each one holds memory in
 * its server process, so a process names only its first MAX_NAMED distinct texts (the hot paths' come first
 * and stay named); statements whose text varies without bound (an IN list's length, a page size written into
 * the text: lib/db/page-sql.ts keeps those few) then run unnamed, as before. Behind a pooler in transaction
 * mode without prepared-statement support, `pgbouncer=true` in DATABASE_URL turns naming off, as it does for
 * Prisma's own engine.
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  constructor(private readonly max: number) {}

  /** The text's name, given it when there is room; undefined once the names are used up. */
  nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < this.max) this.names.set(text, (name = `lo_${this.names.size}`));
    return name;
  }
}

const MAX_NAMED = 200;
const names = new StatementNames(MAX_NAMED);
let naming: boolean | undefined;

/** Whether the URL names a pooler in transaction mode: each transaction may run on another server process. */
export const behindTransactionPooler = (url: string) => /[?&]pgbouncer=true(&|$)/i.test(url);

/** Whether statements are prepared under names for this database URL. */
export const namesStatements = (url: string) => !behindTransactionPooler(url);

function statementName(text: string): string | undefined {
  naming ??= namesStatements(databaseUrl());
  return naming ? names.nameOf(text) : undefined;
}

/** Dates as Prisma's pg adapter sends them: UTC wall time, which timestamp(3) columns store. */
function toPgValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString().replace("T", " ").replace("Z", "");
  if (Prisma.Decimal.isDecimal(value)) return value.toString();
  return value;
}

const { builtins } = pg.types;
const parsers: Record<number, (text: string) => unknown> = {
  [builtins.TIMESTAMP]: (text) => new Date(`${text.replace(" ", "T")}Z`),
  [builtins.TIMESTAMPTZ]: (text) => new Date(text.replace(" ", "T").replace(/([+-]\d{2})$/, "$1:00")),
  [builtins.NUMERIC]: (text) => new Prisma.Decimal(text),
  [builtins.INT8]: (text) => BigInt(text),
};

const TYPES = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    format !== "binary" && parsers[oid]
      ? parsers[oid]
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
