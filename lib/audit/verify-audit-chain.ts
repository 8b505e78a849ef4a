import "server-only";
import type { Db } from "../db/client.ts";
import { auditHash, GENESIS_HASH } from "./audit-hash.ts";
import { knownAuditKeys, type AuditKey } from "./audit-key.ts";

export interface ChainProblem {
  orgId: number;
  /** The first entry that does not fit the chain (null when the chain's newest entries are missing). */
  entryId: number | null;
  seq: number;
  reason: string;
}

const PAGE = 1000;

/**
 * Walks each organization's chain in order: positions must run 1, 2, 3..., each entry must link to the
 * previous hash and hash to its own under the key it names, and the chain head must name the last entry,
 * so an edited, deleted, inserted or truncated entry is found. Plain SHA-256 entries (from before the chain
 * was keyed) verify only before an organization's first keyed entry: later ones are a rewrite by someone
 * without the key. Returns the first problem, or null when every chain holds.
 */
export async function verifyAuditChain(
  db: Db,
  keys: ReadonlyMap<string, AuditKey> = knownAuditKeys(),
): Promise<ChainProblem | null> {
  const heads = await db.auditChainHead.findMany({ orderBy: { orgId: "asc" } });
  const orgs = await db.auditEntry.findMany({ distinct: ["orgId"], select: { orgId: true } });
  const orgIds = [...new Set([...heads.map((h) => h.orgId), ...orgs.map((o) => o.orgId)])].sort((a, b) => a - b);
  for (const orgId of orgIds) {
    const problem = await verifyOrgChain(db, orgId, heads.find((h) => h.orgId === orgId) ?? null, keys);
    if (problem) return problem;
  }
  return null;
}

async function verifyOrgChain(
  db: Db,
  orgId: number,
  head: { seq: number; hash: string } | null,
  keys: ReadonlyMap<string, AuditKey>,
): Promise<ChainProblem | null> {
  let expectedSeq = 1;
  let prevHash = GENESIS_HASH;
  let keyed = false;
  for (;;) {
    const rows = await db.auditEntry.findMany({
      where: { orgId, seq: { gte: expectedSeq } },
      orderBy: { seq: "asc" },
      take: PAGE,
    });
    for (const row of rows) {
      const bad = (reason: string): ChainProblem => ({ orgId, entryId: row.id, seq: row.seq, reason });
      if (row.seq !== expectedSeq)
        return bad(`expected position ${expectedSeq}, found ${row.seq}: an entry is missing`);
      if (row.prevHash !== prevHash) return bad("does not link to the previous entry's hash");
      if (row.keyId === null && keyed)
        return bad("a plain SHA-256 entry after keyed entries: the chain was rewritten by someone without the key");
      const key = row.keyId === null ? null : keys.get(row.keyId);
      if (key === undefined)
        return bad(
          `signed with audit key id ${row.keyId}, which is not configured: set AUDIT_HMAC_KEY to that key or list it in AUDIT_HMAC_PREVIOUS_KEYS`,
        );
      if (auditHash(row, key?.key ?? null) !== row.hash)
        return bad("its content does not match its hash: the entry was edited or re-hashed without the key");
      keyed ||= key !== null;
      prevHash = row.hash;
      expectedSeq += 1;
    }
    if (rows.length < PAGE) break;
  }
  const lastSeq = expectedSeq - 1;
  if (!head || head.seq !== lastSeq || head.hash !== prevHash)
    return {
      orgId,
      entryId: null,
      seq: head?.seq ?? lastSeq,
      reason: `the chain head names position ${head?.seq ?? "none"} but the log ends at ${lastSeq}: newest entries are missing or the head was changed`,
    };
  return null;
}
