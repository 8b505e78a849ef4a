"use client";

import { useMutation } from "@tanstack/react-query";
import { saveSettingsAction } from "@/app/(console)/actions/admin-settings.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import type { OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";

/** Saves the fields that changed; answers all settings as they now are. A refusal is thrown as Refused. */
export function useSaveOrganizationSettings() {
  return useMutation({
    mutationFn: async (patch: OrganizationSettingsPatch) => dataOf(await saveSettingsAction(patch)),
  });
}
