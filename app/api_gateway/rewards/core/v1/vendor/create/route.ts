// POST /api_gateway/rewards/core/v1/vendor/create – create a vendor for one of the organization's brands
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { gatewayFamily, gatewayStatus } from "@/lib/api/families/gateway.ts";
import { createVendor } from "@/lib/vendors/create-vendor.ts";
import { renderVendor } from "@/lib/vendors/render-vendor.ts";
import { createVendorSchema } from "@/lib/vendors/schemas.ts";
import { mapVendorIssue } from "@/lib/vendors/map-vendor-issue.ts";
import { VENDOR_BODY_LIMIT_BYTES } from "@/lib/vendors/body-limits.ts";

export const POST = apiRoute(
  { family: gatewayFamily("vendor"), access: "default", maxBodyBytes: VENDOR_BODY_LIMIT_BYTES },
  async ({ principal, body }) => {
    const vendor = await createVendor(principal, await body(createVendorSchema, mapVendorIssue));
    return json({ status: gatewayStatus(5002, "Vendor created successfully"), vendor: renderVendor(vendor) });
  },
);
