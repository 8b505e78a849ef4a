import "server-only";
import { type RawValue, date, int, intOrNull, text, textOrNull } from "../../db/codecs.ts";
import { sqlDialect } from "../../db/dialect.ts";
import { sqlExecute, sqlRows } from "../../db/sql.ts";
import type { AnyTx, SqlClient } from "../../db/transaction-types.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { logger } from "../../logging/logger.ts";
import type { AttemptExchange } from "../webhook-view.ts";

// The dispatcher's SQL: claiming due deliveries for one instance (a lease no other instance takes until it
// expires), recording an attempt's outcome, the subscription's failing state, and the backlog for /metrics.
// A delivery is due when PENDING, nextAttemptAt has come and no live lease holds it; a disabled
// subscription's deliveries stay PENDING and are not claimed until it is enabled again.

const due = (now: Date) => Prisma.sql`d."status" = 'PENDING' AND d."nextAttemptAt" <= ${now}
  AND (d."lockedUntil" IS NULL OR d."lockedUntil" < ${now}) AND s."status" = 'ENABLED'`;

/** A claimed delivery with what its attempt needs: the event's id and payload, the subscription's target. */
export interface ClaimedDelivery {
  id: number;
  orgId: number;
  subscriptionId: number;
  attempts: number;
  /** Attempts made before the retry schedule last started again (a replay). */
  scheduleFrom: number;
  eventId: string;
  payload: string;
  url: string;
  sealedSecret: string;
  sealedPreviousSecret: string | null;
  previousUntil: Date | null;
}

/**
 * A subscription with this many attempts in flight, over all instances, gets no more claims until some end:
 * a hanging endpoint with a long backlog holds at most one claim's worth of slots, and every other
 * subscription's deliveries still go out.
 */
export const MAX_LIVE_PER_SUBSCRIPTION = 4;

/**
 * Claims up to `limit` due deliveries for this instance until `leaseUntil`, oldest due first, none of a
 * subscription with MAX_LIVE_PER_SUBSCRIPTION live leases. PostgreSQL skips
 * rows another instance is claiming at the same moment; SQLite's writers run one at a time anyway.
 */
