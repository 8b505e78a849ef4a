import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { startOfLocalDay } from "../time/server-time.ts";

/** Pending requests per type and sub-type, from the counts the database keeps per status (one small read). */
export async function countPendingByType(principal: Principal) {
  const rows = await db.requestCount.findMany({
    where: { orgId: principal.orgId, status: "PENDING", count: { gt: 0 } },
    select: { type: true, baseType: true, count: true },
    orderBy: [{ type: "asc" }, { baseType: "asc" }],
  });
  return rows;
}

/** The pending request that has waited longest; force-approved ones are never pending. */
export async function findOldestPending(principal: Principal) {
  return db.request.findFirst({
    where: { orgId: principal.orgId, status: "PENDING" },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      type: true,
      baseType: true,
      createdAt: true,
      customer: { select: { id: true, firstName: true, lastName: true } },
    },
  });
}

/** The viewer's own requests still waiting for someone else to review them, oldest first, with their count. */
export async function findMyPendingRequests(principal: Principal, take = 5) {
  const where = { orgId: principal.orgId, status: "PENDING", createdById: principal.userId };
  const [total, requests] = await Promise.all([
    db.request.count({ where }),
    db.request.findMany({
      where,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take,
      select: { id: true, type: true, baseType: true, createdAt: true },
    }),
  ]);
  return { total, requests };
}

/** Requests approved or rejected since the start of today (server time zone), per status. */
export async function countDecidedToday(principal: Principal, now = new Date()) {
  const rows = await db.request.groupBy({
    by: ["status"],
    where: {
      orgId: principal.orgId,
      status: { in: ["APPROVED", "REJECTED"] },
      updatedAt: { gte: startOfLocalDay(now) },
    },
    _count: { _all: true },
  });
  const of = (status: string) => rows.find((row) => row.status === status)?._count._all ?? 0;
  return { approved: of("APPROVED"), rejected: of("REJECTED") };
}
