// Client-safe: the IANA zones an organization may pick for display and exports, as this runtime knows them.

let zones: readonly string[] | undefined;

/** "UTC" and every zone of Intl.supportedValuesOf (which lists canonical names and leaves "UTC" out). */
export function supportedTimeZones(): readonly string[] {
  zones ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
  return zones;
}

// Each part of an IANA name starts with a capital ("America/Argentina/Buenos_Aires", "Etc/GMT+5").
const IANA_SPELLING = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)*$/;

/**
 * A listed zone, or another IANA name of one (the list has ICU's canonical "Asia/Calcutta", people write
 * "Asia/Kolkata"), written as IANA spells it: Intl would also take "europe/berlin", which is refused.
 */
export function isSupportedTimeZone(zone: string): boolean {
  if (supportedTimeZones().includes(zone)) return true;
  if (!IANA_SPELLING.test(zone)) return false;
  try {
    const resolved = new Intl.DateTimeFormat("en", { timeZone: zone }).resolvedOptions().timeZone;
    return resolved === zone || resolved.toLowerCase() !== zone.toLowerCase();
  } catch {
    return false;
  }
}

/** The zones for a select: the list, and the organization's own where it is an alias the list leaves out. */
export function timeZoneChoices(current: string): readonly string[] {
  const list = supportedTimeZones();
  return list.includes(current) ? list : [current, ...list];
}
