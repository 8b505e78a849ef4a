import "server-only";
import { Secret, TOTP } from "otpauth";

// RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps.
export const TOTP_ISSUER = "Loyalty Ops";
const PERIOD_SECONDS = 30;
/** Steps either side of the current one a code may come from: a clock a little off still signs in. */
const WINDOW_STEPS = 1;

const totpOf = (secretBase32: string, label: string) =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app scans: issuer "Loyalty Ops", the username as the label. */
export function totpUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The time step a six-digit code belongs to within the window around `now`, or null when it matches none. */
export function totpStepOf(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, "").validate({ token: code, timestamp: now, window: WINDOW_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}
