import type { Metadata } from "next";
import { AdminViews } from "@/components/admin/admin-views.tsx";
import { SessionSettingsForm } from "@/components/admin/settings/session-settings.tsx";
import { MfaSettings } from "@/components/admin/settings/mfa-settings.tsx";
import { OrganizationSettingsForm } from "@/components/admin/settings/settings-form.tsx";
import { SsoSettings } from "@/components/admin/settings/sso-settings.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { getSsoSettings } from "@/lib/auth/sso/get-sso-settings.ts";
import { publicOriginOfPage } from "@/lib/auth/sso/public-origin.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { findProgramChoices } from "@/lib/orgs/find-program-choices.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { renderOrganizationSettings } from "@/lib/orgs/render-organization-settings.ts";
import { timeZoneChoices } from "@/lib/time/time-zones.ts";

export const metadata: Metadata = { title: "Settings" };

export default async function Page() {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const settings = await getOrganizationSettings(principal.orgId);
  const programs = await findProgramChoices(principal, settings.defaultProgramId);
  const sso = await getSsoSettings(principal.orgId, await publicOriginOfPage());
  return (
    <>
      <h1>Settings</h1>
      <AdminViews current="/admin/settings" />
      <p className="muted">
        What applies to everyone of this organization. Changes take effect on the next call and are recorded in the
        audit log with their before and after.
      </p>
      <OrganizationSettingsForm
        settings={renderOrganizationSettings(settings, sso)}
        programs={programs}
        timeZones={timeZoneChoices(settings.timeZone)}
      />
      <SessionSettingsForm
        settings={{ sessionIdleMinutes: settings.sessionIdleMinutes, sessionMaxHours: settings.sessionMaxHours }}
      />
      <MfaSettings requiredFor={settings.mfaRequiredFor} />
      <SsoSettings sso={sso} />
    </>
  );
}
