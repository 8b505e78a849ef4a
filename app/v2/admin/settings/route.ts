// GET, PATCH /v2/admin/settings – the organization's settings, with the approval policy's defaults shown
import { z } from "zod";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { renderOrganizationSettings } from "@/lib/orgs/render-organization-settings.ts";
import { updateOrganizationSettings } from "@/lib/orgs/update-organization-settings.ts";

export const GET = apiRoute({ family: v2Family, access: "admin" }, async ({ principal }) => {
  const settings = await getOrganizationSettings(principal.orgId);
  return json({ data: renderOrganizationSettings(settings), warnings: [] });
});

// The body goes to the domain function as sent: it parses with the shared schema strictly, so a misspelt
// or unknown key is refused rather than dropped with a warning, and null clears defaultProgramId.
export const PATCH = apiRoute(
  { family: v2Family, access: "admin", maxBodyBytes: 8192 },
  async ({ principal, body }) => {
    const settings = await updateOrganizationSettings(principal, await body(z.unknown()));
    return json({ data: renderOrganizationSettings(settings), warnings: [] });
  },
);
