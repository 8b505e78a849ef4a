// PATCH, DELETE /v2/admin/coupon-series/{id} – coupon series goodwill coupons are issued from: rename, change, deactivate or reactivate; delete when unused
import { catalogueEntryRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { couponSeries } from "@/lib/admin/catalogue/kinds/coupon-series.ts";
import { createCouponSeriesSchema, updateCouponSeriesSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderCouponSeries } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueEntryRoutes({
  kindOf: () => couponSeries,
  createSchema: createCouponSeriesSchema,
  updateSchema: updateCouponSeriesSchema,
  render: renderCouponSeries,
});
export const PATCH = routes.PATCH;
export const DELETE = routes.DELETE;
