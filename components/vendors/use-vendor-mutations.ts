"use client";

import { useMutation } from "@tanstack/react-query";
import { createVendorAction, setVendorEnabledAction, updateVendorAction } from "@/app/(console)/actions/vendors.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { CreateVendorInput, UpdateVendorInput } from "@/lib/vendors/schemas.ts";

/** Creates a vendor, or changes the fields sent (an omitted secret is kept); a refusal is thrown as Refused. */
export function useSaveVendor(vendorId: number | null) {
  return useMutation({
    mutationFn: async (payload: UpdateVendorInput) =>
      dataOf(
        vendorId === null
          ? await createVendorAction(payload as CreateVendorInput)
          : await updateVendorAction(vendorId, payload),
      ),
  });
}

export function useSetVendorEnabled() {
  return useMutation({
    mutationFn: async ({ id, enabled }: { id: number; enabled: boolean }) =>
      dataOf(await setVendorEnabledAction(id, enabled)),
  });
}
