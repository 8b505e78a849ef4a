import "server-only";
import { randomBytes } from "node:crypto";
import type { Tx } from "../db/client.ts";

interface GoodwillTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
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
