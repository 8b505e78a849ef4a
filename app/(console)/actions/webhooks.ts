"use server";

import type { z } from "zod";
import type { createWebhookSchema, updateWebhookSchema } from "@/lib/webhooks/schemas.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";
import {
  createWebhookOperation,
  deleteWebhookOperation,
  replayDeliveryOperation,
  rotateWebhookSecretOperation,
  sendTestEventOperation,
  updateWebhookOperation,
} from "./webhook-operations.ts";

/** A new subscription and its signing secret, shown once. */
export async function createWebhookAction(input: z.input<typeof createWebhookSchema>) {
  return performConsoleOperation(await consoleCall(), createWebhookOperation, input);
}

/** Changes the fields sent: url, event types, description, or enabled. */
export async function updateWebhookAction(id: number, changes: z.input<typeof updateWebhookSchema>) {
  return performConsoleOperation(await consoleCall(), updateWebhookOperation, changes, id);
}

export async function deleteWebhookAction(id: number) {
  return performConsoleOperation(await consoleCall(), deleteWebhookOperation, {}, id);
}

/** A new signing secret, shown once; the previous one keeps signing for a while. */
export async function rotateWebhookSecretAction(id: number) {
  return performConsoleOperation(await consoleCall(), rotateWebhookSecretOperation, {}, id);
}

export async function sendTestEventAction(id: number) {
  return performConsoleOperation(await consoleCall(), sendTestEventOperation, {}, id);
}

export async function replayDeliveryAction(id: number, deliveryId: number) {
  return performConsoleOperation(await consoleCall(), replayDeliveryOperation, { deliveryId }, id);
}
