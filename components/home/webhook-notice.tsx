import Link from "next/link";
import { disabledReasonText, webhookPath } from "@/components/admin/webhooks/webhook-words.ts";
import styles from "@/components/admin/webhooks/webhooks.module.css";
import type { WebhookView } from "@/lib/webhooks/webhook-view.ts";

/** Tells an admin which of the organization's webhook endpoints receive nothing, and why; nothing when none. */
export function WebhookNotice({ webhooks }: { webhooks: readonly WebhookView[] }) {
  const disabled = webhooks.filter((webhook) => webhook.status === "DISABLED");
  if (disabled.length === 0) return null;
  return (
    <section className={`panel ${styles.notice}`} aria-labelledby="home-webhooks" data-testid="home-webhook-notice">
      <h2 id="home-webhooks">
        {disabled.length === 1 ? "A webhook endpoint is disabled" : `${disabled.length} webhook endpoints are disabled`}
      </h2>
      <p>Disabled endpoints receive no events until they are enabled again.</p>
      <ul>
        {disabled.map((webhook) => (
          <li key={webhook.id}>
            <Link href={webhookPath(webhook.id)}>{webhook.url}</Link>: {disabledReasonText(webhook)}
          </li>
        ))}
      </ul>
    </section>
  );
}
