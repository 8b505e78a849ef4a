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

/** The vendor form's routes: default access, their codes for schema issues and their body limit. */
const VENDOR_FORM = { access: "default", mapIssue: mapVendorIssue, maxInputBytes: VENDOR_BODY_LIMIT_BYTES } as const;

export const createVendorOperation: ConsoleOperation<typeof createVendorSchema, SavedVendor> = {
  ...VENDOR_FORM,
  schema: createVendorSchema,
  run: async (principal, input) => saved(5002, "Vendor created successfully", await createVendor(principal, input)),
};

export const updateVendorOperation: ConsoleOperation<typeof updateVendorSchema, SavedVendor> = {
  ...VENDOR_FORM,
  schema: updateVendorSchema,
  run: async (principal, input, id) =>
    saved(5003, "Vendor updated successfully", await updateVendor(principal, id, input)),
};

export const setVendorEnabledOperation: ConsoleOperation<typeof vendorStatusSchema, SavedVendor> = {
  access: "default",
  schema: vendorStatusSchema,
  maxInputBytes: VENDOR_STATUS_BODY_LIMIT_BYTES,
  run: async (principal, { enabled }, id) =>
    saved(
      5006,
      `Vendor ${enabled ? "enabled" : "disabled"} successfully`,
      await setVendorEnabled(principal, id, enabled),
    ),
};

/** The gateway's status for the save, and the vendor as saved. */
function saved(code: number, message: string, vendor: Parameters<typeof renderVendor>[0]): SavedVendor {
  return { status: gatewayStatus(code, message), vendor: renderVendor(vendor) };
}
