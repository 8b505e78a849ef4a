import { metricsEnabled } from "../config/env.ts";
import { metrics } from "./metrics-registry.ts";

export type DbSystem = "sqlite" | "postgresql";

/** Connections of the process-wide client, as the /metrics scrape reads them. */
export interface DbPoolStats {
  database: DbSystem;
  inUse: number;
  idle: number;
  waiting: number;
}

const waits = new Map<DbSystem, { observe(seconds: number): void }>();

/** A wait for a connection (PostgreSQL) or for the serial lock (SQLite), in milliseconds. */
export function observeDbWait(database: DbSystem, ms: number) {
  // Called from inside the database layer's locks and the pool's callbacks: a figure never fails a statement.
  try {
    if (!metricsEnabled()) return;
    // The labelled child once per database: every statement observes, and prom-client hashes labels per call.
    let child = waits.get(database);
    if (!child) waits.set(database, (child = metrics().dbPoolWait.labels(database)));
    child.observe(ms / 1000);
  } catch {
    /* an unreadable environment is reported by the call's own reads */
  }
}

export function recordDbPoolStats(stats: DbPoolStats) {
  const gauge = metrics().dbPoolConnections;
  gauge.reset();
  gauge.set({ database: stats.database, state: "in_use" }, stats.inUse);
  gauge.set({ database: stats.database, state: "idle" }, stats.idle);
  gauge.set({ database: stats.database, state: "waiting" }, stats.waiting);
}
