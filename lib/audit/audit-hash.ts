import { createHash, createHmac } from "node:crypto";

export const GENESIS_HASH = "0".repeat(64);

export interface HashedFields {
  orgId: number;
  seq: number;
  at: Date;
  actorId: number | null;
  actorName: string;
  actorKind: string;
  requestId: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  changes: string;
  prevHash: string;
}

/** The hashed columns, in the order of the canonical text: every column but the id, the key id and the hash. */
export const HASHED_COLUMNS = [
  "orgId",
  "seq",
  "at",
  "actorId",
  "actorName",
  "actorKind",
  "requestId",
  "entity",
  "entityId",
  "action",
  "changes",
  "prevHash",
] as const satisfies readonly (keyof HashedFields)[];

/**
 * The entry's hash covers every column but its id, key id and the hash itself, and links to the previous
 * hash: HMAC-SHA256 under the given key, or, for entries from before the chain was keyed (key null),
 * plain SHA-256.
 */
export function auditHash(entry: HashedFields, key: Buffer | null): string {
  // The canonical text is the JSON array of the columns in this order, the time as an ISO text.
  const canonical = JSON.stringify(
    HASHED_COLUMNS.map((column) => (column === "at" ? entry.at.toISOString() : entry[column])),
  );
  return (key ? createHmac("sha256", key) : createHash("sha256")).update(canonical, "utf8").digest("hex");
}
