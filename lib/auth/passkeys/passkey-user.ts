import "server-only";
import type { Principal } from "../principal.ts";
import { passkeysForUsersOnly } from "../../errors/catalogue.ts";
import { recordAccountSecurityEvent } from "../../security-events/record-account-security-event.ts";

/** Passkeys are a person's: an API client has none. */
export function assertPasskeyUser(principal: Principal): void {
  if (principal.kind !== "USER") throw passkeysForUsersOnly();
}

/** Where a passkey call came from: the page origin (for the relying party) and the address (for events). */
export interface PasskeyCallOrigin {
  origin: string;
  ip: string;
}

/** A passkey added or removed, as the user's security event: from the console (its session) or the API. */
export function recordPasskeyChange(
  action: "passkey.registered" | "passkey.removed",
  principal: Principal,
  from: PasskeyCallOrigin,
  passkey: { id: number; name: string },
): Promise<void> {
  return recordAccountSecurityEvent({
    action,
    orgId: principal.orgId,
    userId: principal.userId,
    actorName: principal.username,
    path: principal.via === "session" ? "console" : "api",
    ip: from.ip,
    requestId: principal.requestId,
    details: { passkeyId: passkey.id, name: passkey.name },
  });
}
