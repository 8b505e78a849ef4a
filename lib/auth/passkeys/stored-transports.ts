import type { AuthenticatorTransportFuture } from "@simplewebauthn/server";

const KNOWN: readonly AuthenticatorTransportFuture[] = [
  "ble",
  "cable",
  "hybrid",
  "internal",
  "nfc",
  "smart-card",
  "usb",
];

/** The transports column (space-separated) as hints for the browser; words it would not know are left out. */
export function storedTransports(column: string): AuthenticatorTransportFuture[] {
  return column.split(" ").filter((word): word is AuthenticatorTransportFuture => KNOWN.includes(word as never));
}
