export const ACCESS_GROUPS = [
  "requests.write",
  "requests.approve",
  "points.read",
  // Reads the organization's event feed (GET /v2/events): for an integration that polls rather than subscribes.
  "events.read",
  "default",
  "readonly",
  "admin",
] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** Human names, as the spec spells the groups. */
export const ACCESS_GROUP_LABELS: Record<AccessGroup, string> = {
  "requests.write": "Requests write",
  "requests.approve": "Requests approve",
  "points.read": "Points read",
  "events.read": "Events read",
  default: "Default",
  readonly: "Read only",
  admin: "Administration",
};

export function parseAccess(stored: string): ReadonlySet<AccessGroup> {
  const known = new Set<string>(ACCESS_GROUPS);
  return new Set(stored.split(/[\s,]+/).filter((g): g is AccessGroup => known.has(g)));
}

export function formatAccess(groups: Iterable<AccessGroup>): string {
  return [...new Set(groups)].sort().join(" ");
}

/** admin holds every group. */
export function hasAccess(access: ReadonlySet<AccessGroup>, group: AccessGroup): boolean {
  return access.has("admin") || access.has(group);
}

/**
 * The groups that may call a read operation: its own groups plus `readonly`, which reads everything the
 * organization holds (auditors, support) and writes nothing.
 */
export function readAccess(groups: AccessGroup | readonly AccessGroup[]): readonly AccessGroup[] {
  const own = typeof groups === "string" ? [groups] : groups;
  return own.includes("readonly") ? own : [...own, "readonly"];
}
