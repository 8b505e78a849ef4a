import { feedQuerySchema } from "../../../events/feed-schemas.ts";
import {
  invalidDeliveryCursor,
  invalidFeedCursor,
  webhookDeliveryNotFound,
  webhookDisabled,
  webhookLimitReached,
  webhookNotFound,
  webhookTargetForbidden,
  webhookTargetUnresolved,
} from "../../../errors/catalogue.ts";
import { deliveryListQuerySchema } from "../../../webhooks/delivery-schemas.ts";
import { createWebhookSchema, updateWebhookSchema } from "../../../webhooks/schemas.ts";
import { MAX_WEBHOOKS_PER_ORG } from "../../../webhooks/webhook-limits.ts";
import { WEBHOOK_NOTES } from "../notes/webhook-notes.ts";
import { documented, ok, operationGroup, queried, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import {
  deliveryAnswerSchema,
  deliveryDetailSchema,
  deliveryPageSchema,
  feedPageSchema,
  webhookAnswerSchema,
  webhookDeletedSchema,
  webhookListSchema,
  webhookWithSecretSchema,
} from "../responses/v2-webhook-responses.ts";
import { V2_ADMIN } from "./v2-groups.ts";

// The first subscription a fresh demo database gets (the creation example's), and its first delivery.
const WEBHOOK = { path: "/v2/webhooks/{id}", pathParams: { id: "1" }, notFound: webhookNotFound() };
const DELIVERY = {
  path: "/v2/webhooks/{id}/deliveries/{deliveryId}",
  pathParams: { id: "1", deliveryId: "1" },
  notFound: webhookNotFound(),
};
export const v2WebhookOperations: OperationDoc[] = operationGroup({ tag: "Webhooks and events (v2)", ...V2_ADMIN }, [
  {
    method: "get",
    path: "/v2/webhooks",
    operationId: "listWebhooks",
    summary: "The organization's webhook subscriptions",
    description: "Oldest first. No secret is ever listed.",
    success: ok("Every subscription of the organization.", webhookListSchema),
  },
  {
    method: "post",
    path: "/v2/webhooks",
    operationId: "createWebhook",
    summary: "Subscribe a URL to events",
    description: 'Deliveries of the listed event types ("*" for all) are POSTed to `url`, signed with the secret.',
    notes: WEBHOOK_NOTES.createWebhook,
    body: {
      schema: createWebhookSchema,
      example: {
        url: "https://hooks.example.com/loyalty",
        eventTypes: ["request.approved", "points.credited"],
        description: "CRM sync",
      },
    },
    success: ok("The subscription and its secret, shown once.", webhookWithSecretSchema),
    errors: documented(
      webhookLimitReached(MAX_WEBHOOKS_PER_ORG),
      webhookTargetForbidden("10.0.0.5"),
      webhookTargetUnresolved("hooks.example.invalid"),
    ),
  },
  ...resourceOperations(WEBHOOK, [
    {
      method: "get",
      operationId: "getWebhook",
      summary: "One webhook subscription",
      success: ok("The subscription.", webhookAnswerSchema),
    },
    {
      method: "patch",
      operationId: "updateWebhook",
      summary: "Change a subscription's URL, event types or description; disable or enable it",
      notes: WEBHOOK_NOTES.updateWebhook,
      body: { schema: updateWebhookSchema, example: { eventTypes: ["*"], enabled: true } },
      success: ok("The subscription as changed.", webhookAnswerSchema),
      errors: documented(webhookTargetForbidden("10.0.0.5"), webhookTargetUnresolved("x.invalid")),
    },
    {
      method: "delete",
      operationId: "deleteWebhook",
      summary: "Delete a subscription",
      description: "Its deliveries and their attempts go with it; pending ones are never sent.",
      success: ok("The id deleted.", webhookDeletedSchema),
    },
    {
      method: "post",
      subpath: "/rotate-secret",
      operationId: "rotateWebhookSecret",
      summary: "Give a subscription a new signing secret",
      notes: WEBHOOK_NOTES.rotateWebhookSecret,
      success: ok("The subscription and its new secret, shown once.", webhookWithSecretSchema),
    },
    {
      method: "post",
      subpath: "/test",
      operationId: "sendWebhookTest",
      summary: "Send a test event to one subscription",
      notes: WEBHOOK_NOTES.sendWebhookTest,
      success: ok("The test event's delivery, PENDING.", deliveryAnswerSchema),
      errors: documented(webhookDisabled("send a test event")),
    },
    {
      method: "get",
      subpath: "/deliveries",
      operationId: "listWebhookDeliveries",
      summary: "A subscription's deliveries",
      notes: WEBHOOK_NOTES.listWebhookDeliveries,
      ...queried(deliveryListQuerySchema, { status: "PENDING", limit: "20" }),
      success: ok("One page of deliveries, newest first.", deliveryPageSchema),
      errors: documented(invalidDeliveryCursor()),
    },
  ]),
  ...resourceOperations(DELIVERY, [
    {
      method: "get",
      operationId: "getWebhookDelivery",
      summary: "One delivery with its attempts",
      description: "Each attempt's request headers and body, and the response's status, headers and body.",
      success: ok("The delivery and its attempts.", deliveryDetailSchema),
      errors: documented(webhookDeliveryNotFound()),
    },
    {
      method: "post",
      subpath: "/replay",
      operationId: "replayWebhookDelivery",
      summary: "Send a delivery again",
      notes: WEBHOOK_NOTES.replayWebhookDelivery,
      success: ok("The delivery, PENDING and due now.", deliveryAnswerSchema),
      errors: documented(webhookDeliveryNotFound(), webhookDisabled("replay a delivery")),
    },
  ]),
  {
    access: "events.read",
    method: "get",
    path: "/v2/events",
    operationId: "readEvents",
    summary: "The organization's events after a cursor (the pull feed)",
    notes: WEBHOOK_NOTES.readEvents,
    ...queried(feedQuerySchema, { types: "request.approved,points.credited", limit: "100" }),
    success: ok("The next events and the cursor after them.", feedPageSchema),
    errors: documented(invalidFeedCursor()),
  },
]);
