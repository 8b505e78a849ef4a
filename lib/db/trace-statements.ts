import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import { endWith, statementSpan } from "../observability/tracing.ts";

interface Queryable {
  queryRaw(query: { sql: string }): Promise<unknown>;
  executeRaw(query: { sql: string }): Promise<unknown>;
}

/**
 * The statements Prisma sends through a driver adapter (or one of its transactions) each in a span, child of
 * the active one, when that span records (an exporter is configured); otherwise one context lookup each.
 */
export function traceStatements<T extends Queryable>(target: T, system: "sqlite" | "postgresql"): T {
  for (const method of ["queryRaw", "executeRaw"] as const) {
    const original = target[method].bind(target) as Queryable[typeof method];
    target[method] = ((query: { sql: string }) => {
      const span = statementSpan(system, query.sql);
      return span ? endWith(span, original(query)) : original(query);
    }) as T[typeof method];
  }
  return target;
}

/** A driver adapter as Prisma's client takes it (the runtime names only its factory). */
type SqlDriverAdapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;

/** The adapter factories handed to the client: the client's own factory type, plus the migration tools' shadow database. */
export type AdapterFactory = SqlDriverAdapterFactory & { connectToShadowDb(): Promise<SqlDriverAdapter> };

/**
 * An adapter factory whose adapters trace their statements and those of their transactions. Only the
 * driver-adapter interface Prisma itself calls is wrapped.
 */
export function tracedAdapterFactory(inner: AdapterFactory, system: "sqlite" | "postgresql"): AdapterFactory {
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    async connect() {
      const adapter = traceStatements(await inner.connect(), system);
      const start = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => traceStatements(await start(isolationLevel), system);
      return adapter;
    },
    connectToShadowDb: () => inner.connectToShadowDb(),
  };
}
