import "server-only";
import type pg from "pg";
import type { Db, Tx } from "./client.ts";
import { PG_POOL, SQLITE_DIRECT } from "./client.ts";
import type { Prisma } from "./generated/sqlite/client.ts";
import { heldPg, pgQuery } from "./pg-direct.ts";
import { heldSqlite, type SqliteDirect } from "./sqlite-direct.ts";
import type { SqlClient } from "./transaction-types.ts";
import { endWith, statementSpan } from "../observability/tracing.ts";

// The hot paths' raw SQL, straight on the driver: on SQLite on the client's connection under its lock
// (lib/db/sqlite-direct.ts), on PostgreSQL on its pool or on the connection of the transaction whose
// callback calls it (lib/db/pg-direct.ts). Given a transaction client, the statement runs in that
// transaction; given the top-level client, on its own, as Prisma's raw query would. Rows come typed as
// Prisma types them (dates as Date, decimals as Decimal); integers may be number or bigint.

type Direct =
  | { kind: "sqlite"; direct: SqliteDirect; inTransaction: boolean }
  | { kind: "pg"; on: pg.Pool | Promise<pg.Pool> | pg.PoolClient }
  | { kind: "prisma" };

function directOf(client: SqlClient): Direct {
  const marked = client as { [SQLITE_DIRECT]?: SqliteDirect; [PG_POOL]?: () => pg.Pool | Promise<pg.Pool> };
  const top = marked[SQLITE_DIRECT];
  if (top) return { kind: "sqlite", direct: top, inTransaction: false };
  const held = heldSqlite.getStore();
  if (held) return { kind: "sqlite", direct: held, inTransaction: true };
  const pool = marked[PG_POOL];
  if (pool) return { kind: "pg", on: pool() };
  const connection = heldPg.getStore()?.connection;
  if (connection) return { kind: "pg", on: connection };
  return { kind: "prisma" };
}

/** The rows of a query. */
export function sqlRows<T>(client: SqlClient, query: Prisma.Sql): Promise<T[]> {
  const direct = directOf(client);
  // Prisma's raw query path is traced by the adapter (lib/db/trace-statements.ts).
  const span = direct.kind === "prisma" ? undefined : statementSpan(systemOf(direct), query.sql);
  return span ? endWith(span, rowsOf<T>(client, direct, query)) : rowsOf<T>(client, direct, query);
}

async function rowsOf<T>(client: SqlClient, direct: Direct, query: Prisma.Sql): Promise<T[]> {
  if (direct.kind === "sqlite") return direct.direct.rows<T>(query, direct.inTransaction);
  if (direct.kind === "pg") {
    // Awaited only while the pool is still being opened: each await is a promise, and under Next's request
    // scopes every promise costs the propagation of their async contexts.
    const on = direct.on instanceof Promise ? await direct.on : direct.on;
    return (await pgQuery(on, query)).rows as T[];
  }
  return (client as Db | Tx).$queryRaw(query) as Promise<T[]>;
}

/** The number of rows a statement changed. */
export function sqlExecute(client: SqlClient, query: Prisma.Sql): Promise<number> {
  const direct = directOf(client);
  const span = direct.kind === "prisma" ? undefined : statementSpan(systemOf(direct), query.sql);
  return span ? endWith(span, executeOf(client, direct, query)) : executeOf(client, direct, query);
}

const systemOf = (direct: Direct) => (direct.kind === "sqlite" ? "sqlite" : "postgresql");

async function executeOf(client: SqlClient, direct: Direct, query: Prisma.Sql): Promise<number> {
  if (direct.kind === "sqlite") return direct.direct.execute(query, direct.inTransaction);
  if (direct.kind === "pg") {
    const on = direct.on instanceof Promise ? await direct.on : direct.on;
    return (await pgQuery(on, query)).rowCount ?? 0;
  }
  return (client as Db | Tx).$executeRaw(query);
}

// The dialect is chosen in lib/db/dialect.ts; re-exported for the modules that imported it from here.
export { sqlDialect } from "./dialect.ts";
