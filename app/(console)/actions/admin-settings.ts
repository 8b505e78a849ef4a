"use server";

import type { OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";
import { saveSettingsOperation } from "./admin-settings-operations.ts";
import { runConsoleAction } from "./console-action.ts";

/** The fields that changed; answers all settings as they now are. */
export async function saveSettingsAction(patch: OrganizationSettingsPatch) {
  return runConsoleAction(saveSettingsOperation, patch);
}
