import "server-only";
import { recordRowChange } from "../audit/record-row-change.ts";
import type { Principal } from "../auth/principal.ts";
import type { Tx } from "../db/client.ts";
import type { WebhookRow } from "./webhook-view.ts";

const fields = (row: WebhookRow) => ({
  url: row.url,
  description: row.description,
  eventTypes: row.eventTypes.map((entry) => entry.eventType).join(" "),
  status: row.status,
  disabledReason: row.disabledReason,
  previousSecretUntil: row.previousUntil,
});

/** One audit entry for a change of a subscription, in the change's transaction; a secret only as "changed". */
export function auditWebhookChange(
  tx: Tx,
  principal: Principal,
  action: "create" | "update" | "rotate" | "delete",
  id: number,
  before: WebhookRow | null,
  after: WebhookRow | null,
  secretChanged = false,
): Promise<void> {
  const change = { entity: "webhook", entityId: id, action, before, after } as const;
  return recordRowChange(tx, principal, change, fields, secretChanged ? "secret" : undefined);
}
