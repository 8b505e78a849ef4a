import "server-only";
import { securityEventRetentionDays } from "../config/env.ts";
import type { Db } from "../db/client.ts";

const DAY_MS = 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;

/** Deletes the events older than SECURITY_EVENT_RETENTION_DAYS; the number deleted. */
export async function pruneSecurityEvents(client: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - securityEventRetentionDays() * DAY_MS);
  const { count } = await client.securityEvent.deleteMany({ where: { at: { lt: cutoff } } });
  return count;
}

let nextPruneAt = 0;

/**
 * Pruning rides on the writes, at most once an hour per instance, so no scheduler is needed for the table
 * to stay within its retention (`npm run security-events:prune` does the same on demand).
 */
export async function pruneSecurityEventsHourly(client: Db, now = Date.now()): Promise<number> {
  if (now < nextPruneAt) return 0;
  nextPruneAt = now + PRUNE_EVERY_MS;
  return pruneSecurityEvents(client, new Date(now));
}
