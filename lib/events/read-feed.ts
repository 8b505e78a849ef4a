import "server-only";
import type { Principal } from "../auth/principal.ts";
import { eventRetentionDays } from "../config/env.ts";
import { db } from "../db/client.ts";
import { invalidFeedCursor } from "../errors/catalogue.ts";
import { decodeFeedCursor, encodeFeedCursor } from "./feed-cursor.ts";
import { FEED_EVENT_TYPES, type FeedQuery } from "./feed-schemas.ts";
import type { EventPayload } from "./event-types.ts";
import { type FeedPosition, readEventsAfter } from "./store/outbox-store.ts";

export interface FeedItem extends EventPayload {
  /** evt_…: the same id a webhook delivery of it carries as webhook-id. */
  id: string;
}

/**
 * The organization's events after a cursor, oldest first. `next` is the position of the last one returned,
 * or the cursor given when nothing is new, so a poller always keeps a cursor; null only before the first event.
 * Events older than EVENT_RETENTION_DAYS are pruned and not served: a cursor older than that continues from
 * the oldest kept.
 */
export async function readFeed(
  principal: Principal,
  query: FeedQuery,
): Promise<{ data: FeedItem[]; next: string | null }> {
  const after = query.after ? decodeFeedCursor(query.after) : null;
  const since = new Date(Date.now() - eventRetentionDays() * 86_400_000);
  if (after) await assertKnownPosition(principal.orgId, after, since);
  const events = await readEventsAfter(db, principal.orgId, {
    after,
    types: query.types.length > 0 ? query.types : FEED_EVENT_TYPES,
    limit: query.limit,
    since,
  });
  const last = events.at(-1);
  return {
    data: events.map((event) => ({
      id: event.publicId,
      type: event.payload.type,
      timestamp: event.payload.timestamp,
      data: event.payload.data,
    })),
    next: last ? encodeFeedCursor({ txOrder: last.txOrder, id: last.id }) : (query.after ?? null),
  };
}

const isAfter = (a: FeedPosition, b: FeedPosition) => a.txOrder > b.txOrder || (a.txOrder === b.txOrder && a.id > b.id);

/**
 * A cursor names an event of the organization the feed handed out. One whose event is gone was pruned, so
 * it lies before every event kept and the feed continues from the oldest; one naming no event after that
 * was made up, or belongs to another organization (9807), and would otherwise wait for events forever.
 */
async function assertKnownPosition(orgId: number, after: FeedPosition, since: Date): Promise<void> {
  const event = await db.event.findFirst({ where: { id: after.id, orgId }, select: { txOrder: true } });
  if (event) {
    if (event.txOrder !== after.txOrder) throw invalidFeedCursor();
    return;
  }
  const oldest = await db.event.findFirst({
    where: { orgId, createdAt: { gte: since } },
    orderBy: [{ txOrder: "asc" }, { id: "asc" }],
    select: { txOrder: true, id: true },
  });
  if (oldest && isAfter(after, oldest)) throw invalidFeedCursor();
}
