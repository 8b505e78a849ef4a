"use server";

import type { OrganizationSettingsPatch } from "@/lib/orgs/schemas.ts";
import { saveSettingsOperation } from "./admin-settings-operations.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";

/** The fields that changed; answers all settings as they now are. */
export async function saveSettingsAction(patch: OrganizationSettingsPatch) {
  return performConsoleOperation(await consoleCall(), saveSettingsOperation, patch);
}
