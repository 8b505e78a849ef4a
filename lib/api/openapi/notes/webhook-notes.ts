// Rules of the webhook and event feed operations beyond their schemas (markdown, appended to each description).
import { MAX_WEBHOOKS_PER_ORG, PREVIOUS_SECRET_HOURS } from "../../../webhooks/webhook-limits.ts";

const EVENT_RETENTION_NOTE =
  "Events, their deliveries and attempts are kept EVENT_RETENTION_DAYS (default 30), then pruned.";

export const WEBHOOK_NOTES = {
  createWebhook: [
    `At most ${MAX_WEBHOOKS_PER_ORG} subscriptions per organization (9803, 409). The answer carries the signing`,
    "secret (`whsec_…`) this once; no later answer shows it (rotate it to get a new one). Unknown fields are",
    "refused (400), unlike most of this family, so a misspelt field never answers 200 while changing nothing.",
    "",
    "In production (not demo mode, `WEBHOOK_ALLOW_PRIVATE_TARGETS` not true) a URL whose host is loopback,",
    "private, link-local (cloud metadata), shared, multicast or reserved, or resolves to one, is refused (9804,",
    "422), and so is a host that does not resolve (9805, 422); every delivery checks the address again when it",
    "connects. Deliveries are signed as Standard Webhooks specifies (`webhook-id`, `webhook-timestamp`,",
    "`webhook-signature`); see docs/webhooks.md.",
  ].join("\n"),
  updateWebhook: [
    "Fields left out stay; `eventTypes` replaces the list. `enabled: false` disables the subscription",
    '(`disabledReason` "admin"): its pending deliveries wait. `enabled: true` re-enables one disabled by an admin',
    "or by the dispatcher (gone, failing), and its failure clock starts again. The URL is checked as on creation.",
  ].join("\n"),
  rotateWebhookSecret: [
    `The new secret is in this answer only. The previous one keeps signing for ${PREVIOUS_SECRET_HOURS} hours`,
    "(`previousSecretUntil`): each delivery then carries two signatures, so a receiver can switch secrets without",
    "refusing one. A secret rotated out earlier is dropped at once.",
  ].join("\n"),
  sendWebhookTest: [
    'Publishes a `webhook.test` event `{"webhookId", "message"}` with one delivery to this subscription only',
    "(no other subscription receives it, and the feed leaves it out). A disabled subscription is refused (9806).",
  ].join("\n"),
  listWebhookDeliveries: [
    "Newest first. `limit` 1–200 (default 50); `next` is the `cursor` of the following page, null on the last.",
    "A cursor this list did not hand out is refused (9808). " + EVENT_RETENTION_NOTE,
  ].join("\n"),
  replayWebhookDelivery: [
    "Sends the same delivery again: same event, same `webhook-id` (a receiver that already processed it can drop",
    "it), due now, its retry schedule started again from the first step (`attempts` keeps counting, so it",
    "matches the attempts listed). A disabled subscription is refused (9806): enable it first. While an attempt",
    "of it is in flight the replay is refused (409, 9809): try again in a moment.",
  ].join("\n"),
  readEvents: [
    'In commit order: `{"data": [{"id": "evt_…", "type", "timestamp", "data"}], "next"}`. Keep `next` and pass it',
    "as `after` next time: it is the last event returned, or the `after` given when nothing is new, so a poller",
    "never loses its place. `types` is a comma-separated list of event types (default: every type but",
    "`webhook.test`); `limit` 1–1000 (default 100). A malformed cursor, or one past the organization's last",
    "event, is refused (9807), an unknown type or a bad limit too (400).",
    "",
    "The feed never skips an event: each takes the organization's next number under a lock held until its",
    "transaction commits, so a later number always commits later, and an event is served as soon as its change",
    "has answered. " + EVENT_RETENTION_NOTE,
    "A cursor older than that continues from the oldest event kept.",
    "",
    "Access: `admin` or the `events.read` access group (give it to an API client that only polls).",
  ].join("\n"),
} as const;
