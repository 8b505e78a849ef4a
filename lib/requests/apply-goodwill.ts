import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { awardPoints } from "../points/award-points.ts";

interface GoodwillTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
}

// Both run inside the approval, after it locked the customer.

/**
 * Credits approved goodwill points to the default program (read by the caller before the lock):
 * customer_promotions, fixed, expiring on 31 December of the next year.
 */
export async function creditGoodwillPoints(tx: Tx, target: GoodwillTarget, points: string, programId: number) {
  const lotId = await awardPoints(tx, {
    orgId: target.orgId,
    customerId: target.customerId,
    requestId: target.requestId,
    programId,
    points: new Prisma.Decimal(points),
    pointsType: "customer_promotions",
    expiryType: "fixed",
    expiresAt: new Date(target.at.getFullYear() + 1, 11, 31),
  });
  return { approvedValue: points, assocId: String(target.customerId), lotId };
}

/** Issues one coupon of the organization's series (checked by the caller) to the customer. */
export async function issueGoodwillCoupon(tx: Tx, target: GoodwillTarget, seriesId: number) {
  const coupon = await tx.coupon.create({
    data: {
      orgId: target.orgId,
      seriesId,
      customerId: target.customerId,
      requestId: target.requestId,
      code: `${seriesId}-${randomBytes(6).toString("hex").toUpperCase()}`,
    },
    select: { code: true },
  });
  return { approvedValue: String(seriesId), assocId: String(target.customerId), couponCode: coupon.code };
}
