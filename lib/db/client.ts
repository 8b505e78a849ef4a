import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";
import { Prisma, PrismaClient } from "./generated/sqlite/client.ts";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "./database-url.mjs";
import { inRawTransactionWork, markedOrmTransaction } from "./held-raw-transaction.ts";
import { OrmCallInSqlTransaction } from "./transaction-errors.ts";
import { SerialLock } from "./serial-lock.ts";
import { SQLITE_BUSY_TIMEOUT_MS, SqliteDirect } from "./sqlite-direct.ts";
import { OwnPgPool } from "./pg-direct.ts";
import { databasePoolSize } from "../config/env.ts";
import { observeDbWait, type DbPoolStats } from "../observability/db-metrics.ts";
import { tracedAdapterFactory } from "./trace-statements.ts";

// Both generated clients come from one source schema, so the SQLite client's type describes either.
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

/** On either client: its connections' use now (the /metrics scrape). */
export const POOL_STATS = Symbol("poolStats");

/**
 * The driver a top-level client's raw SQL runs on, beside Prisma and never through its internals: on SQLite
 * a connection of our own under the client's lock, on PostgreSQL the pool Prisma's adapter was handed.
 */
export type RawDriver = { kind: "sqlite"; direct: SqliteDirect } | { kind: "pg"; pool: () => pg.Pool };

const rawDrivers = new WeakMap<object, RawDriver>();

/** The raw driver of a client createDb made (or of db); undefined for a transaction client. */
export const rawDriverOf = (client: object): RawDriver | undefined => rawDrivers.get(client);

function createSqliteClient(url: string): Db {
  const file = sqliteFilePath(url);
  const base = new PrismaClient({
    adapter: tracedAdapterFactory(
      new PrismaBetterSQLite3({ url: `file:${file}`, timeout: SQLITE_BUSY_TIMEOUT_MS }),
      "sqlite",
    ),
  });
  const lock = new SerialLock((ms) => observeDbWait("sqlite", ms));
  const direct = new SqliteDirect(file, lock);
  let ready: Promise<unknown> | undefined;
  // Our connection sets WAL (it persists in the file) before Prisma's opens; the others are per connection.
  const prepare = () =>
    (ready ??= lock.run(async () => {
      direct.open();
      await base.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
      await base.$executeRawUnsafe("PRAGMA foreign_keys = ON");
    }));
  const locked = base.$extends({
    query: {
      async $allOperations({ args, query }) {
        await prepare();
        return lock.run(() => query(args));
      },
    },
  }) as unknown as Db;
  // An interactive transaction holds the lock for its whole duration; calls inside it pass through.
  const client = new Proxy(locked, {
    get(target, prop, receiver) {
      refuseOrmInRawTransaction(prop);
      if (prop === POOL_STATS) return (): DbPoolStats => lockStats(lock);
      if (prop === "$disconnect")
        return async () => {
          await lock.run(async () => {
            await base.$disconnect();
            direct.close();
            ready = undefined;
          });
        };
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      const transaction = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
      return async (...a: unknown[]) => {
        await prepare();
        return lock.run(() => markedOrmTransaction(() => transaction.apply(target, a)));
      };
    },
  });
  rawDrivers.set(client, { kind: "sqlite", direct });
  return client;
}

function createPostgresClient(url: string): Db {
  const pool = new OwnPgPool({
    url,
    size: databasePoolSize(),
    onWait: (ms) => observeDbWait("postgresql", ms),
  });
  // Each connect (the first query, or the first after $disconnect) hands the adapter the pool as it is then.
  const adapter = tracedAdapterFactory(
    {
      provider: "postgres",
      adapterName: new PrismaPg({ connectionString: url }).adapterName,
      connect: () => new PrismaPg(pool.get()).connect(),
      connectToShadowDb: () => new PrismaPg({ connectionString: url }).connectToShadowDb(),
    },
    "postgresql",
  );
  const base = new PostgresPrismaClient({ adapter });
  const client = new Proxy(base, {
    get(target, prop, receiver) {
      refuseOrmInRawTransaction(prop);
      if (prop === POOL_STATS) return (): DbPoolStats => poolStats(pool.current());
      // The adapter leaves a pool it was handed open: it is ours to end.
      if (prop === "$disconnect") return () => base.$disconnect().finally(() => pool.end());
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      const transaction = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
      return (...a: unknown[]) => markedOrmTransaction(() => transaction.apply(target, a));
    },
  }) as unknown as Db;
  rawDrivers.set(client, { kind: "pg", pool: () => pool.get() });
  return client;
}

// The client's members that query through the ORM: its models' delegates and its own query methods.
const ORM_MEMBERS = new Set<string | symbol>([
  ...Object.values(Prisma.ModelName).map((name) => name[0].toLowerCase() + name.slice(1)),
  "$transaction",
  "$queryRaw",
  "$executeRaw",
  "$queryRawUnsafe",
  "$executeRawUnsafe",
]);

/**
 * The top-level client's ORM, reached from a raw transaction's work, would run outside that transaction
 * (on SQLite it would wait on the lock the transaction holds): refused, naming the call.
 */
function refuseOrmInRawTransaction(prop: string | symbol) {
  if (ORM_MEMBERS.has(prop) && inRawTransactionWork())
    throw new OrmCallInSqlTransaction(
      `db.${String(prop)} is an ORM call inside a raw SQL transaction: it would run outside it (lib/db/sql-transaction.ts)`,
    );
}

/** SQLite's one connection: in use while the lock is held, the other holders-to-be waiting for it. */
function lockStats(lock: SerialLock): DbPoolStats {
  const active = lock.activeCount();
  return { database: "sqlite", inUse: Math.min(active, 1), idle: active > 0 ? 0 : 1, waiting: Math.max(active - 1, 0) };
}

function poolStats(pool: pg.Pool | undefined): DbPoolStats {
  if (!pool) return { database: "postgresql", inUse: 0, idle: 0, waiting: 0 };
  return {
    database: "postgresql",
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  };
}

export function createDb(url = databaseUrl()): Db {
  return providerOf(url) === "sqlite" ? createSqliteClient(url) : createPostgresClient(url);
}

export const dbProvider = () => providerOf(databaseUrl());

const globalForDb = globalThis as unknown as { loyaltyDb?: Db };

/** The process-wide client; the only path to the data is through lib/ domain functions that use it. */
export const db: Db = (globalForDb.loyaltyDb ??= createDb());
