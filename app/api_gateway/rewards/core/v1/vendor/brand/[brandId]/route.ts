// GET /api_gateway/rewards/core/v1/vendor/brand/{brandId}?limit=&offset= – the vendors of one brand
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { gatewayFamily, gatewayStatus } from "@/lib/api/families/gateway.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { findVendorsByBrand } from "@/lib/vendors/find-vendors-by-brand.ts";
import { renderVendor } from "@/lib/vendors/render-vendor.ts";
import { vendorListQuerySchema } from "@/lib/vendors/schemas.ts";

export const GET = apiRoute<{ brandId: string }>(
  { family: gatewayFamily("vendorList"), access: "default", read: true },
  async ({ principal, params, url }) => {
    const page = parseQuery(vendorListQuerySchema, queryObject(url.searchParams));
    const { vendors, totalCount } = await findVendorsByBrand(principal, parseIdParam(params.brandId), page);
    return json({
      status: gatewayStatus(5001, "Vendors fetched successfully"),
      vendorList: vendors.map(renderVendor),
      totalCount,
    });
  },
);
