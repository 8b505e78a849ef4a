import { createHash } from "node:crypto";

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

/** The entry's hash covers every column but its id and the hash itself, and links to the previous hash. */
export function auditHash(entry: HashedFields): string {
  const canonical = JSON.stringify([
    entry.orgId,
    entry.seq,
    entry.at.toISOString(),
    entry.actorId,
    entry.actorName,
    entry.actorKind,
    entry.requestId,
    entry.entity,
    entry.entityId,
    entry.action,
    entry.changes,
    entry.prevHash,
  ]);
  return createHash("sha256").update(canonical, "utf8").digest("hex");
}
