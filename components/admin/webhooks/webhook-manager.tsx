"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import {
  deleteWebhookAction,
  rotateWebhookSecretAction,
  sendTestEventAction,
  updateWebhookAction,
} from "@/app/(console)/actions/webhooks.ts";
import type { IssuedWebhookSecret } from "@/app/(console)/actions/webhook-operations.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";
import { isoInZone } from "@/lib/time/zoned-time.ts";
import { PREVIOUS_SECRET_HOURS } from "@/lib/webhooks/webhook-limits.ts";
import type { WebhookView } from "@/lib/webhooks/webhook-view.ts";
import { WebhookForm } from "./webhook-form.tsx";
import { WebhookSecretOnce } from "./webhook-secret-once.tsx";
import { WEBHOOKS_PATH } from "./webhook-words.ts";
import styles from "./webhooks.module.css";

type Busy = "enable" | "rotate" | "test" | "delete" | null;

/** One subscription's live part: enable or disable, rotate, test, delete, and the edit form. */
export function WebhookManager({ webhook, timeZone }: { webhook: WebhookView; timeZone: string }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const refresh = () => startTransition(() => router.refresh());
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<"rotate" | "delete" | null>(null);
  const [rotated, setRotated] = useState<IssuedWebhookSecret | null>(null);
  const enabled = webhook.status === "ENABLED";

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notifyFailure(error, `${failure}; try again.`, failure);
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  };

  const toggle = () =>
    run(
      "enable",
      async () => {
        dataOf(await updateWebhookAction(webhook.id, { enabled: !enabled }));
        notifySuccess(enabled ? "Endpoint disabled" : "Endpoint enabled");
        refresh();
      },
      enabled ? "Not disabled" : "Not enabled",
    );
  const rotate = () =>
    run(
      "rotate",
      async () => {
        setRotated(dataOf(await rotateWebhookSecretAction(webhook.id)));
        refresh();
      },
      "Secret not rotated",
    );
  const test = () =>
    run(
      "test",
      async () => {
        const delivery = dataOf(await sendTestEventAction(webhook.id));
        notifySuccess("Test event sent", `Event ${delivery.eventId} is in the delivery log below.`);
        refresh();
      },
      "Test event not sent",
    );
  const remove = () =>
    run(
      "delete",
      async () => {
        dataOf(await deleteWebhookAction(webhook.id));
        notifySuccess(`Endpoint ${webhook.url} deleted`);
        router.push(WEBHOOKS_PATH);
      },
      "Not deleted",
    );

  return (
    <>
      {rotated && (
        <WebhookSecretOnce
          title="New signing secret"
          secret={rotated.secret}
          previousUntil={
            rotated.webhook.previousSecretUntil ? isoInZone(rotated.webhook.previousSecretUntil, timeZone) : null
          }
          onDone={() => setRotated(null)}
        />
      )}
      <div className={styles.actions} role="group" aria-label="Endpoint actions">
        <Button type="button" variant="secondary" busy={busy === "enable"} onClick={toggle}>
          {enabled ? "Disable" : "Enable"}
        </Button>
        <Button type="button" variant="secondary" busy={busy === "test"} onClick={test} disabled={!enabled}>
          Send test event
        </Button>
        <Button type="button" variant="secondary" onClick={() => setConfirming("rotate")}>
          Rotate secret
        </Button>
        <Button type="button" variant="danger" onClick={() => setConfirming("delete")}>
          Delete
        </Button>
      </div>
      <WebhookForm
        id="edit-webhook"
        title="Edit endpoint"
        submitLabel="Save changes"
        defaultValues={{ url: webhook.url, eventTypes: webhook.eventTypes, description: webhook.description }}
        resetTo={(saved) => ({ ...saved, description: saved.description ?? "" })}
        onSave={async (values) => {
          dataOf(await updateWebhookAction(webhook.id, values));
          notifySuccess("Endpoint saved");
          refresh();
        }}
      />
      <ConfirmDialog
        open={confirming === "rotate"}
        title="Rotate the signing secret?"
        confirmLabel="Rotate secret"
        busy={busy === "rotate"}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void rotate()}
      >
        <p>
          A new secret is made and shown once. The old one keeps signing deliveries, next to the new one, for{" "}
          {PREVIOUS_SECRET_HOURS} hours, so the receiver can switch over.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === "delete"}
        title={`Delete the endpoint ${webhook.url}?`}
        confirmLabel="Delete"
        tone="danger"
        busy={busy === "delete"}
        onCancel={() => setConfirming(null)}
        onConfirm={() => void remove()}
      >
        <p>It receives no more events, and its delivery log is deleted with it. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
