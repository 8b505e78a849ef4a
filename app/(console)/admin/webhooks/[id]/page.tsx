import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DeliveryLog } from "@/components/admin/webhooks/delivery-log.tsx";
import { WebhookManager } from "@/components/admin/webhooks/webhook-manager.tsx";
import {
  disabledReasonText,
  eventTypesText,
  WEBHOOK_STATUS_TONE,
  WEBHOOK_STATUS_WORD,
  WEBHOOKS_PATH,
} from "@/components/admin/webhooks/webhook-words.ts";
import styles from "@/components/admin/webhooks/webhooks.module.css";
import { Badge } from "@/components/ui/badge.tsx";
import { PageHeader } from "@/components/ui/page-header.tsx";
import { requirePageAccess } from "@/lib/auth/page-access.ts";
import { sectionAccess } from "@/lib/client/navigation.ts";
import { isDomainError } from "@/lib/errors/domain-error.ts";
import { getOrganizationSettings } from "@/lib/orgs/get-organization-settings.ts";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import { idParam } from "@/lib/validation/id-param.ts";
import { getWebhook } from "@/lib/webhooks/manage-webhooks.ts";
import { deliveryListQuerySchema } from "@/lib/webhooks/delivery-schemas.ts";
import { listDeliveries } from "@/lib/webhooks/webhook-deliveries.ts";

export const metadata: Metadata = { title: "Webhook endpoint" };

const PAGE_SIZE = 25;
const list = (value: string | string[] | undefined) => (value === undefined ? [] : [value].flat());
// Another organization's subscription, or a cursor the domain refuses, reads as "not there".
const orNull = (error: unknown) => {
  if (isDomainError(error) && error.status < 500) return null;
  throw error;
};

type Search = { status?: string | string[]; after?: string | string[] };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const principal = await requirePageAccess(sectionAccess("/admin"));
  const parsedId = idParam.safeParse((await params).id);
  if (!parsedId.success) notFound();
  const id = parsedId.data;
  const search = await searchParams;
  // A hand-made address with a long trail of cursors is cut, not an error.
  const trail = list(search.after).slice(0, 1000);
  const query = deliveryListQuerySchema.safeParse({
    status: list(search.status)[0] || undefined,
    cursor: trail.at(-1),
    limit: PAGE_SIZE,
  });
  const [webhook, { timeZone }] = await Promise.all([
    getWebhook(principal, id).catch(orNull),
    getOrganizationSettings(principal.orgId),
  ]);
  if (!webhook) notFound();
  const asked = query.success ? await listDeliveries(principal, id, query.data).catch(orNull) : null;
  const page = asked ?? (await listDeliveries(principal, id, { limit: PAGE_SIZE }));
  const reason = disabledReasonText(webhook);

  return (
    <>
      <PageHeader
        title={`Endpoint ${webhook.url}`}
        breadcrumbs={[
          { label: "Administration", href: "/admin" },
          { label: "Webhooks", href: WEBHOOKS_PATH },
          { label: webhook.url },
        ]}
        description={webhook.description || undefined}
      />
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd className={styles.badges} data-testid="webhook-status">
          <Badge tone={WEBHOOK_STATUS_TONE[webhook.status]}>{WEBHOOK_STATUS_WORD[webhook.status]}</Badge>
          {reason && (
            <span>
              {reason}
              {webhook.disabledAt && ` (${isoInZone(webhook.disabledAt, timeZone)})`}
            </span>
          )}
        </dd>
        <dt>Event types</dt>
        <dd>{eventTypesText(webhook.eventTypes)}</dd>
        <dt>Created</dt>
        <dd>{isoInZone(webhook.createdAt, timeZone)}</dd>
        {webhook.previousSecretUntil && (
          <>
            <dt>Previous secret</dt>
            <dd>also signs until {isoInZone(webhook.previousSecretUntil, timeZone)}</dd>
          </>
        )}
      </dl>
      <WebhookManager webhook={webhook} timeZone={timeZone} />
      <DeliveryLog
        webhookId={id}
        deliveries={page.data}
        status={asked && query.success ? query.data.status : undefined}
        trail={asked ? trail : []}
        next={page.next}
        timeZone={timeZone}
        badQuery={!asked}
      />
    </>
  );
}
