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

/**
 * The entry's hash covers every column but its id, key id and the hash itself, and links to the previous
 * hash: HMAC-SHA256 under the given key, or, for entries from before the chain was keyed (key null),
 * plain SHA-256.
 */
export function auditHash(entry: HashedFields, key: Buffer | null): string {
  const { before, between } = canonicalAround(entry);
  // The canonical text is the JSON array of the columns in this order (JSON.stringify of the whole).
  const canonical = `${before}${JSON.stringify(entry.seq)}${between}${JSON.stringify(entry.prevHash)}]`;
  return (key ? createHmac("sha256", key) : createHash("sha256")).update(canonical, "utf8").digest("hex");
}

/** auditHash's canonical text around the two values only the chain head knows: its position and the previous hash. */
function canonicalAround(entry: Omit<HashedFields, "seq" | "prevHash">): { before: string; between: string } {
  const middle = JSON.stringify([
    entry.at.toISOString(),
    entry.actorId,
    entry.actorName,
    entry.actorKind,
    entry.requestId,
    entry.entity,
    entry.entityId,
    entry.action,
    entry.changes,
  ]).slice(1, -1);
  return { before: `[${JSON.stringify(entry.orgId)},`, between: `,${middle},` };
}
