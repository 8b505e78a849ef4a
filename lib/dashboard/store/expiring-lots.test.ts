import { describe, expect, it } from "vitest";
import { db, dbProvider } from "../../db/client.ts";
import { addDays } from "../../time/server-time.ts";
import { sumExpiringPointsSql } from "./expiring-lots.ts";
import { queryPlanOf } from "@/scripts/test-harness/query-plan.ts";

describe("sumExpiringPointsOf", () => {
  it("reads the page's customers' lots by customer, not the window's lots", async () => {
    const now = new Date();
    const window = { orgId: 100, from: now, until: addDays(now, 30) };
    // A window of many lots of another customer, as in a large organization. SQLite has no statistics
    // and is told the index; PostgreSQL chooses it from its statistics.
    await db.pointsLot.createMany({
      data: Array.from({ length: 3000 }, (_, n) => ({
        orgId: 100,
        customerId: 5003,
        programId: 1001,
        points: 1,
        remaining: 1,
        pointsType: "customer_promotions",
        expiryType: "fixed",
        expiresAt: addDays(now, 1 + (n % 20)),
      })),
    });
    if (dbProvider() === "postgresql") await db.$executeRawUnsafe(`ANALYZE "PointsLot"`);
    const plan = await queryPlanOf(sumExpiringPointsSql(db, window, [5001, 5002]));
    expect(plan).toMatch(/PointsLot_customerId_open_expiresAt_idx/);
    expect(plan).not.toMatch(/PointsLot_open_expiresAt/);
  });
});
