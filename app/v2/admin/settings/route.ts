// GET, PATCH /v2/admin/settings – the organization's settings, with the approval policy's defaults shown
import { z } from "zod";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { v2Family } from "@/lib/api/families/v2.ts";
import { getSsoSettings } from "@/lib/auth/sso/get-sso-settings.ts";
import { publicOrigin } from "@/lib/auth/sso/public-origin.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { renderOrganizationSettings } from "@/lib/orgs/render-organization-settings.ts";
import { updateOrganizationSettings } from "@/lib/orgs/update-organization-settings.ts";

export const GET = apiRoute({ family: v2Family, access: "admin" }, async ({ principal, request }) => {
  const settings = await getOrganizationSettings(principal.orgId);
  const sso = await getSsoSettings(principal.orgId, publicOrigin(request));
  return json({ data: renderOrganizationSettings(settings, sso), warnings: [] });
});

// The body goes to the domain function as sent: it parses with the shared schema strictly, so a misspelt
// or unknown key is refused rather than dropped with a warning, and null clears defaultProgramId (and sso).
export const PATCH = apiRoute(
  { family: v2Family, access: "admin", maxBodyBytes: 32_768 },
  async ({ principal, body, request }) => {
    const settings = await updateOrganizationSettings(principal, await body(z.unknown()));
    const sso = await getSsoSettings(principal.orgId, publicOrigin(request));
    return json({ data: renderOrganizationSettings(settings, sso), warnings: [] });
  },
);
