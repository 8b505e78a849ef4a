import "server-only";
import type { Principal } from "../principal.ts";
import { passkeysForUsersOnly } from "../../errors/catalogue.ts";

/** Passkeys are a person's: an API client has none. */
export function assertPasskeyUser(principal: Principal): void {
  if (principal.kind !== "USER") throw passkeysForUsersOnly();
}

/** Where a passkey call came from: the page origin (for the relying party) and the address (for events). */
export interface PasskeyCallOrigin {
  origin: string;
  ip: string;
}

/** Where a passkey change was made, for its security event: the console (its session) or the API. */
export function eventPath(principal: Principal): "console" | "api" {
  return principal.via === "session" ? "console" : "api";
}
