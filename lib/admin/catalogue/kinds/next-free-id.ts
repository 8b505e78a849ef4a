import "server-only";
import type { Tx } from "../../../db/client.ts";

/**
 * Brand and coupon series ids are not assigned by the database (the original's ids are kept as they are),
 * so a new row takes the next id after the highest in use; a concurrent create taking the same id fails on
 * the primary key and is run once more (lib/admin/catalogue/catalogue-kind.ts).
 */
export async function nextBrandId(tx: Tx): Promise<number> {
  return ((await tx.brand.aggregate({ _max: { id: true } }))._max.id ?? 0) + 1;
}

export async function nextCouponSeriesId(tx: Tx): Promise<number> {
  return ((await tx.couponSeries.aggregate({ _max: { id: true } }))._max.id ?? 0) + 1;
}
