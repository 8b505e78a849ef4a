import "server-only";
import { z } from "zod";
import { getSsoSettings } from "@/lib/auth/sso/get-sso-settings.ts";
import { renderOrganizationSettings, type OrganizationSettingsView } from "@/lib/orgs/render-organization-settings.ts";
import { updateOrganizationSettings } from "@/lib/orgs/update-organization-settings.ts";
import type { ConsoleOperation } from "./console-action.ts";

// PATCH /v2/admin/settings' operation. As the route does, the input goes to the domain function as sent:
// it parses with the shared schema strictly, so an unknown key is refused rather than dropped.
export const saveSettingsOperation: ConsoleOperation<z.ZodUnknown, OrganizationSettingsView> = {
  access: "admin",
  schema: z.unknown(),
  maxInputBytes: 32_768,
  run: async (principal, input, _id, call) => {
    const settings = await updateOrganizationSettings(principal, input);
    const sso = await getSsoSettings(principal.orgId, call.origin ?? "http://localhost");
    return renderOrganizationSettings(settings, sso);
  },
};
