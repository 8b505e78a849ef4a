// The delays between a failed attempt and the next (WEBHOOK_RETRY_SCHEDULE, "5s,5m,30m,…") and the time a
// subscription may fail before it is disabled (WEBHOOK_DISABLE_AFTER, "5d"). The environment's schema has
// already checked the spelling; each delay is stretched or shrunk by up to JITTER so that the deliveries of
// one outage do not all come back at the same moment.

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export const JITTER = 0.15;

/** Milliseconds of a duration such as "100ms", "5s" or "5d". */
export function parseDuration(text: string): number {
  const match = /^(\d+)(ms|s|m|h|d)$/.exec(text.trim());
  if (!match) throw new Error(`not a duration: ${text}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/** The delays of a schedule, in milliseconds, in order. */
export const parseRetrySchedule = (text: string): number[] => text.split(",").map(parseDuration);

/**
 * The delay before the next attempt once `attemptsMade` attempts have failed, or null when the schedule is
 * exhausted (the delivery has failed for good). `random` is in [0, 1).
 */
export function retryDelay(schedule: readonly number[], attemptsMade: number, random = Math.random()): number | null {
  const base = schedule[attemptsMade - 1];
  if (base === undefined) return null;
  return Math.round(base * (1 - JITTER + 2 * JITTER * random));
}
