import "server-only";
import { randomBytes } from "node:crypto";
import { openSecret, sealSecret } from "../crypto/secret-box.ts";

// A subscription's signing secret: "whsec_" and 32 random bytes in base64, as Standard Webhooks spells it.
// Stored sealed (lib/crypto/secret-box) for its organization, row and column; shown once, when made.

export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64")}`;

export type SecretColumn = "secret" | "previousSecret";

const place = (orgId: number, subscriptionId: number, column: SecretColumn) => ({
  orgId,
  rowId: subscriptionId,
  field: `WebhookSubscription.${column}`,
});

export const sealWebhookSecret = (secret: string, orgId: number, subscriptionId: number, column: SecretColumn) =>
  sealSecret(secret, place(orgId, subscriptionId, column));

export const openWebhookSecret = (sealed: string, orgId: number, subscriptionId: number, column: SecretColumn) =>
  openSecret(sealed, place(orgId, subscriptionId, column), `WebhookSubscription.${column}`);
