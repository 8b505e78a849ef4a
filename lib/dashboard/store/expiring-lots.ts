import "server-only";
import { db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { date, int, total, type RawValue } from "../../db/codecs.ts";
import { pageSql } from "../../db/page-sql.ts";
import { sqlRows } from "../../db/sql.ts";

/** The organization's open lots with points left expiring in [from, until). */
export interface ExpiryWindow {
  orgId: number;
  from: Date;
  until: Date;
}

/**
 * The window's first `cap` lots of live customers in expiry order (then id, so the same lots every time),
 * from the (open, expiresAt, orgId) index: a window of a million lots costs what one of `cap` does.
 */
const firstLotsSql = ({ orgId, from, until }: ExpiryWindow, cap: number) => Prisma.sql`
  SELECT l."id", l."customerId", l."expiresAt", l."remaining" FROM "PointsLot" l
  WHERE l."orgId" = ${orgId} AND l."open" = ${true} AND l."expiresAt" >= ${from} AND l."expiresAt" < ${until}
    AND l."remaining" > 0
    AND EXISTS (SELECT 1 FROM "CustomerRegistration" r
                WHERE r."customerId" = l."customerId" AND r."orgId" = ${orgId} AND r."mergedIntoId" IS NULL)
  ORDER BY l."expiresAt", l."id" LIMIT ${Prisma.raw(String(Math.trunc(cap)))}`;

/**
 * How many customers the window's first `cap` lots hold, and their points; `more` when the window holds
 * another lot after them. The same lots as pageFirstExpiringCustomers lists, so the count matches the pages.
 */
export async function sumFirstExpiringLots(window: ExpiryWindow, cap: number) {
  const first = Prisma.raw(String(Math.trunc(cap)));
  const [row] = await sqlRows<Record<"lots" | "customers" | "points", RawValue>>(
    db,
    Prisma.sql`SELECT COUNT(*) AS "lots",
        COUNT(DISTINCT CASE WHEN w."n" <= ${first} THEN w."customerId" END) AS "customers",
        SUM(CASE WHEN w."n" <= ${first} THEN w."remaining" ELSE 0 END) AS "points"
      FROM (SELECT f.*, ROW_NUMBER() OVER (ORDER BY f."expiresAt", f."id") AS "n"
            FROM (${firstLotsSql(window, cap + 1)}) f) w`,
  );
  return { more: total(row?.lots) > cap, customers: total(row?.customers), points: total(row?.points) };
}

/** A page of the customers of the window's first `cap` lots, by their first expiry, then id. */
export async function pageFirstExpiringCustomers(
  window: ExpiryWindow,
  cap: number,
  page: { limit: number; offset: number },
) {
  const rows = await sqlRows<Record<"customerId" | "firstExpiry", RawValue>>(
    db,
    Prisma.sql`SELECT w."customerId", MIN(w."expiresAt") AS "firstExpiry" FROM (${firstLotsSql(window, cap)}) w
      GROUP BY w."customerId" ORDER BY "firstExpiry", w."customerId" ${pageSql(page.limit, page.offset)}`,
  );
  return rows.map((row) => ({ customerId: int(row.customerId), firstExpiry: date(row.firstExpiry) }));
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
