import "server-only";
import { randomBytes } from "node:crypto";
import { type RawValue, date, int, text } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import type { AnyTx, SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { ALL_EVENT_TYPES, type EventPayload, type EventType, type PublishedEvent } from "../event-types.ts";
import { signalPublished } from "../published-signal.ts";
import { claimEventNumbers, claimEventNumbersSql } from "../../db/event-numbers.ts";

// The outbox: events go in with the change's transaction, and with them one delivery per enabled subscription
// of the organization that receives the type, so the dispatcher only ever claims deliveries.

export const newEventId = (): string => `evt_${randomBytes(16).toString("base64url")}`;

/**
 * Writes the events of a change inside its transaction (with their deliveries): they commit or roll back with it.
 * Each takes the organization's next event number on its audit chain head, whose row lock is held until the
 * commit, so numbers are in commit order and the feed reads by number. The rows go as one JSON parameter, so a
 * batch of thousands is one insert under any bind-parameter limit and PostgreSQL prepares one statement text
 * whatever the count.
 */
export async function publishEvents(tx: AnyTx, orgId: number, events: readonly PublishedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const at = new Date();
  const count = events.length;
  const rows = JSON.stringify(
    events.map((event) => {
      const payload: EventPayload = { type: event.type, timestamp: at.toISOString(), data: event.data };
      return { publicId: newEventId(), type: event.type, payload: JSON.stringify(payload) };
    }),
  );
  if (sqlDialect(tx) === "postgresql") {
    // One round trip while the head's lock makes the organization's other writers wait.
    await sqlExecute(
      tx,
      Prisma.sql`WITH h AS (${claimEventNumbersSql(orgId, count)}),
      e AS (
        INSERT INTO "Event" ("publicId", "orgId", "seq", "type", "payload", "createdAt")
        SELECT r.item->>'publicId', CAST(${orgId} AS INTEGER), CAST(h."eventSeq" - ${count} + r.n AS INTEGER),
          r.item->>'type', r.item->>'payload', CAST(${at} AS TIMESTAMP(3))
        FROM h, json_array_elements(CAST(${rows} AS JSON)) WITH ORDINALITY AS r(item, n)
        ORDER BY r.n
        RETURNING "id", "orgId", "type")
      ${insertDeliveries(Prisma.sql`e`, at)}`,
    );
  } else {
    const last = await claimEventNumbers(tx, orgId, count);
    const inserted = await sqlRows<{ id: RawValue }>(
      tx,
      Prisma.sql`INSERT INTO "Event" ("publicId", "orgId", "seq", "type", "payload", "createdAt")
        SELECT json_extract(r.value, '$.publicId'), ${orgId}, ${last - count + 1} + r.key, json_extract(r.value, '$.type'),
          json_extract(r.value, '$.payload'), ${at}
        FROM json_each(${rows}) r ORDER BY r.key
        RETURNING "id"`,
    );
    const ids = JSON.stringify(inserted.map((row) => int(row.id)));
    await sqlExecute(
      tx,
      Prisma.sql`WITH e AS (SELECT "id", "orgId", "type" FROM "Event" WHERE "id" IN (SELECT value FROM json_each(${ids})))
      ${insertDeliveries(Prisma.sql`e`, at)}`,
    );
  }
  signalPublished();
}

/** One delivery per event and enabled subscription listing its type or "*" (once, even when it lists both). */
function insertDeliveries(events: Prisma.Sql, at: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "WebhookDelivery" ("orgId", "subscriptionId", "eventId", "status", "attempts", "nextAttemptAt", "createdAt")
    SELECT e."orgId", s."id", e."id", 'PENDING', 0, ${at}, ${at}
    FROM ${events} e
    JOIN "WebhookSubscription" s ON s."orgId" = e."orgId" AND s."status" = 'ENABLED'
    WHERE EXISTS (SELECT 1 FROM "WebhookSubscriptionEventType" t
      WHERE t."subscriptionId" = s."id" AND t."eventType" IN (e."type", ${ALL_EVENT_TYPES}))`;
}

export interface StoredEvent {
  id: number;
  publicId: string;
  type: EventType;
  payload: EventPayload;
  createdAt: Date;
  /** The organization's event number: the feed's order and cursor. */
  seq: number;
}

/**
 * The organization's events numbered after `after`, by number. Numbers are taken in commit order, so a
 * transaction still open can only commit numbers above every one already readable: nothing is skipped.
 */
export async function readEventsAfter(
  client: SqlClient,
  orgId: number,
  query: { after: number | null; types: readonly string[]; limit: number; since: Date },
): Promise<StoredEvent[]> {
  const types = query.types.length > 0 ? Prisma.sql`AND "type" IN (${Prisma.join(query.types)})` : Prisma.empty;
  const rows = await sqlRows<{
    id: RawValue;
    publicId: string;
    type: string;
    payload: string;
    createdAt: RawValue;
    seq: RawValue;
  }>(
    client,
    Prisma.sql`SELECT "id", "publicId", "type", "payload", "createdAt", "seq" FROM "Event"
      WHERE "orgId" = ${orgId} AND "seq" > ${query.after ?? 0} ${types} AND "createdAt" >= ${query.since}
      ORDER BY "seq" LIMIT ${query.limit}`,
  );
  return rows.map((row) => ({
    id: int(row.id),
    publicId: text(row.publicId),
    type: row.type as EventType,
    payload: JSON.parse(row.payload) as EventPayload,
    createdAt: date(row.createdAt),
    seq: int(row.seq),
  }));
}

/** Deletes events (and their deliveries and attempts) older than the retention. */
export async function pruneEventsBefore(client: SqlClient, before: Date): Promise<number> {
  await sqlExecute(
    client,
    Prisma.sql`DELETE FROM "WebhookAttempt" WHERE "deliveryId" IN (
      SELECT d."id" FROM "WebhookDelivery" d JOIN "Event" e ON e."id" = d."eventId" WHERE e."createdAt" < ${before})`,
  );
  await sqlExecute(
    client,
    Prisma.sql`DELETE FROM "WebhookDelivery" WHERE "eventId" IN (SELECT "id" FROM "Event" WHERE "createdAt" < ${before})`,
  );
  return sqlExecute(client, Prisma.sql`DELETE FROM "Event" WHERE "createdAt" < ${before}`);
}
