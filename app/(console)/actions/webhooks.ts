"use server";

import type { z } from "zod";
import type { createWebhookSchema, updateWebhookSchema } from "@/lib/webhooks/schemas.ts";
import { runConsoleAction } from "./console-action.ts";
import * as webhooks from "./webhook-operations.ts";

/** A new subscription and its signing secret, shown once. */
export async function createWebhookAction(input: z.input<typeof createWebhookSchema>) {
  return runConsoleAction(webhooks.createWebhookOperation, input);
}

/** Changes the fields sent: url, event types, description, or enabled. */
export async function updateWebhookAction(id: number, changes: z.input<typeof updateWebhookSchema>) {
  return runConsoleAction(webhooks.updateWebhookOperation, changes, id);
}

export async function deleteWebhookAction(id: number) {
  return runConsoleAction(webhooks.deleteWebhookOperation, {}, id);
}

/** A new signing secret, shown once; the previous one keeps signing for a while. */
export async function rotateWebhookSecretAction(id: number) {
  return runConsoleAction(webhooks.rotateWebhookSecretOperation, {}, id);
}

export async function sendTestEventAction(id: number) {
  return runConsoleAction(webhooks.sendTestEventOperation, {}, id);
}

export async function replayDeliveryAction(id: number, deliveryId: number) {
  return runConsoleAction(webhooks.replayDeliveryOperation, { deliveryId }, id);
}
