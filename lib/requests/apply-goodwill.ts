import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { lockAndCreditGoodwillPoints as creditInStore } from "./store/credit-goodwill-points.ts";
import type { AnyTx } from "../db/transaction-types.ts";

interface GoodwillTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
}

/** A goodwill credit's lot: customer promotion points with a fixed expiry. */
const goodwillLot = { pointsType: "customer_promotions", expiryType: "fixed" } as const;

/**
 * Takes the approval's lock on the customer and credits the approved goodwill points to the organization's
 * default program, expiring on 31 December of the next year.
 */
export async function lockAndCreditGoodwillPoints(tx: AnyTx, target: GoodwillTarget, points: string): Promise<void> {
  await creditInStore(tx, {
    orgId: target.orgId,
    customerId: target.customerId,
    requestId: target.requestId,
    points: new Prisma.Decimal(points),
    ...goodwillLot,
    expiresAt: new Date(target.at.getFullYear() + 1, 11, 31),
  });
}

/**
 * Issues one coupon of the organization's series (checked by the caller) to the customer, inside the
 * approval, after it locked the customer.
 */
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
