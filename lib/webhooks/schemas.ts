import { z } from "zod";
import { ALL_EVENT_TYPES, EVENT_TYPES } from "../events/event-types.ts";

// Client-safe: the console's webhook forms reuse these through zodResolver.

export const WEBHOOK_LIMITS = { url: 2048, description: 500, eventTypes: EVENT_TYPES.length + 1 } as const;

/** The types a subscription may choose: every published type but the test ping, or "*" for all. */
export const SUBSCRIBABLE_EVENT_TYPES = EVENT_TYPES.filter((type) => type !== "webhook.test");

const webhookUrl = z
  .string({ error: "url must be a string" })
  .trim()
  .min(1, "url is required")
  .max(WEBHOOK_LIMITS.url, `url is at most ${WEBHOOK_LIMITS.url} characters`)
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    "url must be an http:// or https:// URL",
  )
  .refine((value) => !URL.canParse(value) || (new URL(value).username === "" && new URL(value).password === ""), {
    message: "url must not carry a user name or password",
  });

const eventTypes = z
  .array(z.enum([...SUBSCRIBABLE_EVENT_TYPES, ALL_EVENT_TYPES], { error: "unknown event type" }), {
    error: "eventTypes must be a list of event types",
  })
  .min(1, "choose at least one event type")
  .max(WEBHOOK_LIMITS.eventTypes, "too many event types")
  // "*" already receives every type: listing others beside it would only repeat them.
  .transform((types) =>
    types.includes(ALL_EVENT_TYPES)
      ? types.filter((type) => type === ALL_EVENT_TYPES).slice(0, 1)
      : [...new Set(types)],
  );

const description = z
  .string({ error: "description must be a string" })
  .trim()
  .max(WEBHOOK_LIMITS.description, `description is at most ${WEBHOOK_LIMITS.description} characters`);

export const createWebhookSchema = z
  .object({ url: webhookUrl, eventTypes, description: description.default("") })
  .strict();
export type CreateWebhookInput = z.infer<typeof createWebhookSchema>;

/** A change: any of the creation's fields (the description without its default), and enabled. */
export const updateWebhookSchema = createWebhookSchema
  .extend({
    description,
    /** Re-enables a disabled subscription (its failure clock starts again) or disables it. */
    enabled: z.boolean({ error: "enabled must be true or false" }),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "give at least one of url, eventTypes, description, enabled");
export type UpdateWebhookInput = z.infer<typeof updateWebhookSchema>;