export async function claimDueDeliveries(
  client: SqlClient,
  claim: { instanceId: string; limit: number; now: Date; leaseUntil: Date },
): Promise<ClaimedDelivery[]> {
  const skipLocked = sqlDialect(client) === "postgresql" ? Prisma.sql`FOR UPDATE OF d SKIP LOCKED` : Prisma.empty;
  // The due test stands at the level that locks the row: PostgreSQL checks it again on a row's newest version
  // there, so a row another instance claimed since this statement began is skipped, never claimed twice.
  const claimed = await sqlRows<{ id: RawValue; subscriptionId: RawValue; nextAttemptAt: RawValue }>(
    client,
    Prisma.sql`UPDATE "WebhookDelivery" SET "lockedUntil" = ${claim.leaseUntil}, "lockedBy" = ${claim.instanceId}
      WHERE "id" IN (
        SELECT d."id" FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s."id" = d."subscriptionId"
        WHERE ${due(claim.now)}
          AND (SELECT COUNT(*) FROM "WebhookDelivery" l WHERE l."subscriptionId" = d."subscriptionId"
            AND l."status" = 'PENDING' AND l."lockedUntil" >= ${claim.now}) < ${MAX_LIVE_PER_SUBSCRIPTION}
        ORDER BY d."nextAttemptAt", d."id" LIMIT ${claim.limit} ${skipLocked})
      RETURNING "id", "subscriptionId", "nextAttemptAt"`,
  );
  if (claimed.length === 0) return [];
  // One claim takes at most MAX_LIVE_PER_SUBSCRIPTION of a subscription (oldest due first); the rest go back.
  const taken = new Map<number, number>();
  const ids: number[] = [];
  const extra: number[] = [];
  const inDueOrder = [...claimed].sort(
    (a, b) => date(a.nextAttemptAt).getTime() - date(b.nextAttemptAt).getTime() || int(a.id) - int(b.id),
  );
  for (const row of inDueOrder) {
    const subscriptionId = int(row.subscriptionId);
    const count = (taken.get(subscriptionId) ?? 0) + 1;
    taken.set(subscriptionId, count);
    (count <= MAX_LIVE_PER_SUBSCRIPTION ? ids : extra).push(int(row.id));
  }
  if (extra.length > 0) await releaseClaims(client, claim.instanceId, extra);
  if (ids.length === 0) return [];
  const rows = await sqlRows<Record<string, RawValue>>(
    client,
    Prisma.sql`SELECT d."id", d."orgId", d."subscriptionId", d."attempts", d."scheduleFrom", e."publicId", e."payload",
        s."url", s."secret", s."previousSecret", s."previousUntil"
      FROM "WebhookDelivery" d
      JOIN "Event" e ON e."id" = d."eventId"
      JOIN "WebhookSubscription" s ON s."id" = d."subscriptionId"
      WHERE d."id" IN (${Prisma.join(ids)}) AND d."lockedBy" = ${claim.instanceId}
      ORDER BY d."nextAttemptAt", d."id"`,
  );
  const deliveries = rows.map((row): ClaimedDelivery => ({
    id: int(row.id),
    orgId: int(row.orgId),
    subscriptionId: int(row.subscriptionId),
    attempts: int(row.attempts),
    scheduleFrom: int(row.scheduleFrom),
    eventId: text(row.publicId),
    payload: text(row.payload),
    url: text(row.url),
    sealedSecret: text(row.secret),
    sealedPreviousSecret: textOrNull(row.previousSecret),
    previousUntil: row.previousUntil === null ? null : date(row.previousUntil),
  }));
  // A delivery whose event or subscription is gone can never be made: closed rather than claimed forever.
  const orphans = ids.filter((id) => !deliveries.some((delivery) => delivery.id === id));
  if (orphans.length > 0)
    await sqlExecute(
      client,
      Prisma.sql`UPDATE "WebhookDelivery" SET "status" = 'FAILED', "nextAttemptAt" = NULL, "lockedUntil" = NULL,
        "lockedBy" = NULL WHERE "id" IN (${Prisma.join(orphans)}) AND "lockedBy" = ${claim.instanceId}`,
    );
  return deliveries;
}

/** Gives claims back (shutdown, or an attempt not made): due again at once for any instance. */
export function releaseClaims(client: SqlClient, instanceId: string, ids?: readonly number[]): Promise<number> {
  if (ids?.length === 0) return Promise.resolve(0);
  const only = ids ? Prisma.sql`AND "id" IN (${Prisma.join(ids)})` : Prisma.empty;
  return sqlExecute(
    client,
    Prisma.sql`UPDATE "WebhookDelivery" SET "lockedUntil" = NULL, "lockedBy" = NULL
      WHERE "lockedBy" = ${instanceId} AND "status" = 'PENDING' ${only}`,
  );
}

export interface AttemptRecord extends AttemptExchange {
  deliveryId: number;
  orgId: number;
  at: Date;
}

/**
 * The delivery's state after an attempt, written only while this instance still holds its claim (false
 * otherwise: the lease ran out or shutdown released it, and the attempt is not recorded).
 */
export async function finishAttempt(
  tx: AnyTx,
  instanceId: string,
  outcome: { deliveryId: number; status: "PENDING" | "DELIVERED" | "FAILED"; nextAttemptAt: Date | null; at: Date },
  responseStatus: number | null,
): Promise<boolean> {
  const changed = await sqlExecute(
    tx,
    Prisma.sql`UPDATE "WebhookDelivery" SET "status" = ${outcome.status}, "attempts" = "attempts" + 1,
        "nextAttemptAt" = ${outcome.nextAttemptAt}, "lastAttemptAt" = ${outcome.at},
        "lastResponseStatus" = ${responseStatus}, "lockedUntil" = NULL, "lockedBy" = NULL
      WHERE "id" = ${outcome.deliveryId} AND "lockedBy" = ${instanceId} AND "status" = 'PENDING'`,
  );
  return changed === 1;
}

/**
 * Writes the attempt's row. Should the database refuse its log, the row is written with the outcome alone
 * (a savepoint keeps the transaction usable): a delivery is never sent again only because its log was refused.
 */
