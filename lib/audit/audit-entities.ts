// Client-safe: the entity names the audit log, its API filter and the console share.
export const AUDIT_ENTITIES = [
  "request",
  "customer",
  "vendor",
  "product",
  "targetGroup",
  "label",
  "user",
  "apiClient",
  "organization",
  "program",
  "brand",
  "dictionaryEntry",
  "couponSeries",
  "orgUnit",
  "webhook",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
