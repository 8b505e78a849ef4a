import type { Counter, Gauge, Histogram } from "prom-client";
import { metricsEnabled } from "../config/env.ts";
import { metricMakers, metrics } from "./metrics-registry.ts";

// The webhook dispatcher's figures, in the process's one registry (created once, held on globalThis like it):
// attempts by outcome, their latency, and the outbox's due backlog, read at scrape time.

export type WebhookAttemptOutcome = "delivered" | "gone" | "refused-target" | "timeout" | "retry" | "failed";

interface WebhookMetrics {
  attempts: Counter<"outcome">;
  attemptDuration: Histogram<"outcome">;
  backlog: Gauge;
  oldestPending: Gauge;
}

const holder = globalThis as unknown as { loyaltyWebhookMetrics?: WebhookMetrics };

function create(): WebhookMetrics {
  const { counter, gauge, histogram } = metricMakers(metrics().registry);
  return {
    attempts: counter("webhook_attempts_total", {
      help: "Webhook delivery attempts by outcome: delivered (2xx), retry (failed, tried again later), failed (failed for good), timeout, refused-target (a forbidden address), gone (410: subscription disabled)",
      labelNames: ["outcome"],
    }),
    attemptDuration: histogram("webhook_attempt_duration_seconds", {
      help: "Webhook delivery attempts by outcome: time from the request's start to the answer (or the failure)",
      labelNames: ["outcome"],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    }),
    backlog: gauge("webhook_backlog", {
      help: "Webhook deliveries due now and not yet delivered (PENDING, enabled subscriptions), read at scrape",
    }),
    oldestPending: gauge("webhook_oldest_pending_seconds", {
      help: "Age of the oldest due webhook delivery (0 with none), read at scrape",
    }),
  };
}

export const webhookMetrics = (): WebhookMetrics => (holder.loyaltyWebhookMetrics ??= create());

/** One attempt, counted and timed; never throws (a figure is not worth a failed delivery record). */
export function observeWebhookAttempt(outcome: WebhookAttemptOutcome, seconds: number): void {
  try {
    if (!metricsEnabled()) return;
    const { attempts, attemptDuration } = webhookMetrics();
    attempts.inc({ outcome });
    attemptDuration.observe({ outcome }, seconds);
  } catch {
    /* an unreadable environment is reported by the dispatcher's own reads */
  }
}

/** The backlog as the store read it at scrape time. */
export function recordWebhookBacklog(backlog: { count: number; oldest: Date | null }, now = new Date()): void {
  const { backlog: count, oldestPending } = webhookMetrics();
  count.set(backlog.count);
  oldestPending.set(backlog.oldest ? Math.max(0, (now.getTime() - backlog.oldest.getTime()) / 1000) : 0);
}
