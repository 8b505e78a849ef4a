"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { renderVendor } from "@/lib/vendors/render-vendor.ts";
import type { UpdateVendorInput } from "@/lib/vendors/schemas.ts";

export type GatewayVendor = ReturnType<typeof renderVendor>;

export interface GatewayVendorResponse {
  status: { success: boolean; code: number; message: string };
  vendor: GatewayVendor;
}

const VENDOR_API = "/api_gateway/rewards/core/v1/vendor";

/** POST …/vendor/create (new vendor) or PUT …/vendor/{id} (the fields sent change; an omitted secret is kept). */
export function useSaveVendor(vendorId: number | null) {
  return useMutation({
    mutationFn: (payload: UpdateVendorInput) =>
      vendorId === null
        ? apiFetch<GatewayVendorResponse>(`${VENDOR_API}/create`, { body: payload })
        : apiFetch<GatewayVendorResponse>(`${VENDOR_API}/${vendorId}`, { method: "PUT", body: payload }),
  });
}

/** PUT …/vendor/{id}/status with {enabled}. */
export function useSetVendorEnabled() {
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      apiFetch<GatewayVendorResponse>(`${VENDOR_API}/${id}/status`, { method: "PUT", body: { enabled } }),
  });
}
