import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { addDays } from "../time/server-time.ts";

export const EXPIRY_WINDOW_DAYS = 30;

/**
 * Live customers of the organization with unconsumed points expiring within the next 30 days: how many,
 * and a page of them (the first few by default) by earliest expiry with the points at stake.
 */
export async function findExpiringCustomers(principal: Principal, now = new Date(), take = 5, skip = 0) {
  const groups = await db.pointsLot.groupBy({
    by: ["customerId"],
    where: {
      orgId: principal.orgId,
      open: true,
      remaining: { gt: 0 },
      expiresAt: { gte: now, lt: addDays(now, EXPIRY_WINDOW_DAYS) },
      customer: { registrations: { some: { orgId: principal.orgId, mergedIntoId: null } } },
    },
    _sum: { remaining: true },
    _min: { expiresAt: true },
    // Ties on the first expiry by id, so pages of the list neither repeat nor skip a customer.
    orderBy: [{ _min: { expiresAt: "asc" } }, { customerId: "asc" }],
  });
  const first = groups.slice(skip, skip + take);
  const names = await db.customer.findMany({
    where: { id: { in: first.map((g) => g.customerId) } },
    select: { id: true, firstName: true, lastName: true },
  });
  const byId = new Map(names.map((c) => [c.id, `${c.firstName} ${c.lastName}`.trim()]));
  return {
    total: groups.length,
    points: groups.reduce((sum, g) => sum + Number(g._sum?.remaining ?? 0), 0),
    customers: first.map((g) => ({
      id: g.customerId,
      name: byId.get(g.customerId) ?? "",
      points: String(g._sum?.remaining ?? 0),
      firstExpiry: g._min?.expiresAt ?? null,
    })),
  };
}
