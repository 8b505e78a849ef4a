// Before/after values of the fields that changed. Values are reduced to JSON (dates as ISO text,
// decimals as text) so what is hashed is exactly what is stored and shown.

export type FieldValues = Record<string, unknown>;
export type AuditChanges = Record<string, { before: unknown; after: unknown } | "changed">;

const toJsonValue = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * The fields whose value differs between before and after (null before for a creation, null after for a
 * removal). Secret fields are never compared by value: the caller says whether they were set.
 */
export function diffFields(
  before: FieldValues | null,
  after: FieldValues | null,
  changedSecrets: readonly string[] = [],
): AuditChanges {
  const changes: AuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    const was = toJsonValue(before?.[field]);
    const now = toJsonValue(after?.[field]);
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[field] = { before: was, after: now };
  }
  for (const field of changedSecrets) changes[field] = "changed";
  return changes;
}

/** Only the named fields of a row, for a before/after snapshot. */
export function pick<T extends object, K extends keyof T>(row: T, fields: readonly K[]): FieldValues {
  return Object.fromEntries(fields.map((field) => [field, row[field]]));
}
