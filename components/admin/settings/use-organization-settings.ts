"use client";

import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/lib/client/api-client.ts";
import type { OrganizationSettingsView } from "@/lib/orgs/render-organization-settings.ts";
import type { OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";

/** PATCH /v2/admin/settings with the fields that changed; answers all settings as they now are. */
export function useSaveOrganizationSettings() {
  return useMutation({
    mutationFn: (patch: OrganizationSettingsPatch) =>
      apiFetch<{ data: OrganizationSettingsView }>("/v2/admin/settings", { method: "PATCH", body: patch }),
  });
}
