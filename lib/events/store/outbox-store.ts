import "server-only";
import { randomBytes } from "node:crypto";
import { type RawValue, date, int, text } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import type { AnyTx, SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { ALL_EVENT_TYPES, type EventPayload, type EventType, type PublishedEvent } from "../event-types.ts";
import { signalPublished } from "../published-signal.ts";

// The outbox: events go in with the change's transaction, and with them one delivery per enabled subscription
// of the organization that receives the type, so the dispatcher only ever claims deliveries.

export const newEventId = (): string => `evt_${randomBytes(16).toString("base64url")}`;

/**
 * Writes the events of a change inside its transaction (with their deliveries): they commit or roll back with it.
 * The rows go as one JSON parameter, so a batch of thousands is one insert under any bind-parameter limit and
 * PostgreSQL prepares one statement text whatever the count.
 */
export async function publishEvents(tx: AnyTx, orgId: number, events: readonly PublishedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const at = new Date();
  const rows = JSON.stringify(
    events.map((event) => {
      const payload: EventPayload = { type: event.type, timestamp: at.toISOString(), data: event.data };
      return { publicId: newEventId(), type: event.type, payload: JSON.stringify(payload) };
    }),
  );
  if (sqlDialect(tx) === "postgresql") {
    await sqlExecute(
      tx,
      Prisma.sql`WITH e AS (
        INSERT INTO "Event" ("publicId", "orgId", "txOrder", "type", "payload", "createdAt")
        SELECT r.item->>'publicId', CAST(${orgId} AS INTEGER), pg_current_xact_id()::text::bigint, r.item->>'type',
          r.item->>'payload', CAST(${at} AS TIMESTAMP(3))
        FROM json_array_elements(CAST(${rows} AS JSON)) WITH ORDINALITY AS r(item, n)
        ORDER BY r.n
        RETURNING "id", "orgId", "type")
      ${insertDeliveries(Prisma.sql`e`, at)}`,
    );
  } else {
    const inserted = await sqlRows<{ id: RawValue }>(
      tx,
      Prisma.sql`INSERT INTO "Event" ("publicId", "orgId", "txOrder", "type", "payload", "createdAt")
        SELECT json_extract(r.value, '$.publicId'), ${orgId}, 0, json_extract(r.value, '$.type'),
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

function insertDeliveries(events: Prisma.Sql, at: Date): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "WebhookDelivery" ("orgId", "subscriptionId", "eventId", "status", "attempts", "nextAttemptAt", "createdAt")
    SELECT e."orgId", s."id", e."id", 'PENDING', 0, ${at}, ${at}
    FROM ${events} e
    JOIN "WebhookSubscriptionEventType" t ON t."orgId" = e."orgId" AND t."eventType" IN (e."type", ${ALL_EVENT_TYPES})
    JOIN "WebhookSubscription" s ON s."id" = t."subscriptionId" AND s."status" = 'ENABLED'`;
}

/** A position in the feed: the transaction order and id of the last event read. */
export interface FeedPosition {
  txOrder: bigint;
  id: number;
}

export interface StoredEvent {
  id: number;
  publicId: string;
  type: EventType;
  payload: EventPayload;
  createdAt: Date;
  txOrder: bigint;
}

/**
 * The organization's events after a position, in the order no later commit can insert before: on PostgreSQL
 * only events of transactions older than every one still running are read, ordered by transaction.
 */
export async function readEventsAfter(
  client: SqlClient,
  orgId: number,
  query: { after: FeedPosition | null; types: readonly string[]; limit: number; since: Date },
): Promise<StoredEvent[]> {
  const after = query.after ?? { txOrder: BigInt(-1), id: 0 };
  const settled =
    sqlDialect(client) === "postgresql"
      ? Prisma.sql`AND "txOrder" < pg_snapshot_xmin(pg_current_snapshot())::text::bigint`
      : Prisma.empty;
  const types = query.types.length > 0 ? Prisma.sql`AND "type" IN (${Prisma.join(query.types)})` : Prisma.empty;
  const rows = await sqlRows<{
    id: RawValue;
    publicId: string;
    type: string;
    payload: string;
    createdAt: RawValue;
    txOrder: RawValue;
  }>(
    client,
    Prisma.sql`SELECT "id", "publicId", "type", "payload", "createdAt", "txOrder" FROM "Event"
      WHERE "orgId" = ${orgId} AND ("txOrder", "id") > (${after.txOrder}, ${after.id}) ${settled} ${types}
        AND "createdAt" >= ${query.since}
      ORDER BY "txOrder", "id" LIMIT ${query.limit}`,
  );
  return rows.map((row) => ({
    id: int(row.id),
    publicId: text(row.publicId),
    type: row.type as EventType,
    payload: JSON.parse(row.payload) as EventPayload,
    createdAt: date(row.createdAt),
    txOrder: BigInt(row.txOrder as string | number | bigint),
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
