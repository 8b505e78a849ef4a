import type { BadgeTone } from "@/components/ui/badge.tsx";
import { ALL_EVENT_TYPES } from "@/lib/events/event-types.ts";
import type { DeliveryStatus, WebhookView } from "@/lib/webhooks/webhook-view.ts";

export { DELIVERY_STATUSES } from "@/lib/webhooks/webhook-view.ts";

// Client-safe words the webhook pages and the home notice share.

export const WEBHOOKS_PATH = "/admin/webhooks";
export const webhookPath = (id: number) => `${WEBHOOKS_PATH}/${id}`;
export const deliveryPath = (id: number, deliveryId: number) => `${webhookPath(id)}/deliveries/${deliveryId}`;

export const ALL_EVENTS_LABEL = "All events";

/** The types a subscription lists, "*" in words. */
export const eventTypesText = (types: readonly string[]) =>
  types.map((type) => (type === ALL_EVENT_TYPES ? ALL_EVENTS_LABEL.toLowerCase() : type)).join(", ");

const REASONS: Record<NonNullable<WebhookView["disabledReason"]>, string> = {
  gone: "the endpoint answered 410 Gone",
  failing: "every delivery failed for too long",
  admin: "disabled by an administrator",
};

/** Why a subscription is disabled, in a phrase; null when it is enabled. */
export function disabledReasonText(webhook: Pick<WebhookView, "status" | "disabledReason">): string | null {
  if (webhook.status !== "DISABLED") return null;
  return webhook.disabledReason ? REASONS[webhook.disabledReason] : "disabled";
}

export const WEBHOOK_STATUS_TONE: Record<WebhookView["status"], BadgeTone> = { ENABLED: "ok", DISABLED: "danger" };
export const WEBHOOK_STATUS_WORD: Record<WebhookView["status"], string> = { ENABLED: "Enabled", DISABLED: "Disabled" };

export const DELIVERY_STATUS_TONE: Record<DeliveryStatus, BadgeTone> = {
  PENDING: "info",
  DELIVERED: "ok",
  FAILED: "danger",
};
export const DELIVERY_STATUS_WORD: Record<DeliveryStatus, string> = {
  PENDING: "Pending",
  DELIVERED: "Delivered",
  FAILED: "Failed",
};
