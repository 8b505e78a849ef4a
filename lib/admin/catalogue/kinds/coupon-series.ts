import "server-only";
import { usageOf } from "../catalogue-kind.ts";
import { definePlainKind } from "../plain-kind.ts";
import type { CreateCouponSeriesInput, UpdateCouponSeriesInput } from "../schemas.ts";
import { nextCouponSeriesId } from "./next-free-id.ts";

export interface CouponSeriesEntry {
  id: number;
  orgId: number;
  description: string;
  active: boolean;
}

export const couponSeries = definePlainKind<CouponSeriesEntry, CreateCouponSeriesInput, UpdateCouponSeriesInput>({
  table: "CouponSeries",
  entity: "couponSeries",
  noun: "coupon series",
  nameColumn: "description",
  audited: ["description"],
  model: (tx) => tx.couponSeries,
  insert: async (tx, orgId, input) =>
    tx.couponSeries.create({ data: { id: await nextCouponSeriesId(tx), orgId, description: input.description } }),
  usage: async (tx, row) =>
    usageOf([
      [await tx.coupon.count({ where: { seriesId: row.id } }), "coupon"],
      [await tx.request.count({ where: { orgId: row.orgId, seriesId: row.id } }), "request"],
    ]),
});
