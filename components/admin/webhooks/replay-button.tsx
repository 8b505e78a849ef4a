"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { replayDeliveryAction } from "@/app/(console)/actions/webhooks.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { Button } from "@/components/ui/button.tsx";
import { notifySuccess } from "@/components/ui/toast.ts";

/** Sends a delivery's event to the endpoint again, as a new round of attempts. */
export function ReplayButton({ webhookId, deliveryId }: { webhookId: number; deliveryId: number }) {
  const router = useRouter();
  const [, startTransition] = useTransition();
  const [busy, setBusy] = useState(false);
  const replay = async () => {
    setBusy(true);
    try {
      dataOf(await replayDeliveryAction(webhookId, deliveryId));
      notifySuccess("Delivery queued again", "The dispatcher attempts it shortly; reload to see the attempt.");
      startTransition(() => router.refresh());
    } catch (error) {
      notifyFailure(error, "The delivery could not be replayed; try again.", "Not replayed");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" busy={busy} onClick={() => void replay()}>
      Replay
    </Button>
  );
}
