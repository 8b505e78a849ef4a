import type { Metadata } from "next";
import { AdminViews } from "@/components/admin/admin-views.tsx";
import { WebhookCreatePanel } from "@/components/admin/webhooks/webhook-create-panel.tsx";
import { WebhookList } from "@/components/admin/webhooks/webhook-list.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { listWebhooks } from "@/lib/webhooks/manage-webhooks.ts";

export const metadata: Metadata = { title: "Webhooks" };

export default async function Page() {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const [webhooks, { timeZone }] = await Promise.all([
    listWebhooks(principal),
    getOrganizationSettings(principal.orgId),
  ]);
  return (
    <>
      <PageHeader
        title="Webhooks"
        description="Endpoints the organization's events are sent to, signed with a secret shown once, when it is made."
      />
      <AdminViews current="/admin/webhooks" />
      <WebhookCreatePanel />
      <h2 id="webhooks-heading">
        {webhooks.length} {webhooks.length === 1 ? "endpoint" : "endpoints"}
      </h2>
      <WebhookList webhooks={webhooks} timeZone={timeZone} />
    </>
  );
}
