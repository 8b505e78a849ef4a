import "server-only";
import { webhookTargetForbidden, webhookTargetUnresolved } from "../errors/catalogue.ts";
import { checkTargetHost } from "./target-address.ts";

/**
 * Refuses a subscription URL whose host is forbidden or does not resolve (production only: checkTargetHost
 * allows every host in demo mode or with WEBHOOK_ALLOW_PRIVATE_TARGETS=true). The dispatcher checks again
 * at each connection, since a name can resolve elsewhere later.
 */
export async function assertWebhookTarget(url: string): Promise<void> {
  const { hostname } = new URL(url);
  const verdict = await checkTargetHost(hostname);
  if (verdict === "forbidden") throw webhookTargetForbidden(hostname);
  if (verdict === "unresolved") throw webhookTargetUnresolved(hostname);
}
