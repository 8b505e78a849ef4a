import "server-only";
import { defineCatalogueKind, plainRows, usageOf } from "../catalogue-kind.ts";
import type { CreateCouponSeriesInput, UpdateCouponSeriesInput } from "../schemas.ts";
import { nextCouponSeriesId } from "./next-free-id.ts";

export interface CouponSeriesEntry {
  id: number;
  orgId: number;
  description: string;
  active: boolean;
}

export const couponSeries = defineCatalogueKind<CouponSeriesEntry, CreateCouponSeriesInput, UpdateCouponSeriesInput>({
  table: "CouponSeries",
  entity: "couponSeries",
  noun: "coupon series",
  nameOf: (row) => row.description,
  unique: [{ column: "description", valueOf: (input) => input.description }],
  ...plainRows((tx) => tx.couponSeries),
  insert: async (tx, orgId, input) =>
    tx.couponSeries.create({ data: { id: await nextCouponSeriesId(tx), orgId, description: input.description } }),
  usage: async (tx, row) =>
    usageOf([
      [await tx.coupon.count({ where: { seriesId: row.id } }), "coupon"],
      [await tx.request.count({ where: { orgId: row.orgId, seriesId: row.id } }), "request"],
    ]),
  fields: (row) => ({ description: row.description, active: row.active }),
});