export async function insertAttempt(tx: AnyTx, attempt: AttemptRecord): Promise<void> {
  await sqlExecute(tx, Prisma.sql`SAVEPOINT webhook_attempt_log`);
  try {
    await insertAttemptRow(tx, attempt);
    await sqlExecute(tx, Prisma.sql`RELEASE SAVEPOINT webhook_attempt_log`);
  } catch (error) {
    await sqlExecute(tx, Prisma.sql`ROLLBACK TO SAVEPOINT webhook_attempt_log`);
    logger().warn({ err: error, deliveryId: attempt.deliveryId }, "webhook attempt log refused; outcome kept");
    await insertAttemptRow(tx, {
      ...attempt,
      requestHeaders: {},
      requestBody: "",
      responseHeaders: {},
      responseBody: "",
      error: attempt.error === null ? null : "log refused",
    });
  }
}

async function insertAttemptRow(tx: AnyTx, attempt: AttemptRecord): Promise<void> {
  await sqlExecute(
    tx,
    Prisma.sql`INSERT INTO "WebhookAttempt" ("deliveryId", "orgId", "at", "durationMs", "requestHeaders",
        "requestBody", "responseStatus", "responseHeaders", "responseBody", "error")
      VALUES (${attempt.deliveryId}, ${attempt.orgId}, ${attempt.at}, ${attempt.durationMs},
        ${JSON.stringify(attempt.requestHeaders)}, ${attempt.requestBody}, ${attempt.responseStatus},
        ${JSON.stringify(attempt.responseHeaders)}, ${attempt.responseBody}, ${attempt.error})`,
  );
}

/** A success ends the subscription's failing period. */
export async function markSubscriptionSucceeding(tx: AnyTx, subscriptionId: number): Promise<void> {
  await sqlExecute(
    tx,
    Prisma.sql`UPDATE "WebhookSubscription" SET "failingSince" = NULL
      WHERE "id" = ${subscriptionId} AND "failingSince" IS NOT NULL`,
  );
}

/** A failure starts the failing period unless one runs; answers since when it has been failing. */
export async function markSubscriptionFailing(tx: AnyTx, subscriptionId: number, at: Date): Promise<Date | null> {
  const rows = await sqlRows<{ failingSince: RawValue }>(
    tx,
    Prisma.sql`UPDATE "WebhookSubscription" SET "failingSince" = COALESCE("failingSince", ${at})
      WHERE "id" = ${subscriptionId} RETURNING "failingSince"`,
  );
  const since = rows[0]?.failingSince;
  return since === undefined || since === null ? null : date(since);
}

export type DisabledReason = "gone" | "failing";

/**
 * Disables an enabled subscription; answers it, or null when it was not enabled (already disabled). The
 * failing period is cleared, so an admin who enables it again gives it a new one.
 */
export async function disableSubscription(
  tx: AnyTx,
  subscriptionId: number,
  reason: DisabledReason,
  at: Date,
): Promise<{ id: number; orgId: number; url: string } | null> {
  const rows = await sqlRows<{ id: RawValue; orgId: RawValue; url: RawValue }>(
    tx,
    Prisma.sql`UPDATE "WebhookSubscription" SET "status" = 'DISABLED', "disabledReason" = ${reason},
        "disabledAt" = ${at}, "updatedAt" = ${at}, "failingSince" = NULL
      WHERE "id" = ${subscriptionId} AND "status" = 'ENABLED' RETURNING "id", "orgId", "url"`,
  );
  const row = rows[0];
  return row ? { id: int(row.id), orgId: int(row.orgId), url: text(row.url) } : null;
}

/** Due deliveries of enabled subscriptions, summed over organizations, and when the oldest was created. */
export async function dueBacklog(client: SqlClient, now: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await sqlRows<{ count: RawValue; oldest: RawValue }>(
    client,
    Prisma.sql`SELECT COUNT(*) AS "count", MIN(d."createdAt") AS "oldest"
      FROM "WebhookDelivery" d JOIN "WebhookSubscription" s ON s."id" = d."subscriptionId"
      WHERE d."status" = 'PENDING' AND d."nextAttemptAt" <= ${now} AND s."status" = 'ENABLED'`,
  );
  return { count: intOrNull(row?.count ?? 0) ?? 0, oldest: row?.oldest ? date(row.oldest) : null };
}
