import "server-only";
import { db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { date, decimal, int, total, type RawValue } from "../../db/codecs.ts";
import { sqlRows } from "../../db/sql.ts";

/** The organization's open lots with points left expiring in [from, until). */
export interface ExpiryWindow {
  orgId: number;
  from: Date;
  until: Date;
}

/** One lot of the window: whose it is, when it expires and the points it holds. */
export interface ExpiringLot {
  customerId: number;
  expiresAt: Date;
  remaining: Prisma.Decimal;
}

/**
 * The window's first `count` lots of live customers in expiry order (then id, so the same lots every time),
 * from the (open, expiresAt, id, orgId, customerId, remaining) index alone, in its order: a window of a
 * million lots costs what one of `count` does, and no lot's row is read.
 */
export async function readFirstExpiringLots(
  { orgId, from, until }: ExpiryWindow,
  count: number,
): Promise<ExpiringLot[]> {
  const rows = await sqlRows<Record<"customerId" | "expiresAt" | "remaining", RawValue>>(
    db,
    Prisma.sql`SELECT l."customerId", l."expiresAt", l."remaining" FROM "PointsLot" l
      WHERE l."open" = ${true} AND l."expiresAt" >= ${from} AND l."expiresAt" < ${until}
        AND l."orgId" = ${orgId} AND l."remaining" > 0
        AND EXISTS (SELECT 1 FROM "CustomerRegistration" r
                    WHERE r."customerId" = l."customerId" AND r."orgId" = ${orgId} AND r."mergedIntoId" IS NULL)
      ORDER BY l."expiresAt", l."id" LIMIT ${Prisma.raw(String(Math.trunc(count)))}`,
  );
  return rows.map((row) => ({
    customerId: int(row.customerId),
    expiresAt: date(row.expiresAt),
    remaining: decimal(row.remaining),
  }));
}

/** The points each of these customers has expiring in the window (their (customerId, open, expiresAt) index). */
export async function sumExpiringPointsOf(window: ExpiryWindow, customerIds: readonly number[]) {
  if (customerIds.length === 0) return new Map<number, number>();
  const rows = await sqlRows<Record<"customerId" | "points", RawValue>>(
    db,
    Prisma.sql`SELECT "customerId", SUM("remaining") AS "points" FROM "PointsLot"
      WHERE "customerId" IN (${Prisma.join([...customerIds])}) AND "open" = ${true}
        AND "expiresAt" >= ${window.from} AND "expiresAt" < ${window.until}
        AND "orgId" = ${window.orgId} AND "remaining" > 0
      GROUP BY "customerId"`,
  );
  return new Map(rows.map((row) => [int(row.customerId), total(row.points)]));
}
