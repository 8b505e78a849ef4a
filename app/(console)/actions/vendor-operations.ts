import "server-only";
import { gatewayStatus } from "@/lib/api/families/gateway.ts";
import { VENDOR_BODY_LIMIT_BYTES, VENDOR_STATUS_BODY_LIMIT_BYTES } from "@/lib/vendors/body-limits.ts";
import { createVendor } from "@/lib/vendors/create-vendor.ts";
import { mapVendorIssue } from "@/lib/vendors/map-vendor-issue.ts";
import { renderVendor } from "@/lib/vendors/render-vendor.ts";
import { createVendorSchema, updateVendorSchema, vendorStatusSchema } from "@/lib/vendors/schemas.ts";
import { setVendorEnabled } from "@/lib/vendors/set-vendor-enabled.ts";
import { updateVendor } from "@/lib/vendors/update-vendor.ts";
import type { ConsoleOperation } from "./console-action.ts";

/** A saved vendor as the gateway answers it, with the gateway's status the console shows. */
export interface SavedVendor {
  status: { code: number; message: string };
  vendor: ReturnType<typeof renderVendor>;
}

export const createVendorOperation: ConsoleOperation<typeof createVendorSchema, SavedVendor> = {
  access: "default",
  schema: createVendorSchema,
  mapIssue: mapVendorIssue,
  maxInputBytes: VENDOR_BODY_LIMIT_BYTES,
  run: async (principal, input) => ({
    status: gatewayStatus(5002, "Vendor created successfully"),
    vendor: renderVendor(await createVendor(principal, input)),
  }),
};

export const updateVendorOperation: ConsoleOperation<typeof updateVendorSchema, SavedVendor> = {
  access: "default",
  schema: updateVendorSchema,
  mapIssue: mapVendorIssue,
  maxInputBytes: VENDOR_BODY_LIMIT_BYTES,
  run: async (principal, input, id) => ({
    status: gatewayStatus(5003, "Vendor updated successfully"),
    vendor: renderVendor(await updateVendor(principal, id, input)),
  }),
};

export const setVendorEnabledOperation: ConsoleOperation<typeof vendorStatusSchema, SavedVendor> = {
  access: "default",
  schema: vendorStatusSchema,
  maxInputBytes: VENDOR_STATUS_BODY_LIMIT_BYTES,
  run: async (principal, { enabled }, id) => ({
    status: gatewayStatus(5006, `Vendor ${enabled ? "enabled" : "disabled"} successfully`),
    vendor: renderVendor(await setVendorEnabled(principal, id, enabled)),
  }),
};
