import { z } from "zod";
import { DELIVERY_STATUSES } from "../../../webhooks/webhook-view.ts";
import { dataAnswer, v2ItemSchema } from "./v2-responses.ts";

// Response bodies of /v2/webhooks and /v2/events, as lib/webhooks/webhook-view.ts and lib/events/read-feed.ts
// shape them. No secret but the one a creation or rotation hands over once.

const when = (what: string) => z.string().nullable().describe(`${what} (ISO 8601, UTC).`);

const webhookSchema = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()).describe('The event types it receives; "*" for every type.'),
  status: z.enum(["ENABLED", "DISABLED"]),
  disabledReason: z
    .enum(["gone", "failing", "admin"])
    .nullable()
    .describe("gone: the endpoint answered 410; failing: it failed for WEBHOOK_DISABLE_AFTER; admin: disabled here."),
  disabledAt: when("When it was disabled"),
  previousSecretUntil: when("After a rotation, the previous secret also signs until then"),
  createdAt: z.string(),
  updatedAt: z.string(),
});

const deliveryFields = {
  id: z.number().int(),
  eventId: z.string().describe("The event's evt_… id: the webhook-id header of every attempt."),
  eventType: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  lastResponseStatus: z.number().int().nullable(),
  lastAttemptAt: when("The last attempt"),
  nextAttemptAt: when("The next attempt; null once DELIVERED or FAILED"),
  createdAt: z.string(),
};
const deliverySchema = z.strictObject({
  ...deliveryFields,
  attempts: z.number().int().describe("Attempts since it was created or last replayed."),
});

const attemptSchema = z.strictObject({
  id: z.number().int(),
  at: z.string(),
  durationMs: z.number().int(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  responseStatus: z.number().int().nullable(),
  responseHeaders: z.record(z.string(), z.string()),
  responseBody: z.string().describe("Cut to WEBHOOK_LOG_BODY_BYTES."),
  error: z.string().nullable().describe("timeout | refused-target | connection: why no response was read."),
});

const warnings = z.array(v2ItemSchema);
const secret = z.string().describe("whsec_…: shown in this answer only; stored sealed.");

export const webhookListSchema = dataAnswer(z.array(webhookSchema), warnings);
export const webhookAnswerSchema = dataAnswer(webhookSchema, warnings);
export const webhookWithSecretSchema = z.strictObject({ data: webhookSchema, secret, warnings });
export const webhookDeletedSchema = dataAnswer(
  z.strictObject({ id: z.number().int(), deleted: z.literal(true) }),
  warnings,
);
export const deliveryAnswerSchema = dataAnswer(deliverySchema, warnings);
export const deliveryPageSchema = z.strictObject({
  data: z.array(deliverySchema),
  next: z.string().nullable().describe("The `cursor` of the next page; null on the last page."),
  warnings,
});
export const deliveryDetailSchema = dataAnswer(
  z.strictObject({ ...deliveryFields, attempts: z.array(attemptSchema).describe("Oldest first.") }),
  warnings,
);

const feedItemSchema = z.strictObject({
  id: z.string().describe("evt_…: the same id as the webhook-id of its deliveries."),
  type: z.string(),
  timestamp: z.string(),
  data: z.record(z.string(), z.unknown()).describe("The entity's public fields, as the API shows them."),
});
export const feedPageSchema = z.strictObject({
  data: z.array(feedItemSchema),
  next: z
    .string()
    .nullable()
    .describe("Pass as `after` next time: the last event returned, or the `after` given when nothing is new."),
  warnings,
});
