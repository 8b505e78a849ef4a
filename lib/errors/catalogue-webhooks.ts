import { defineError } from "./define-error.ts";

// Webhook subscriptions, their deliveries and the event feed (part of the catalogue: lib/errors/catalogue.ts)
export const webhookNotFound = defineError(9801, 404, "Webhook subscription not found");
export const webhookDeliveryNotFound = defineError(9802, 404, "Webhook delivery not found");
export const webhookLimitReached = defineError<[limit: number]>(
  9803,
  409,
  "The organization already has {limit} webhook subscriptions; delete one first",
);
export const webhookTargetForbidden = defineError<[host: string]>(
  9804,
  422,
  "url: {host} is a loopback, private, link-local or reserved address; webhooks are sent only to public hosts",
  { field: "url" },
);
export const webhookTargetUnresolved = defineError<[host: string]>(
  9805,
  422,
  "url: the host {host} does not resolve; give a host name that does",
  { field: "url" },
);
export const webhookDisabled = defineError<[action: string]>(
  9806,
  409,
  "The webhook subscription is disabled; enable it before you {action}",
);
export const invalidFeedCursor = defineError(
  9807,
  400,
  "after: not a cursor this feed returned; pass the `next` value of an earlier answer, or leave it out",
  { field: "after" },
);
export const invalidDeliveryCursor = defineError(
  9808,
  400,
  "cursor: not a cursor this list returned; pass the `next` value of an earlier answer, or leave it out",
  { field: "cursor" },
);
export const deliveryAttemptInProgress = defineError(
  9809,
  409,
  "An attempt of this delivery is in progress; try again in a moment",
);
