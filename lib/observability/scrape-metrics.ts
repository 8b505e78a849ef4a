import "server-only";
import { timingSafeEqual } from "node:crypto";
import { db, POOL_STATS } from "../db/client.ts";
import { isDemoMode, metricsEnabled, metricsToken } from "../config/env.ts";
import { countPendingByKind } from "../requests/store/count-pending-by-kind.ts";
import { recordDbPoolStats, type DbPoolStats } from "./db-metrics.ts";
import { metrics } from "./metrics-registry.ts";
import { dueBacklog } from "../webhooks/store/delivery-store.ts";
import { recordWebhookBacklog } from "./webhook-metrics.ts";

export type ScrapeRefusal = { status: 401 | 403 | 404; message: string };

/**
 * Who may read /metrics: with METRICS_TOKEN set, only a caller presenting it as a bearer token; without
 * it, anyone in demo mode, and nobody in production (the figures describe the whole platform).
 */
export function refuseScrape(authorization: string | null): ScrapeRefusal | undefined {
  if (!metricsEnabled()) return { status: 404, message: "Metrics are turned off (METRICS_ENABLED=false)." };
  const token = metricsToken();
  if (!token) {
    if (isDemoMode()) return undefined;
    return {
      status: 403,
      message: "Set METRICS_TOKEN to serve /metrics in production, then scrape it with that bearer token.",
    };
  }
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b)
    ? undefined
    : { status: 401, message: "/metrics needs the METRICS_TOKEN bearer token." };
}

/** The Prometheus text of this process, with the figures read at scrape time brought up to date. */
export async function scrapeMetrics(): Promise<{ contentType: string; text: string }> {
  const { registry, pendingRequests } = metrics();
  recordDbPoolStats((db as unknown as { [POOL_STATS]: () => DbPoolStats })[POOL_STATS]());
  const [pending, backlog] = await Promise.all([countPendingByKind(db), dueBacklog(db, new Date())]);
  recordWebhookBacklog(backlog);
  pendingRequests.reset();
  for (const row of pending) pendingRequests.set({ type: row.type, base_type: row.baseType }, row.count);
  return { contentType: registry.contentType, text: await registry.metrics() };
}
