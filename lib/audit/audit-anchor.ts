import "server-only";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import type { ChainProblem } from "./verify-audit-chain.ts";

// The heads of the audit chains, written to a file the operator keeps outside the database (npm run
// audit:anchor). The database's owner can rewrite a whole chain, or cut its newest entries and move the
// head back, leaving a chain that verifies; an anchor from before shows that it changed.

export const auditAnchorSchema = z.strictObject({
  writtenAt: z.iso.datetime(),
  heads: z.array(
    z.strictObject({
      orgId: z.number().int().min(0),
      seq: z.number().int().min(1),
      hash: z.string().regex(/^[0-9a-f]{64}$/),
      keyId: z.string().nullable(),
      at: z.iso.datetime(),
    }),
  ),
});

export type AuditAnchor = z.infer<typeof auditAnchorSchema>;

/** Each organization's newest entry, as its chain head names it. */
export async function readAuditAnchor(db: Db, now = new Date()): Promise<AuditAnchor> {
  const heads = await db.auditChainHead.findMany({ where: { seq: { gt: 0 } }, orderBy: { orgId: "asc" } });
  const entries = await Promise.all(
    heads.map((head) =>
      db.auditEntry.findUniqueOrThrow({
        where: { orgId_seq: { orgId: head.orgId, seq: head.seq } },
        select: { orgId: true, seq: true, hash: true, keyId: true, at: true },
      }),
    ),
  );
  return {
    writtenAt: now.toISOString(),
    heads: entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
  };
}

/** The first anchored entry that is gone or no longer has its anchored hash, or null when all still do. */
export async function checkAuditAnchor(db: Db, anchor: AuditAnchor): Promise<ChainProblem | null> {
  for (const anchored of anchor.heads) {
    const entry = await db.auditEntry.findUnique({
      where: { orgId_seq: { orgId: anchored.orgId, seq: anchored.seq } },
      select: { id: true, hash: true },
    });
    const at = `the anchor of ${anchor.writtenAt}`;
    if (!entry)
      return {
        orgId: anchored.orgId,
        entryId: null,
        seq: anchored.seq,
        reason: `${at} names this position, which is gone: the chain was cut back`,
      };
    if (entry.hash !== anchored.hash)
      return {
        orgId: anchored.orgId,
        entryId: entry.id,
        seq: anchored.seq,
        reason: `its hash differs from ${at}: the chain was rewritten`,
      };
  }
  return null;
}
