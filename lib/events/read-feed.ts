import "server-only";
import type { Principal } from "../auth/principal.ts";
import { eventRetentionDays } from "../config/env.ts";
import { db } from "../db/client.ts";
import { invalidFeedCursor } from "../errors/catalogue.ts";
import { decodeFeedCursor, encodeFeedCursor } from "./feed-cursor.ts";
import { FEED_EVENT_TYPES, type FeedQuery } from "./feed-schemas.ts";
import type { EventPayload } from "./event-types.ts";
import { readEventsAfter } from "./store/outbox-store.ts";
import { lastEventNumber } from "../db/event-numbers.ts";

export interface FeedItem extends EventPayload {
  /** evt_…: the same id a webhook delivery of it carries as webhook-id. */
  id: string;
}

/**
 * The organization's events after a cursor, in commit order (the organization's event numbers). `next` is
 * the number of the last one returned, or the cursor given when nothing is new, so a poller always keeps a cursor; null only before the first event.
 * Events older than EVENT_RETENTION_DAYS are pruned and not served: a cursor older than that continues from
 * the oldest kept.
 */
export async function readFeed(
  principal: Principal,
  query: FeedQuery,
): Promise<{ data: FeedItem[]; next: string | null }> {
  const after = query.after ? decodeFeedCursor(query.after) : null;
  // A number the organization has not reached was made up, or is another organization's, and would
  // otherwise wait for events forever. One whose events were pruned simply continues from the oldest kept.
  if (after !== null && after > (await lastEventNumber(db, principal.orgId))) throw invalidFeedCursor();
  const events = await readEventsAfter(db, principal.orgId, {
    after,
    types: query.types.length > 0 ? query.types : FEED_EVENT_TYPES,
    limit: query.limit,
    since: new Date(Date.now() - eventRetentionDays() * 86_400_000),
  });
  const last = events.at(-1);
  return {
    data: events.map((event) => ({
      id: event.publicId,
      type: event.payload.type,
      timestamp: event.payload.timestamp,
      data: event.payload.data,
    })),
    next: last ? encodeFeedCursor(last.seq) : (query.after ?? null),
  };
}
