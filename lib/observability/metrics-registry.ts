import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

// One registry per process, on globalThis: Next bundles a route's modules per route, so a module-level
// registry would be one per bundle and /metrics would see only its own. Each metric is created once.

interface Metrics {
  registry: Registry;
  requestDuration: Histogram<"family" | "route" | "method" | "status">;
  throttleRefusals: Counter<"kind">;
  dbPoolWait: Histogram<"database">;
  dbPoolConnections: Gauge<"database" | "state">;
  pendingRequests: Gauge<"type" | "base_type">;
}

const holder = globalThis as unknown as { loyaltyMetrics?: Metrics };

export const METRIC_PREFIX = "loyalty_";

function create(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { counter, gauge, histogram } = metricMakers(registry);
  return {
    registry,
    requestDuration: histogram("http_request_duration_seconds", {
      help: "API calls by family, route template, method and HTTP status: time from arrival to the answer",
      labelNames: ["family", "route", "method", "status"],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
    throttleRefusals: counter("throttle_refusals_total", {
      help: "Calls refused by a limit: auth_user / auth_ip (sign-in lockout by username or IP), rate_limit (API quota)",
      labelNames: ["kind"],
    }),
    dbPoolWait: histogram("db_pool_wait_seconds", {
      help: "Time waiting for a database connection (PostgreSQL pool) or for the serial lock (SQLite)",
      labelNames: ["database"],
      buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 2],
    }),
    dbPoolConnections: gauge("db_pool_connections", {
      help: "Database connections by state (in_use, idle, waiting: callers queued for one), read at scrape",
      labelNames: ["database", "state"],
    }),
    pendingRequests: gauge("pending_requests", {
      help: "Requests awaiting a decision, by type and sub-type, summed over organizations, read at scrape",
      labelNames: ["type", "base_type"],
    }),
  };
}

interface MetricSettings<L extends string> {
  help: string;
  labelNames?: readonly L[];
}

/** Makers of metrics in the given registry, each named without METRIC_PREFIX, which they all carry. */
export function metricMakers(registry: Registry) {
  const registers = [registry];
  const named = (name: string) => ({ name: `${METRIC_PREFIX}${name}`, registers });
  return {
    counter: <L extends string>(name: string, settings: MetricSettings<L>) =>
      new Counter<L>({ ...settings, ...named(name) }),
    gauge: <L extends string>(name: string, settings: MetricSettings<L>) =>
      new Gauge<L>({ ...settings, ...named(name) }),
    histogram: <L extends string>(name: string, settings: MetricSettings<L> & { buckets: number[] }) =>
      new Histogram<L>({ ...settings, ...named(name) }),
  };
}

export const metrics = (): Metrics => (holder.loyaltyMetrics ??= create());
