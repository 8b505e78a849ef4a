// The event types the outbox writes (lib/events/store/outbox-store.ts) and subscriptions choose from.
export const EVENT_TYPES = [
  "request.created",
  "request.approved",
  "request.rejected",
  "customer.created",
  "customer.merged",
  "points.credited",
  "labels.changed",
  "vendor.created",
  "vendor.updated",
  "product.added",
  "targetGroup.created",
  "user.created",
  "user.deactivated",
  "apiClient.revoked",
  "webhook.disabled",
  "webhook.test",
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** A subscription listing this receives every event type. */
export const ALL_EVENT_TYPES = "*";

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** What a change publishes: the type and the entity's public fields as the API shows them, never a secret. */
export interface PublishedEvent {
  type: EventType;
  data: { [key: string]: JsonValue };
}

/** The body of a delivery and of a feed item (the feed adds the event's id). */
export interface EventPayload extends PublishedEvent {
  timestamp: string;
}
