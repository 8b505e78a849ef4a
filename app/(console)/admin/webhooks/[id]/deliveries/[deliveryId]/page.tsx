import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AttemptDetail } from "@/components/admin/webhooks/attempt-detail.tsx";
import { ReplayButton } from "@/components/admin/webhooks/replay-button.tsx";
import {
  DELIVERY_STATUS_TONE,
  DELIVERY_STATUS_WORD,
  WEBHOOKS_PATH,
  webhookPath,
} from "@/components/admin/webhooks/webhook-words.ts";
import styles from "@/components/admin/webhooks/webhooks.module.css";
import { Badge } from "@/components/ui/badge.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import { idParam } from "@/lib/validation/id-param.ts";
import { nullWhenNotFound } from "@/app/(console)/row-or-not-found.ts";
import { getWebhook } from "@/lib/webhooks/manage-webhooks.ts";
import { getDelivery } from "@/lib/webhooks/webhook-deliveries.ts";

export const metadata: Metadata = { title: "Webhook delivery" };

export default async function Page({ params }: { params: Promise<{ id: string; deliveryId: string }> }) {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const raw = await params;
  const [id, deliveryId] = [idParam.safeParse(raw.id), idParam.safeParse(raw.deliveryId)];
  if (!id.success || !deliveryId.success) notFound();
  const [webhook, delivery, { timeZone }] = await Promise.all([
    getWebhook(principal, id.data).catch(nullWhenNotFound),
    getDelivery(principal, id.data, deliveryId.data).catch(nullWhenNotFound),
    getOrganizationSettings(principal.orgId),
  ]);
  if (!webhook || !delivery) notFound();
  const when = (iso: string | null, none: string) => (iso ? isoInZone(iso, timeZone) : none);

  return (
    <>
      <PageHeader
        title={`Delivery of ${delivery.eventId}`}
        breadcrumbs={[
          { label: "Administration", href: "/admin" },
          { label: "Webhooks", href: WEBHOOKS_PATH },
          { label: webhook.url, href: webhookPath(webhook.id) },
          { label: delivery.eventId },
        ]}
        actions={<ReplayButton webhookId={webhook.id} deliveryId={delivery.id} />}
      />
      <dl className={styles.facts}>
        <dt>Event type</dt>
        <dd>{delivery.eventType}</dd>
        <dt>Status</dt>
        <dd>
          <Badge tone={DELIVERY_STATUS_TONE[delivery.status]}>{DELIVERY_STATUS_WORD[delivery.status]}</Badge>
        </dd>
        <dt>Attempts</dt>
        <dd>{delivery.attempts.length}</dd>
        <dt>Created</dt>
        <dd>{when(delivery.createdAt, "")}</dd>
        <dt>Next attempt</dt>
        <dd>{when(delivery.nextAttemptAt, "None")}</dd>
      </dl>
      <h2>Attempts</h2>
      {delivery.attempts.length === 0 ? (
        <p className="muted">Not attempted yet: the dispatcher sends it shortly. Reload to see its attempts.</p>
      ) : (
        delivery.attempts.map((attempt, index) => (
          <AttemptDetail key={attempt.id} attempt={attempt} number={index + 1} timeZone={timeZone} />
        ))
      )}
    </>
  );
}
