// GET, POST /v2/admin/coupon-series – coupon series goodwill coupons are issued from: list (q, active, paging) and add
import { catalogueCollectionRoutes } from "@/lib/api/admin-catalogue-routes.ts";
import { couponSeries } from "@/lib/admin/catalogue/kinds/coupon-series.ts";
import { createCouponSeriesSchema, updateCouponSeriesSchema } from "@/lib/admin/catalogue/schemas.ts";
import { renderCouponSeries } from "@/lib/admin/catalogue/render-catalogue.ts";

const routes = catalogueCollectionRoutes({
  kindOf: () => couponSeries,
  createSchema: createCouponSeriesSchema,
  updateSchema: updateCouponSeriesSchema,
  render: renderCouponSeries,
});
export const GET = routes.GET;
export const POST = routes.POST;
