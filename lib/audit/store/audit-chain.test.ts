import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { currentAuditKey } from "../audit-key.ts";
import { recordAudit } from "./audit-chain.ts";
import { verifyAuditChain } from "../verify-audit-chain.ts";

// Each stored hash must be node's HMAC-SHA256 of the canonical JSON array under the configured key, for
// any text, and the key never reaches the database.

const ORG = 200;
const actor = { orgId: ORG, userId: null, username: 'Zoë "quoted" \\ 😀 \u2028', kind: "SYSTEM" as const };
const tricky = { note: 'naïve – 日本語 😀 "q" \\ </script> \u2028\u0000', lone: "\ud800x", n: 1.5, empty: "" };

describe("recordAudit", () => {
  it("signs every entry with node's HMAC-SHA256, for one entry and for several in one change, from a fresh head on", async () => {
    const before = await db.auditEntry.count({ where: { orgId: ORG } });
    await db.$transaction((tx) =>
      recordAudit(tx, actor, { entity: "label", entityId: 1, action: "first", details: tricky }),
    );
    await db.$transaction((tx) =>
      recordAudit(
        tx,
        { ...actor, requestId: "req-ü" },
        { entity: "label", entityId: "ü-2", action: "second", before: { name: "a" }, after: { name: "b 😀" } },
        { entity: "customer", entityId: null, action: "third", details: { list: [1, "two", null] } },
        { entity: "customer", entityId: 7, action: "fourth", details: tricky },
      ),
    );
    for (let i = 0; i < 5; i++)
      await db.$transaction((tx) =>
        recordAudit(tx, actor, { entity: "label", entityId: i, action: `more-${i}`, details: { i } }),
      );
    const rows = await db.auditEntry.findMany({ where: { orgId: ORG }, orderBy: { seq: "asc" } });
    expect(rows.length - before).toBe(9);
    expect(rows.map((row) => row.seq)).toEqual(rows.map((_, i) => i + 1));
    const key = currentAuditKey();
    for (const [i, row] of rows.entries()) {
      const canonical = JSON.stringify([
        row.orgId,
        row.seq,
        row.at.toISOString(),
        row.actorId,
        row.actorName,
        row.actorKind,
        row.requestId,
        row.entity,
        row.entityId,
        row.action,
        row.changes,
        row.prevHash,
      ]);
      expect(row.hash).toBe(createHmac("sha256", key.key).update(canonical, "utf8").digest("hex"));
      expect(row.keyId).toBe(key.id);
      expect(row.prevHash).toBe(i === 0 ? "0".repeat(64) : rows[i - 1].hash);
    }
    expect(rows.at(-1)?.actorName).toBe(actor.username);
    expect(JSON.parse(rows.at(-6)!.changes)).toEqual(tricky);
    const head = await db.auditChainHead.findUniqueOrThrow({ where: { orgId: ORG } });
    expect(head).toMatchObject({ seq: rows.at(-1)!.seq, hash: rows.at(-1)!.hash });
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("leaves no entry and the head where it was when the change rolls back", async () => {
    const head = await db.auditChainHead.findUnique({ where: { orgId: ORG } });
    const count = await db.auditEntry.count({ where: { orgId: ORG } });
    await expect(
      db.$transaction(async (tx) => {
        await recordAudit(tx, actor, { entity: "label", entityId: 1, action: "undone", details: {} });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await db.auditEntry.count({ where: { orgId: ORG } })).toBe(count);
    expect(await db.auditChainHead.findUnique({ where: { orgId: ORG } })).toEqual(head);
  });
});
