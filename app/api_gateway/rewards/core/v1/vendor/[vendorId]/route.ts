// GET, PUT /api_gateway/rewards/core/v1/vendor/{vendorId} – read one vendor, or change the fields sent
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { gatewayFamily, gatewayStatus } from "@/lib/api/families/gateway.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { getVendor } from "@/lib/vendors/get-vendor.ts";
import { renderVendor } from "@/lib/vendors/render-vendor.ts";
import { updateVendorSchema } from "@/lib/vendors/schemas.ts";
import { updateVendor } from "@/lib/vendors/update-vendor.ts";
import { mapVendorIssue } from "@/lib/vendors/map-vendor-issue.ts";
import { VENDOR_BODY_LIMIT_BYTES } from "@/lib/vendors/body-limits.ts";

export const GET = apiRoute<{ vendorId: string }>(
  { family: gatewayFamily("vendor"), access: "default", read: true },
  async ({ principal, params }) => {
    const vendor = await getVendor(principal, parseIdParam(params.vendorId));
    return json({ status: gatewayStatus(5001, "Vendor fetched successfully"), vendor: renderVendor(vendor) });
  },
);

export const PUT = apiRoute<{ vendorId: string }>(
  { family: gatewayFamily("vendor"), access: "default", maxBodyBytes: VENDOR_BODY_LIMIT_BYTES },
  async ({ principal, params, body }) => {
    const vendorId = parseIdParam(params.vendorId);
    const vendor = await updateVendor(principal, vendorId, await body(updateVendorSchema, mapVendorIssue));
    return json({ status: gatewayStatus(5003, "Vendor updated successfully"), vendor: renderVendor(vendor) });
  },
);
