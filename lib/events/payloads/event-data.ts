import type { EventType, JsonValue, PublishedEvent } from "../event-types.ts";

export type EventData = PublishedEvent["data"];

/**
 * A rendered view as event data: the JSON the API would answer for it (dates as their JSON text, undefined
 * fields left out), so a receiver reads the same fields as a GET.
 */
export function asEventData(view: object): EventData {
  return JSON.parse(JSON.stringify(view)) as { [key: string]: JsonValue };
}

export const eventOf = (type: EventType, view: object): PublishedEvent => ({ type, data: asEventData(view) });
