import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/sqlite/client.ts";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "./database-url.mjs";
import { SerialLock } from "./serial-lock.ts";
import { heldSqlite, SqliteDirect } from "./sqlite-direct.ts";
import type BetterSqlite3 from "better-sqlite3";
import type pg from "pg";
import { heldPg } from "./pg-direct.ts";
import { databasePoolSize } from "../config/env.ts";
import { observeDbWait, type DbPoolStats } from "../observability/db-metrics.ts";
import { timePoolCheckouts } from "./pool-wait.ts";
import { traceStatements } from "./trace-statements.ts";

// Both generated clients come from one source schema, so the SQLite client's type describes either.
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** On a SQLite client: raw SQL straight on its connection (lib/db/sql.ts). */
export const SQLITE_DIRECT = Symbol("sqliteDirect");
/** On a PostgreSQL client: its pool, once connected, for raw SQL outside a transaction (lib/db/sql.ts). */
export const PG_POOL = Symbol("pgPool");
/** On either client: its connections' use now (the /metrics scrape). */
export const POOL_STATS = Symbol("poolStats");

/** The adapter factory, remembering the better-sqlite3 connection each connect() opens. */
function capturingSqliteAdapter(url: string, onConnect: (connection: BetterSqlite3.Database) => void) {
  const inner = new PrismaBetterSQLite3({ url: `file:${sqliteFilePath(url)}`, timeout: SQLITE_BUSY_TIMEOUT_MS });
  return {
    provider: "sqlite" as const,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = traceStatements(await inner.connect(), "sqlite");
      onConnect((adapter as unknown as { client: BetterSqlite3.Database }).client);
      const start = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => traceStatements(await start(isolationLevel), "sqlite");
      return adapter;
    },
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}

function createSqliteClient(url: string): Db {
  let connection: BetterSqlite3.Database | undefined;
  const base = new PrismaClient({ adapter: capturingSqliteAdapter(url, (opened) => (connection = opened)) });
  const lock = new SerialLock((ms) => observeDbWait("sqlite", ms));
  let ready: Promise<unknown> | undefined;
  let prepared = false;
  const prepare = () =>
    (ready ??= lock.run(async () => {
      await base.$queryRawUnsafe("PRAGMA journal_mode = WAL");
      await base.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
      await base.$executeRawUnsafe("PRAGMA foreign_keys = ON");
      prepared = true;
    }));
  const direct = new SqliteDirect(
    async () => {
      await prepare();
      if (!connection?.open) await base.$connect();
      return connection!;
    },
    lock,
    () => (prepared && connection?.open ? connection : undefined),
  );
  const locked = base.$extends({
    query: {
      async $allOperations({ args, query }) {
        await prepare();
        return lock.run(() => query(args));
      },
    },
  }) as unknown as Db;
  // An interactive transaction holds the lock for its whole duration; calls inside it pass through.
  return new Proxy(locked, {
    get(target, prop, receiver) {
      if (prop === SQLITE_DIRECT) return direct;
      if (prop === POOL_STATS) return (): DbPoolStats => lockStats(lock);
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      const transaction = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
      return async (...a: unknown[]) => {
        await prepare();
        return lock.run(() => heldSqlite.run(direct, () => transaction.apply(target, a)));
      };
    },
  });
}

/**
 * The adapter factory, remembering the pool it opens and, for each interactive transaction, its connection
 * in the transaction's async context (heldPg), so raw SQL of the callback can run on it directly.
 */
function capturingPgAdapter(url: string, onConnect: (pool: pg.Pool | undefined) => void) {
  const inner = new PrismaPg({ connectionString: url, max: databasePoolSize() });
  return {
    provider: "postgres" as const,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = traceStatements(await inner.connect(), "postgresql");
      const pool = adapter.underlyingDriver() as pg.Pool;
      timePoolCheckouts(pool, (ms) => observeDbWait("postgresql", ms));
      onConnect(pool);
      const start = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => {
        const transaction = await start(isolationLevel);
        traceStatements(transaction, "postgresql");
        const held = heldPg.getStore();
        if (!held) return transaction;
        held.connection = (transaction as unknown as { client: pg.PoolClient }).client;
        // Prisma ends every transaction (a commit, a rollback, a timeout's rollback) by sending COMMIT or
        // ROLLBACK through executeRaw before it releases the connection. From then on raw SQL of a callback
        // still running must not reach the connection: it takes Prisma's path, which refuses it (P2028).
        const executeRaw = transaction.executeRaw.bind(transaction);
        transaction.executeRaw = (query) => {
          if (/^\s*(COMMIT|ROLLBACK)\s*$/i.test(query.sql)) held.connection = undefined;
          return executeRaw(query);
        };
        return transaction;
      };
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = () => {
        onConnect(undefined);
        return dispose();
      };
      return adapter;
    },
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}

function createPostgresClient(url: string): Db {
  let pool: pg.Pool | undefined;
  const base = new PostgresPrismaClient({ adapter: capturingPgAdapter(url, (opened) => (pool = opened)) });
  // The pool itself once connected, so a statement on it takes no extra promise (each one costs its share of
  // the async-context propagation Next's request scopes bring).
  const connectedPool = (): pg.Pool | Promise<pg.Pool> => pool ?? base.$connect().then(() => pool!);
  return new Proxy(base, {
    get(target, prop, receiver) {
      if (prop === PG_POOL) return connectedPool;
      if (prop === POOL_STATS) return (): DbPoolStats => poolStats(pool);
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      const transaction = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
      return (...a: unknown[]) => heldPg.run({}, () => transaction.apply(target, a));
    },
  }) as unknown as Db;
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
