import { renderCustomer } from "../../customers/render-customer.ts";
import type { PublishedEvent } from "../event-types.ts";
import { asEventData } from "./event-data.ts";

type NewCustomer = Parameters<typeof renderCustomer>[0];

/** customer.created: the v2 customer resource, without the answer's warnings. */
export function customerCreatedEvent(customer: NewCustomer): PublishedEvent {
  const { id, profiles, loyaltyInfo } = renderCustomer(customer);
  return { type: "customer.created", data: asEventData({ id, profiles, loyaltyInfo }) };
}

/** customer.merged: the victim, now merged into the survivor, and the merge request that did it. */
export function customerMergedEvent(merge: {
  victimId: number;
  survivorId: number;
  requestId: number;
}): PublishedEvent {
  return { type: "customer.merged", data: asEventData(merge) };
}

/** labels.changed: the customer's labels after the change, by name, as GET /v2/customers/{id}/labels orders them. */
export function labelsChangedEvent(customerId: number, labels: readonly string[]): PublishedEvent {
  return { type: "labels.changed", data: asEventData({ customerId, labels: [...labels].sort() }) };
}
