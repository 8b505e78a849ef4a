// Client-safe: the IANA zones an organization may pick for display and exports, as this runtime knows them.

let zones: readonly string[] | undefined;

/** "UTC" and every zone of Intl.supportedValuesOf (which lists canonical names and leaves "UTC" out). */
export function supportedTimeZones(): readonly string[] {
  zones ??= ["UTC", ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== "UTC")];
  return zones;
}

export function isSupportedTimeZone(zone: string): boolean {
  return supportedTimeZones().includes(zone);
}
