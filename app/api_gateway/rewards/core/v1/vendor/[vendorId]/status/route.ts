// PUT /api_gateway/rewards/core/v1/vendor/{vendorId}/status – enable or disable a vendor
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { gatewayFamily, gatewayStatus } from "@/lib/api/families/gateway.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { renderVendor } from "@/lib/vendors/render-vendor.ts";
import { vendorStatusSchema } from "@/lib/vendors/schemas.ts";
import { setVendorEnabled } from "@/lib/vendors/set-vendor-enabled.ts";
import { VENDOR_STATUS_BODY_LIMIT_BYTES } from "@/lib/vendors/body-limits.ts";

export const PUT = apiRoute<{ vendorId: string }>(
  { family: gatewayFamily("vendor"), access: "default", maxBodyBytes: VENDOR_STATUS_BODY_LIMIT_BYTES },
  async ({ principal, params, body }) => {
    const vendorId = parseIdParam(params.vendorId);
    const { enabled } = await body(vendorStatusSchema);
    const vendor = await setVendorEnabled(principal, vendorId, enabled);
    return json({
      status: gatewayStatus(5006, `Vendor ${enabled ? "enabled" : "disabled"} successfully`),
      vendor: renderVendor(vendor),
    });
  },
);
