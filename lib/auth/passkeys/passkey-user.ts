import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { auditOwnAccount } from "../audit-own-account.ts";
import { forgetCachedPrincipals } from "../principal-cache.ts";
import type { Principal } from "../principal.ts";
import { passkeysForUsersOnly } from "../../errors/catalogue.ts";
import {
  callOriginEventFields,
  ownAccountEventFields,
  recordAccountSecurityEvent,
} from "../../security-events/record-account-security-event.ts";

/** Passkeys are a person's: an API client has none. */
export function assertPasskeyUser(principal: Principal): void {
  if (principal.kind !== "USER") throw passkeysForUsersOnly();
}

/** Where a passkey call came from: the page origin (for the relying party) and the address (for events). */
export interface PasskeyCallOrigin {
  origin: string;
  ip: string;
}

/** The audit entry of a passkey added or removed, in the change's transaction. */
export function auditPasskeyChange(
  tx: AnyTx,
  principal: Principal,
  action: "passkey.register" | "passkey.remove",
  passkey: { id: number; name: string },
) {
  return auditOwnAccount(tx, principal, { action, details: { passkeyId: passkey.id, name: passkey.name } });
}

/**
 * After a passkey is added or removed: the cached principals are forgotten (their second-factor flag changed)
 * and the user's security event is recorded, from the console (its session) or the API.
 */
export function recordPasskeyChange(
  action: "passkey.registered" | "passkey.removed",
  principal: Principal,
  from: PasskeyCallOrigin,
  passkey: { id: number; name: string },
): Promise<void> {
  forgetCachedPrincipals(principal.userId);
  return recordAccountSecurityEvent({
    action,
    ...ownAccountEventFields(principal),
    ...callOriginEventFields(principal, from.ip),
    details: { passkeyId: passkey.id, name: passkey.name },
  });
}
