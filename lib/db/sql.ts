import "server-only";
import type pg from "pg";
import { rawDriverOf, type Db, type Tx } from "./client.ts";
import type { Prisma } from "./generated/sqlite/client.ts";
import { heldRawTransaction, inOpenTransaction, type HeldRawTransaction } from "./held-raw-transaction.ts";
import { pgQuery } from "./pg-direct.ts";
import type { SqliteDirect } from "./sqlite-direct.ts";
import { TopLevelSqlInTransaction, TransactionClosed } from "./transaction-errors.ts";
import type { SqlClient } from "./transaction-types.ts";
import { endWith, statementSpan } from "../observability/tracing.ts";

// The hot paths' raw SQL, straight on the driver the process owns beside Prisma: given the top-level client,
// on SQLite on our own connection under the client's lock (lib/db/sqlite-direct.ts), on PostgreSQL on the
// pool (lib/db/pg-direct.ts); in a raw transaction (lib/db/sql-transaction.ts) on its connection. Given an
// ORM transaction's client, through that client's public $queryRaw/$executeRaw, so the statement runs in
// that transaction. Rows come typed as Prisma types them (dates as Date, decimals as Decimal); integers may
// be number or bigint.

type Direct =
  | { kind: "sqlite"; direct: SqliteDirect; transaction?: Extract<HeldRawTransaction, { kind: "sqlite" }> }
  | { kind: "pg"; on: pg.Pool | pg.PoolClient }
  | { kind: "closed" }
  | { kind: "prisma" };

function directOf(client: SqlClient): Direct {
  const driver = rawDriverOf(client);
  // The top-level client's driver is outside any transaction the caller's work runs in.
  if (driver && inOpenTransaction()) throw new TopLevelSqlInTransaction();
  if (driver?.kind === "sqlite") return { kind: "sqlite", direct: driver.direct };
  if (driver?.kind === "pg") return { kind: "pg", on: driver.pool() };
  const held = heldRawTransaction.getStore();
  if (held?.kind === "sqlite") return { kind: "sqlite", direct: held.direct, transaction: held };
  if (held?.kind === "pg") return held.connection ? { kind: "pg", on: held.connection } : { kind: "closed" };
  return { kind: "prisma" };
}

/** The rows of a query. */
export function sqlRows<T>(client: SqlClient, query: Prisma.Sql): Promise<T[]> {
  const direct = directOf(client);
  // Prisma's raw query path is traced by the adapter (lib/db/trace-statements.ts).
  const span = traced(direct) ? statementSpan(systemOf(direct), query.sql) : undefined;
  return span ? endWith(span, rowsOf<T>(client, direct, query)) : rowsOf<T>(client, direct, query);
}

async function rowsOf<T>(client: SqlClient, direct: Direct, query: Prisma.Sql): Promise<T[]> {
  if (direct.kind === "sqlite") return direct.direct.rows<T>(query, direct.transaction);
  if (direct.kind === "pg") return (await pgQuery(direct.on, query)).rows as T[];
  if (direct.kind === "closed") throw new TransactionClosed();
  return (client as Db | Tx).$queryRaw(query) as Promise<T[]>;
}

/** The number of rows a statement changed. */
export function sqlExecute(client: SqlClient, query: Prisma.Sql): Promise<number> {
  const direct = directOf(client);
  const span = traced(direct) ? statementSpan(systemOf(direct), query.sql) : undefined;
  return span ? endWith(span, executeOf(client, direct, query)) : executeOf(client, direct, query);
}

const traced = (direct: Direct) => direct.kind === "sqlite" || direct.kind === "pg";
const systemOf = (direct: Direct) => (direct.kind === "sqlite" ? "sqlite" : "postgresql");

async function executeOf(client: SqlClient, direct: Direct, query: Prisma.Sql): Promise<number> {
  if (direct.kind === "sqlite") return direct.direct.execute(query, direct.transaction);
  if (direct.kind === "pg") return (await pgQuery(direct.on, query)).rowCount ?? 0;
  if (direct.kind === "closed") throw new TransactionClosed();
  return (client as Db | Tx).$executeRaw(query);
}

// The dialect is chosen in lib/db/dialect.ts; re-exported for the modules that imported it from here.
export { sqlDialect } from "./dialect.ts";
