import "server-only";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/sqlite/client.ts";
import { PrismaClient as PostgresPrismaClient } from "./generated/postgresql/client.ts";
import { databaseUrl, providerOf, sqliteFilePath } from "./database-url.mjs";
import { SerialLock } from "./serial-lock.ts";
import { databasePoolSize } from "../config/env.ts";

// Both generated clients come from one source schema, so the SQLite client's type describes either.
export type Db = PrismaClient;
export type Tx = Parameters<Parameters<Db["$transaction"]>[0]>[0];

const SQLITE_BUSY_TIMEOUT_MS = 5000;

function createSqliteClient(url: string): Db {
  const adapter = new PrismaBetterSQLite3({ url: `file:${sqliteFilePath(url)}`, timeout: SQLITE_BUSY_TIMEOUT_MS });
  const base = new PrismaClient({ adapter });
  const lock = new SerialLock();
  let ready: Promise<unknown> | undefined;
  const prepare = () =>
    (ready ??= lock.run(async () => {
      await base.$queryRawUnsafe("PRAGMA journal_mode = WAL");
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
  return new Proxy(locked, {
    get(target, prop, receiver) {
      if (prop !== "$transaction") return Reflect.get(target, prop, receiver);
      const transaction = Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>;
      return async (...a: unknown[]) => {
        await prepare();
        return lock.run(() => transaction.apply(target, a));
      };
    },
  });
}

function createPostgresClient(url: string): Db {
  const adapter = new PrismaPg({ connectionString: url, max: databasePoolSize() });
  return new PostgresPrismaClient({ adapter }) as unknown as Db;
}

export function createDb(url = databaseUrl()): Db {
  return providerOf(url) === "sqlite" ? createSqliteClient(url) : createPostgresClient(url);
}

export const dbProvider = () => providerOf(databaseUrl());

const globalForDb = globalThis as unknown as { loyaltyDb?: Db };

/** The process-wide client; the only path to the data is through lib/ domain functions that use it. */
export const db: Db = (globalForDb.loyaltyDb ??= createDb());
