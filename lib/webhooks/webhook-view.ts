// Client-safe: what the API answers and the console shows of a webhook subscription and its deliveries.
// Never a secret: a secret is shown once, next to the view, by the call that made it.

export type WebhookStatus = "ENABLED" | "DISABLED";
export type WebhookDisabledReason = "gone" | "failing" | "admin";
export type DeliveryStatus = "PENDING" | "DELIVERED" | "FAILED";
export const DELIVERY_STATUSES = ["PENDING", "DELIVERED", "FAILED"] as const satisfies readonly DeliveryStatus[];

export interface WebhookView {
  id: number;
  url: string;
  description: string;
  eventTypes: string[];
  status: WebhookStatus;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: string | null;
  /** After a rotation, the previous secret also signs deliveries until then. */
  previousSecretUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DeliveryView {
  id: number;
  /** The event's evt_… id: the webhook-id header of every attempt. */
  eventId: string;
  eventType: string;
  status: DeliveryStatus;
  attempts: number;
  lastResponseStatus: number | null;
  lastAttemptAt: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
}

/** What one attempt sent and what came back (or the error that stood in for an answer). */
export interface AttemptExchange {
  durationMs: number;
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseStatus: number | null;
  responseHeaders: Record<string, string>;
  responseBody: string;
  error: string | null;
}

export interface AttemptView extends AttemptExchange {
  id: number;
  at: string;
}

/** One delivery with its attempts: here `attempts` lists them rather than counting them. */
export type DeliveryDetailView = Omit<DeliveryView, "attempts"> & { attempts: AttemptView[] };

/** The columns of a WebhookSubscription row (and its event types) a view is made of. */
export interface WebhookRow {
  id: number;
  url: string;
  description: string;
  status: string;
  disabledReason: string | null;
  disabledAt: Date | null;
  previousUntil: Date | null;
  createdAt: Date;
  updatedAt: Date;
  eventTypes: { eventType: string }[];
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function renderWebhook(row: WebhookRow, now = Date.now()): WebhookView {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.map((entry) => entry.eventType).sort(),
    status: row.status === "DISABLED" ? "DISABLED" : "ENABLED",
    disabledReason:
      row.status === "DISABLED" ? ((row.disabledReason as WebhookDisabledReason | null) ?? "admin") : null,
    disabledAt: row.status === "DISABLED" ? iso(row.disabledAt) : null,
    // A previous secret past its time no longer signs: not shown as pending either.
    previousSecretUntil: row.previousUntil && row.previousUntil.getTime() > now ? iso(row.previousUntil) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
