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
