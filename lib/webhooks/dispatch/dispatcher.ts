import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { eventRetentionDays, webhookSettings } from "../../config/env.ts";
import { db } from "../../db/client.ts";
import { onPublished } from "../../events/published-signal.ts";
import { pruneEventsBefore } from "../../events/store/outbox-store.ts";
import { logger } from "../../logging/logger.ts";
import { observeWebhookAttempt } from "../../observability/webhook-metrics.ts";
import { type ClaimedDelivery, claimDueDeliveries, releaseClaims } from "../store/delivery-store.ts";
import { attemptDelivery } from "./attempt-delivery.ts";

// The webhook dispatcher of one app process: claims due deliveries (a lease no other instance takes), attempts
// at most WEBHOOK_CONCURRENCY at once, and looks again when this process publishes events or every poll
// interval (events another instance published, retries coming due). Every instance may run one: the claim
// makes each attempt one instance's. On stop it claims no more, lets attempts in flight finish for a while,
// and gives the rest of its claims back; after a crash its leases run out and any instance takes them.

export interface DispatcherOptions {
  instanceId?: string;
  /** How often to look for due deliveries without a signal. */
  pollMs?: number;
  /** The signal may come before the publishing transaction commits: look again this much later. */
  recheckMs?: number;
  /** How long a stop waits for the attempts in flight before abandoning them. */
  drainMs?: number;
  /** How often events older than EVENT_RETENTION_DAYS are deleted (0: never, for tests). */
  pruneEveryMs?: number;
}

// A claim outlives its attempt (the timeout) with room for the record; after a crash it bars others this long.
const leaseMs = (timeoutMs: number) => 2 * timeoutMs + 5_000;
const DAY_MS = 86_400_000;
const MIN_GAP_MS = 10;

export class WebhookDispatcher {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly recheckMs: number;
  private readonly drainMs: number;
  private readonly pruneEveryMs: number;
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly abandon = new AbortController();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopping = false;
  private woken = false;
  private recheckPending = false;
  private wakeUp: (() => void) | null = null;
  private unsubscribe: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private stopped: Promise<void> | null = null;

  constructor(options: DispatcherOptions = {}) {
    this.instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
    this.pollMs = options.pollMs ?? 750;
    this.recheckMs = options.recheckMs ?? 40;
    this.drainMs = options.drainMs ?? 3_000;
    this.pruneEveryMs = options.pruneEveryMs ?? 3_600_000;
  }

  start(): this {
    if (this.loop) return this;
    this.unsubscribe = onPublished(() => {
      this.wake();
      // One recheck covers every signal until it runs: a busy server publishes far more often than that.
      if (this.recheckPending) return;
      this.recheckPending = true;
      this.later(this.recheckMs, () => {
        this.recheckPending = false;
        this.wake();
      });
    });
    if (this.pruneEveryMs > 0) this.later(Math.min(60_000, this.pruneEveryMs), () => this.prune());
    this.loop = this.run();
    return this;
  }

  /** Stops claiming, waits up to drainMs for attempts in flight, abandons the rest and releases its claims. */
  stop(): Promise<void> {
    return (this.stopped ??= this.shutdown());
  }

  /** Attempts in flight now (tests wait on it). */
  get busy(): number {
    return this.inFlight.size;
  }

  private later(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Waits `ms`, or until woken; never less than MIN_GAP_MS between claims, so a stream of signals costs
   * at most one claim per gap.
   */
  private async pause(ms: number): Promise<void> {
    if (this.stopping) return;
    await sleep(MIN_GAP_MS);
    if (this.woken || this.stopping) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, Math.max(0, ms - MIN_GAP_MS));
      timer.unref();
      this.wakeUp = done;
    });
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let full = false;
      try {
        const free = webhookSettings().concurrency - this.inFlight.size;
        if (free > 0) {
          const claimed = await this.claim(free);
          for (const delivery of claimed) this.launch(delivery);
          full = claimed.length === free;
        }
      } catch (error) {
        // The database or the environment is failing: tried again after the pause, never a crash.
        logger().error({ err: error }, "webhook dispatcher: claiming deliveries failed");
      }
      // Every slot filled: more may be due, and a finishing attempt wakes the loop.
      if (full) continue;
      await this.pause(this.pollMs);
    }
  }

  private claim(limit: number): Promise<ClaimedDelivery[]> {
    const now = new Date();
    const leaseUntil = new Date(now.getTime() + leaseMs(webhookSettings().timeoutMs));
    return claimDueDeliveries(db, { instanceId: this.instanceId, limit, now, leaseUntil });
  }

  private launch(delivery: ClaimedDelivery): void {
    // Claimed as the stop began: left for the release. Already in flight here (its lease ran out while the
    // attempt waited, and this instance claimed it again): the attempt under way is its one attempt.
    if (this.stopping || this.inFlight.has(delivery.id)) return;
    const attempt = attemptDelivery(delivery, this.instanceId, this.abandon.signal)
      .then((result) => {
        if (result) observeWebhookAttempt(result.outcome, result.durationMs / 1000);
      })
      .catch((error: unknown) => {
        logger().error({ err: error, deliveryId: delivery.id }, "webhook dispatcher: recording an attempt failed");
      })
      .finally(() => {
        this.inFlight.delete(delivery.id);
        this.wake();
      });
    this.inFlight.set(delivery.id, attempt);
  }

  private async prune(): Promise<void> {
    if (this.stopping) return;
    try {
      await pruneEventsBefore(db, new Date(Date.now() - eventRetentionDays() * DAY_MS));
    } catch (error) {
      logger().error({ err: error }, "webhook dispatcher: pruning old events failed");
    }
    this.later(this.pruneEveryMs, () => void this.prune());
  }

  private async shutdown(): Promise<void> {
    this.stopping = true;
    this.unsubscribe?.();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.wake();
    await this.loop;
    const settled = () => Promise.allSettled([...this.inFlight.values()]);
    await Promise.race([settled(), sleep(this.drainMs)]);
    // Attempts still waiting for an answer are dropped unrecorded; one already recording finishes.
    this.abandon.abort();
    await Promise.race([settled(), sleep(2_000)]);
    try {
      await releaseClaims(db, this.instanceId);
    } catch (error) {
      logger().error({ err: error }, "webhook dispatcher: releasing claims failed (their leases run out)");
    }
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

const holder = globalThis as unknown as { loyaltyWebhookDispatcher?: WebhookDispatcher };

/** This process's dispatcher, started once, unless WEBHOOK_DISPATCHER=false. */
export function startWebhookDispatcher(options?: DispatcherOptions): WebhookDispatcher | undefined {
  if (!webhookSettings().dispatcher) return undefined;
  return (holder.loyaltyWebhookDispatcher ??= new WebhookDispatcher(options).start());
}
