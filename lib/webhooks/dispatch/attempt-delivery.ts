import "server-only";
import { recordAudit } from "../../audit/store/audit-chain.ts";
import { webhookSettings } from "../../config/env.ts";
import { retryOnConflict } from "../../db/retry-on-conflict.ts";
import { sqlTransaction } from "../../db/sql-transaction.ts";
import { publishEvents } from "../../events/store/outbox-store.ts";
import {
  type ClaimedDelivery,
  type DisabledReason,
  disableSubscription,
  finishAttempt,
  insertAttempt,
  markSubscriptionFailing,
  markSubscriptionSucceeding,
} from "../store/delivery-store.ts";
import type { WebhookAttemptOutcome } from "../../observability/webhook-metrics.ts";
import { logger } from "../../logging/logger.ts";
import { openWebhookSecret, type SecretColumn } from "../webhook-secret.ts";
import { logHeaders, logText } from "./log-text.ts";
import { parseDuration, parseRetrySchedule, retryDelay } from "./retry-schedule.ts";
import { sendWebhook, type WebhookResponse } from "./send-webhook.ts";
import { deliveryHeaders } from "./sign-delivery.ts";

// One attempt of a claimed delivery: sign, send, then record in one transaction what happened to the
// delivery (delivered, retried later, failed for good), its attempt row, and the subscription's failing state,
// disabling it (with its webhook.disabled event) on a 410 or after failing for WEBHOOK_DISABLE_AFTER.

/** What an attempt came to, as /metrics counts it. */
export type AttemptOutcome = WebhookAttemptOutcome;

/**
 * The secrets a delivery is signed with: each that opens (one sealed under a key no longer configured is
 * logged and skipped, so it never stops the others signing). Empty when none opens.
 */
function secretsOf(delivery: ClaimedDelivery, at: Date): string[] {
  const { orgId, subscriptionId } = delivery;
  const sealed: Array<[string, SecretColumn]> = [[delivery.sealedSecret, "secret"]];
  if (delivery.sealedPreviousSecret && delivery.previousUntil && delivery.previousUntil > at)
    sealed.push([delivery.sealedPreviousSecret, "previousSecret"]);
  return sealed.flatMap(([value, column]) => {
    try {
      return [openWebhookSecret(value, orgId, subscriptionId, column)];
    } catch (error) {
      logger().error({ err: error, subscriptionId, column }, "webhook dispatcher: a secret does not open");
      return [];
    }
  });
}

interface Verdict {
  status: "PENDING" | "DELIVERED" | "FAILED";
  nextAttemptAt: Date | null;
  outcome: AttemptOutcome;
  disable: DisabledReason | null;
}

function judge(response: WebhookResponse, attemptsMade: number, now: Date): Verdict {
  const status = response.status;
  if (status !== null && status >= 200 && status < 300)
    return { status: "DELIVERED", nextAttemptAt: null, outcome: "delivered", disable: null };
  if (status === 410) return { status: "FAILED", nextAttemptAt: null, outcome: "gone", disable: "gone" };
  const delay = retryDelay(parseRetrySchedule(webhookSettings().retrySchedule), attemptsMade);
  const outcome: AttemptOutcome =
    response.error === "refused-target" || response.error === "timeout"
      ? response.error
      : delay === null
        ? "failed"
        : "retry";
  return delay === null
    ? { status: "FAILED", nextAttemptAt: null, outcome, disable: null }
    : { status: "PENDING", nextAttemptAt: new Date(now.getTime() + delay), outcome, disable: null };
}

/**
 * Attempts a delivery this instance has claimed and records the outcome. Answers null when nothing was
 * recorded: the signal aborted it (shutdown releases the claim instead) or the claim was lost meanwhile.
 */
export async function attemptDelivery(
  delivery: ClaimedDelivery,
  instanceId: string,
  signal?: AbortSignal,
): Promise<{ outcome: AttemptOutcome; durationMs: number } | null> {
  const settings = webhookSettings();
  const at = new Date();
  let headers: Record<string, string> = {};
  let response: WebhookResponse;
  const secrets = secretsOf(delivery, at);
  if (secrets.length === 0) {
    // No secret opens (sealed under a key no longer configured): nothing can be signed, so nothing is sent.
    response = { status: null, headers: {}, body: "", error: "connection: secret unreadable", durationMs: 0 };
  } else {
    headers = deliveryHeaders(delivery.eventId, at, delivery.payload, secrets);
    response = await sendWebhook(
      {
        url: delivery.url,
        headers,
        body: delivery.payload,
        timeoutMs: settings.timeoutMs,
        logBodyBytes: settings.logBodyBytes,
      },
      signal,
    );
  }
  if (signal?.aborted) return null;
  const now = new Date();
  const verdict = judge(response, delivery.attempts - delivery.scheduleFrom + 1, now);
  const recorded = await retryOnConflict(() =>
    sqlTransaction(async (tx) => {
      const held = await finishAttempt(
        tx,
        instanceId,
        { deliveryId: delivery.id, status: verdict.status, nextAttemptAt: verdict.nextAttemptAt, at },
        response.status,
      );
      if (!held) return false;
      const attempt = {
        deliveryId: delivery.id,
        orgId: delivery.orgId,
        at,
        durationMs: response.durationMs,
        requestHeaders: logHeaders(headers),
        requestBody: logText(delivery.payload, settings.logBodyBytes),
        responseStatus: response.status,
        responseHeaders: logHeaders(response.headers),
        responseBody: logText(response.body, settings.logBodyBytes),
        error: response.error === null ? null : logText(response.error, 500),
      };
      await insertAttempt(tx, attempt);
      let disable = verdict.disable;
      if (verdict.status === "DELIVERED") await markSubscriptionSucceeding(tx, delivery.subscriptionId);
      else if (!disable) {
        const since = await markSubscriptionFailing(tx, delivery.subscriptionId, now);
        if (since && now.getTime() - since.getTime() >= parseDuration(settings.disableAfter)) disable = "failing";
      }
      if (disable) {
        const disabled = await disableSubscription(tx, delivery.subscriptionId, disable, now);
        if (disabled) {
          await publishEvents(tx, disabled.orgId, [
            { type: "webhook.disabled", data: { id: disabled.id, reason: disable } },
          ]);
          await recordAudit(
            tx,
            { orgId: disabled.orgId, userId: null, username: "system", kind: "SYSTEM" },
            {
              entity: "webhook",
              entityId: disabled.id,
              action: "disable",
              before: { status: "ENABLED", disabledReason: null },
              after: { status: "DISABLED", disabledReason: disable },
            },
          );
        }
      }
      return true;
    }),
  );
  return recorded ? { outcome: verdict.outcome, durationMs: response.durationMs } : null;
}
