import { randomBytes } from "node:crypto";
import type { Tx } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { lockCustomerInOrg } from "../customers/find-customer.ts";
import { invalidInput } from "../errors/common-errors.ts";
import { awardPoints, getDefaultProgram } from "../points/award-points.ts";
import { invalidCouponSeries, noDefaultProgram } from "./errors.ts";

interface GoodwillTarget {
  orgId: number;
  customerId: number;
  requestId: number;
  at: Date;
}

/** Credits approved goodwill points: customer_promotions, fixed, expiring on 31 December of the next year. */
export async function applyGoodwillPoints(tx: Tx, target: GoodwillTarget, points: string | null) {
  if (points === null) throw invalidInput("points is required to approve a GOODWILL POINTS request", "points");
  await lockCustomerInOrg(tx, target.orgId, target.customerId);
  const program = await getDefaultProgram(tx, target.orgId);
  if (!program) throw noDefaultProgram();
  const lotId = await awardPoints(tx, {
    orgId: target.orgId,
    customerId: target.customerId,
    requestId: target.requestId,
    programId: program.id,
    points: new Prisma.Decimal(points),
    pointsType: "customer_promotions",
    expiryType: "fixed",
    expiresAt: new Date(target.at.getFullYear() + 1, 11, 31),
  });
  return { approvedValue: points, assocId: String(target.customerId), lotId };
}

/** Issues one coupon of the organization's series to the customer. */
export async function applyGoodwillCoupon(tx: Tx, target: GoodwillTarget, seriesId: number | null) {
  if (seriesId === null || !(await isOrgCouponSeries(tx, target.orgId, seriesId))) throw invalidCouponSeries();
  await lockCustomerInOrg(tx, target.orgId, target.customerId);
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

export async function isOrgCouponSeries(client: Pick<Tx, "couponSeries">, orgId: number, seriesId: number): Promise<boolean> {
  if (!Number.isSafeInteger(seriesId)) return false;
  return (await client.couponSeries.count({ where: { id: seriesId, orgId } })) === 1;
}
