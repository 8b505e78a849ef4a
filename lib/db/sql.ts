import "server-only";
import type { Db, Tx } from "./client.ts";
import { SQLITE_DIRECT } from "./client.ts";
import type { Prisma } from "./generated/sqlite/client.ts";
import { heldSqlite, type SqliteDirect } from "./sqlite-direct.ts";

// The hot paths' raw SQL. On SQLite it runs straight on the client's connection (lib/db/sqlite-direct.ts),
// inside the transaction whose callback calls it; on PostgreSQL it is Prisma's raw query. Rows come typed
// as on PostgreSQL where it matters: dates as Date, booleans as boolean; counts may be number or bigint.

function directOf(client: Db | Tx): SqliteDirect | undefined {
  return (client as { [SQLITE_DIRECT]?: SqliteDirect })[SQLITE_DIRECT] ?? heldSqlite.getStore();
}

/** The rows of a query. */
export function sqlRows<T>(client: Db | Tx, query: Prisma.Sql): Promise<T[]> {
  const direct = directOf(client);
  return direct ? direct.rows<T>(query) : (client.$queryRaw(query) as Promise<T[]>);
}

/** The number of rows a statement changed. */
export function sqlExecute(client: Db | Tx, query: Prisma.Sql): Promise<number> {
  const direct = directOf(client);
  return direct ? direct.execute(query) : client.$executeRaw(query);
}
