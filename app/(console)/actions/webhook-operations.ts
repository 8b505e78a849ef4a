import "server-only";
import { z } from "zod";
import {
  createWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  sendTestEvent,
  updateWebhook,
} from "@/lib/webhooks/manage-webhooks.ts";
import { createWebhookSchema, updateWebhookSchema } from "@/lib/webhooks/schemas.ts";
import { replayDelivery } from "@/lib/webhooks/webhook-deliveries.ts";
import type { DeliveryView, WebhookView } from "@/lib/webhooks/webhook-view.ts";
import type { ConsoleOperation } from "./console-action.ts";

// The webhooks page's writes: the /v2/webhooks routes' access group and schemas, one domain call each.

/** A subscription with its signing secret, which the console shows once. */
export interface IssuedWebhookSecret {
  webhook: WebhookView;
  secret: string;
}

// The routes' body limit for a subscription's fields (POST /v2/webhooks, PATCH /v2/webhooks/{id}).
const WEBHOOK_BODY_LIMIT_BYTES = 8192;

// The operations that name only their subscription in the path send no fields.
const noFields = z.object({}).strict();
const replaySchema = z.object({ deliveryId: z.number().int().positive() }).strict();

export const createWebhookOperation: ConsoleOperation<typeof createWebhookSchema, IssuedWebhookSecret> = {
  access: "admin",
  schema: createWebhookSchema,
  maxInputBytes: WEBHOOK_BODY_LIMIT_BYTES,
  run: (principal, input) => createWebhook(principal, input),
};

/** Changes the fields sent; `enabled` enables or disables the subscription. */
export const updateWebhookOperation: ConsoleOperation<typeof updateWebhookSchema, WebhookView> = {
  access: "admin",
  schema: updateWebhookSchema,
  maxInputBytes: WEBHOOK_BODY_LIMIT_BYTES,
  run: (principal, input, id) => updateWebhook(principal, id, input),
};

export const deleteWebhookOperation: ConsoleOperation<typeof noFields, { id: number }> = {
  access: "admin",
  schema: noFields,
  run: async (principal, _input, id) => {
    await deleteWebhook(principal, id);
    return { id };
  },
};

export const rotateWebhookSecretOperation: ConsoleOperation<typeof noFields, IssuedWebhookSecret> = {
  access: "admin",
  schema: noFields,
  run: (principal, _input, id) => rotateWebhookSecret(principal, id),
};

export const sendTestEventOperation: ConsoleOperation<typeof noFields, DeliveryView> = {
  access: "admin",
  schema: noFields,
  run: (principal, _input, id) => sendTestEvent(principal, id),
};

export const replayDeliveryOperation: ConsoleOperation<typeof replaySchema, DeliveryView> = {
  access: "admin",
  schema: replaySchema,
  run: (principal, { deliveryId }, id) => replayDelivery(principal, id, deliveryId),
};
