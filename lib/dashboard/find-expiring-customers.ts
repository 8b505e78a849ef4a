import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { addDays } from "../time/server-time.ts";
import { readFirstExpiringLots, sumExpiringPointsOf } from "./store/expiring-lots.ts";

export const EXPIRY_WINDOW_DAYS = 30;

/**
 * How many of the window's lots the figures read, soonest first: past it the figures count what those
 * lots hold and say "at least", so the home page costs the same for a retailer with millions of lots.
 */
export const EXPIRING_LOTS_READ = 1_000;

/**
 * Live customers of the organization with unconsumed points expiring within the next 30 days: how many,
 * and a page of them (the first few by default) by earliest expiry with the points at stake. When the
 * window holds more than EXPIRING_LOTS_READ lots, `more` is true and `total` and `points` count the
 * customers and points of the soonest EXPIRING_LOTS_READ lots only (at least that many); pages list the
 * same customers.
 */
export async function findExpiringCustomers(principal: Principal, now = new Date(), take = 5, skip = 0) {
  const window = { orgId: principal.orgId, from: now, until: addDays(now, EXPIRY_WINDOW_DAYS) };
  const read = await readFirstExpiringLots(db, window, EXPIRING_LOTS_READ, { limit: take, offset: skip });
  const first = read.first;
  const ids = first.map((row) => row.customerId);
  const [points, names] = await Promise.all([
    sumExpiringPointsOf(db, window, ids),
    db.customer.findMany({ where: { id: { in: ids } }, select: { id: true, firstName: true, lastName: true } }),
  ]);
  const byId = new Map(names.map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]));
  return {
    total: read.customers,
    points: read.points,
    more: read.more,
    customers: first.map((row) => ({
      id: row.customerId,
      name: byId.get(row.customerId) ?? "",
      points: String(points.get(row.customerId) ?? 0),
      firstExpiry: row.firstExpiry,
    })),
  };
}
