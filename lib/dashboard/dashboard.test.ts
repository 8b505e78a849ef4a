import { describe, expect, it } from "vitest";
import { db } from "../db/client.ts";
import { addDays } from "../time/server-time.ts";
import { EXPIRING_LOTS_READ, findExpiringCustomers } from "./find-expiring-customers.ts";
import {
  countDecidedToday,
  countPendingByType,
  findMyPendingRequests,
  findOldestPending,
} from "./request-attention.ts";
import { principalWithAccess } from "@/scripts/test-harness/principals.ts";

const person = (username: string) =>
  principalWithAccess(username, ["default", "requests.write", "requests.approve", "points.read"]);

async function request(orgId: number, createdById: number, status: string, createdAt: Date, customerId = 5001) {
  return db.request.create({
    data: {
      orgId,
      type: "GOODWILL",
      baseType: "POINTS",
      status,
      customerId,
      createdById,
      createdAt,
      requestedPoints: 5,
    },
  });
}

describe("home figures", () => {
  it("count pending requests per type, find the oldest and the viewer's own, scoped to the organization", async () => {
    const [maker, dual] = [await person("demo.maker"), await person("dual.maker")];
    const before = await countPendingByType(maker);
    const pendingGoodwill = () => before.find((r) => r.type === "GOODWILL" && r.baseType === "POINTS")?.count ?? 0;
    const oldest = await request(100, maker.userId, "PENDING", new Date("2001-01-01T00:00:00Z"));
    await request(100, maker.userId, "PENDING", new Date());
    await request(200, dual.userId, "PENDING", new Date("2000-01-01T00:00:00Z"), 5005);

    const after = await countPendingByType(maker);
    expect(after.find((r) => r.type === "GOODWILL" && r.baseType === "POINTS")?.count).toBe(pendingGoodwill() + 2);
    expect(after.reduce((sum, r) => sum + r.count, 0)).toBe(
      await db.request.count({ where: { orgId: 100, status: "PENDING" } }),
    );
    expect((await findOldestPending(maker))?.id).toBe(oldest.id);
    const mine = await findMyPendingRequests(maker);
    expect(mine.total).toBe(
      await db.request.count({ where: { orgId: 100, status: "PENDING", createdById: maker.userId } }),
    );
    expect(mine.requests[0].id).toBe(oldest.id);
  });

  it("count today's decisions by status", async () => {
    const checker = await person("demo.checker");
    const before = await countDecidedToday(checker);
    await request(100, checker.userId, "APPROVED", new Date());
    await request(100, checker.userId, "REJECTED", new Date());
    await request(100, checker.userId, "REJECTED", new Date());
    const after = await countDecidedToday(checker);
    expect(after).toEqual({ approved: before.approved + 1, rejected: before.rejected + 2 });
  });

  it("find customers with unconsumed points expiring in the next 30 days", async () => {
    const checker = await person("demo.checker");
    const now = new Date();
    const customer = await db.customer.create({
      data: { firstName: "Soon", lastName: "Expiring", registrations: { create: { orgId: 100 } } },
    });
    const lot = (points: number, expiresAt: Date, remaining = points) =>
      db.pointsLot.create({
        data: {
          orgId: 100,
          customerId: customer.id,
          programId: 1001,
          points,
          remaining,
          pointsType: "customer_promotions",
          expiryType: "fixed",
          expiresAt,
          open: remaining > 0,
        },
      });
    const before = await findExpiringCustomers(checker, now, 1000);
    await lot(40, addDays(now, 3));
    await lot(60, addDays(now, 29));
    await lot(70, addDays(now, 31));
    await lot(50, addDays(now, 5), 0);
    const after = await findExpiringCustomers(checker, now, 1000);
    expect(after.total).toBe(before.total + 1);
    expect(after.customers.find((c) => c.id === customer.id)).toMatchObject({ name: "Soon Expiring", points: "100" });
    expect(after.points).toBe(before.points + 100);

    // The customers list behind the home's figure pages through them one by one, none twice, none left out.
    const paged = [];
    for (let skip = 0; skip < after.total; skip++)
      paged.push(...(await findExpiringCustomers(checker, now, 1, skip)).customers.map((c) => c.id));
    expect(paged).toEqual(after.customers.map((c) => c.id));
  });

  it("read the window's soonest lots only, and say the figures are a floor past them", async () => {
    const checker = await person("demo.checker");
    // A window of its own: no demo lot expires this late.
    const now = new Date("2090-01-01T00:00:00Z");
    const [many, next, late] = await Promise.all(
      ["Many", "Next", "Late"].map((firstName) =>
        db.customer.create({ data: { firstName, lastName: "Lots", registrations: { create: { orgId: 100 } } } }),
      ),
    );
    const lots = (customerId: number, count: number, day: number) =>
      db.pointsLot.createMany({
        data: Array.from({ length: count }, () => ({
          orgId: 100,
          customerId,
          programId: 1001,
          points: 1,
          remaining: 1,
          pointsType: "customer_promotions",
          expiryType: "fixed",
          expiresAt: addDays(now, day),
        })),
      });
    await lots(many.id, EXPIRING_LOTS_READ, 2);
    await lots(next.id, 1, 3);
    await lots(late.id, 1, 4);

    const found = await findExpiringCustomers(checker, now, 5);
    // The count and the pages read the same soonest lots: one customer counted, the same one listed.
    expect(found).toMatchObject({ more: true, total: 1, points: EXPIRING_LOTS_READ });
    expect(found.customers.map((c) => [c.id, c.points])).toEqual([[many.id, String(EXPIRING_LOTS_READ)]]);
    await db.pointsLot.deleteMany({ where: { customerId: many.id } });
    // A customer merged away in the organization is not live there: their lots, the soonest, count for nothing.
    const gone = await db.customer.create({
      data: { firstName: "Gone", lastName: "Lots", registrations: { create: { orgId: 100, mergedIntoId: late.id } } },
    });
    await lots(gone.id, 3, 1);
    const all = await findExpiringCustomers(checker, now, 5);
    expect(all).toMatchObject({ more: false, total: 2, points: 2 });
    expect(all.customers.map((c) => [c.id, c.points])).toEqual([
      [next.id, "1"],
      [late.id, "1"],
    ]);
  }, 120_000);
});
