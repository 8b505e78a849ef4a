import Link from "next/link";
import { Badge } from "@/components/ui/badge.tsx";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import type { WebhookView } from "@/lib/webhooks/webhook-view.ts";
import {
  disabledReasonText,
  eventTypesText,
  WEBHOOK_STATUS_TONE,
  WEBHOOK_STATUS_WORD,
  webhookPath,
} from "./webhook-words.ts";
import styles from "./webhooks.module.css";
import layout from "@/components/ui/layout.module.css";

/** The organization's subscriptions, each linking to its page. */
export function WebhookList({ webhooks, timeZone }: { webhooks: WebhookView[]; timeZone: string }) {
  const columns: Column<WebhookView>[] = [
    {
      key: "url",
      header: "Endpoint",
      rowHeader: true,
      cell: (webhook) => (
        <>
          <Link href={webhookPath(webhook.id)} className={layout.code}>
            {webhook.url}
          </Link>
          {webhook.description && <div className="muted">{webhook.description}</div>}
        </>
      ),
    },
    { key: "types", header: "Event types", cell: (webhook) => eventTypesText(webhook.eventTypes) },
    {
      key: "status",
      header: "Status",
      cell: (webhook) => (
        <span className={styles.badges}>
          <Badge tone={WEBHOOK_STATUS_TONE[webhook.status]}>{WEBHOOK_STATUS_WORD[webhook.status]}</Badge>
          {disabledReasonText(webhook) && <span className="muted">{disabledReasonText(webhook)}</span>}
        </span>
      ),
    },
    { key: "created", header: "Created", cell: (webhook) => isoInZone(webhook.createdAt, timeZone) },
  ];
  return (
    <DataTable
      caption="Webhook endpoints"
      columns={columns}
      rows={webhooks}
      rowTestIdPrefix="webhook-row"
      empty="No endpoints yet: add one above to receive the organization's events."
    />
  );
}
