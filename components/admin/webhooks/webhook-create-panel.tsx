"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createWebhookAction } from "@/app/(console)/actions/webhooks.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { notifySuccess } from "@/components/ui/toast.ts";
import type { IssuedWebhookSecret } from "@/app/(console)/actions/webhook-operations.ts";
import { EMPTY_WEBHOOK_FORM, WebhookForm } from "./webhook-form.tsx";
import { WebhookSecretOnce } from "./webhook-secret-once.tsx";
import { webhookPath } from "./webhook-words.ts";

/** The "Add endpoint" form; a created subscription's secret is shown once above it. */
export function WebhookCreatePanel() {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [issued, setIssued] = useState<IssuedWebhookSecret | null>(null);

  return (
    <>
      {issued && (
        <WebhookSecretOnce
          title={`Endpoint ${issued.webhook.url} added`}
          secret={issued.secret}
          onDone={() => setIssued(null)}
        >
          <p>
            <Link href={webhookPath(issued.webhook.id)}>Open the endpoint</Link> to send it a test event.
          </p>
        </WebhookSecretOnce>
      )}
      <WebhookForm
        id="new-webhook"
        title="Add endpoint"
        submitLabel="Add endpoint"
        defaultValues={EMPTY_WEBHOOK_FORM}
        onSave={async (values) => {
          const created = dataOf(await createWebhookAction(values));
          setIssued(created);
          notifySuccess(`Endpoint ${created.webhook.url} added`);
          startTransition(() => router.refresh());
        }}
      />
    </>
  );
}
