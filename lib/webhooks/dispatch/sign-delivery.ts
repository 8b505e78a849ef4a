import { Webhook } from "standardwebhooks";

// Standard Webhooks' headers for one attempt: the event's id (the same on every retry and replay, so a
// receiver can drop a repeat), the time of this attempt, and a "v1,<base64>" signature per secret in use:
// the current one, and after a rotation the previous one too until it expires, space-separated.

export const USER_AGENT = "LoyaltyOps-Webhooks/1.0";

export function deliveryHeaders(
  eventId: string,
  at: Date,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  return {
    "content-type": "application/json",
    "user-agent": USER_AGENT,
    "webhook-id": eventId,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": secrets.map((secret) => new Webhook(secret).sign(eventId, at, body)).join(" "),
  };
}
