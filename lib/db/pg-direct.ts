import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import { Prisma } from "./generated/sqlite/client.ts";

/** The connection of the interactive transaction running in this async context, once Prisma opened it. */
export interface HeldTransaction {
  connection?: pg.PoolClient;
}

export const heldPg = new AsyncLocalStorage<HeldTransaction>();

/**
 * Raw SQL straight on the pool a Prisma PostgreSQL client uses, or on the connection of the interactive
 * transaction whose callback calls it: a raw query through Prisma costs its request pipeline and query
 * interpreter per call, several times a local round trip (issue 13). Parameters and rows are converted as
 * Prisma's pg adapter converts them: timestamps are UTC, numerics Decimal, int8 bigint.
 */
export function pgQuery(on: pg.Pool | pg.PoolClient, query: Prisma.Sql): Promise<pg.QueryResult> {
  return on.query({ text: query.text, values: query.values.map(toPgValue), types: TYPES });
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
