import { describe, expect, it } from "vitest";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { db } from "@/lib/db/client.ts";
import { asTamperer, runAuditScript } from "@/scripts/test-harness/audit-tools.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { verifyAuditChain } from "./verify-audit-chain.ts";

// The hash chain: concurrent writers of one organization never fork it, and the verifier (and
// `npm run audit:verify`) names the first edited or missing entry.

const auditVerify = () => runAuditScript("audit-verify");

describe("audit hash chain", () => {
  it("stays one unbroken line under 20 concurrent audited writes of one organization", async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        callRoute(CREATE_LABEL, { path: "/v2/labels", auth: "demo.maker", body: { labelName: `Chain ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const seqs = (
      await db.auditEntry.findMany({ where: { orgId: 100 }, orderBy: { seq: "asc" }, select: { seq: true } })
    ).map((e) => e.seq);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(await verifyAuditChain(db)).toBeNull();
    expect(await auditVerify()).toMatchObject({ code: 0, output: expect.stringContaining("intact") });
  });

  it("is append-only in the database: an update or delete of an entry is refused", async () => {
    const entry = await db.auditEntry.findFirstOrThrow({ where: { orgId: 100 } });
    await expect(db.auditEntry.update({ where: { id: entry.id }, data: { action: "forged" } })).rejects.toThrow(
      /append-only/,
    );
    await expect(db.auditEntry.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(db.auditEntry.deleteMany({ where: { orgId: 100 } })).rejects.toThrow(/append-only/);
    expect(await db.auditEntry.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it("names an edited entry, and the command exits 1 naming it", async () => {
    const target = await db.auditEntry.findFirstOrThrow({
      where: { orgId: 100, entity: "label" },
      orderBy: { seq: "asc" },
      skip: 3,
    });
    await asTamperer(() =>
      db.auditEntry
        .update({
          where: { id: target.id },
          data: { changes: JSON.stringify({ name: { before: null, after: "Forged" } }) },
        })
        .then(() => undefined),
    );
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: 100,
      entryId: target.id,
      seq: target.seq,
      reason: expect.stringMatching(/edited/),
    });
    const verified = await auditVerify();
    expect(verified.code).toBe(1);
    expect(verified.output).toContain(`entry id ${target.id}`);
    await asTamperer(() =>
      db.auditEntry.update({ where: { id: target.id }, data: { changes: target.changes } }).then(() => undefined),
    );
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("names a re-hashed edit by the broken link of the entry after it", async () => {
    const [target, next] = await db.auditEntry.findMany({
      where: { orgId: 100 },
      orderBy: { seq: "asc" },
      skip: 5,
      take: 2,
    });
    await asTamperer(() =>
      db.auditEntry
        .update({ where: { id: target.id }, data: { action: "forged", hash: "f".repeat(64) } })
        .then(() => undefined),
    );
    expect(await verifyAuditChain(db)).toMatchObject({ entryId: target.id });
    await asTamperer(() =>
      db.auditEntry
        .update({ where: { id: target.id }, data: { action: target.action, hash: target.hash } })
        .then(() => undefined),
    );
    expect(next.prevHash).toBe(target.hash);
  });

  it("names a deleted newest entry and a deleted entry in the middle", async () => {
    const newest = await db.auditEntry.findFirstOrThrow({ where: { orgId: 100 }, orderBy: { seq: "desc" } });
    await asTamperer(() => db.auditEntry.delete({ where: { id: newest.id } }).then(() => undefined));
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: 100,
      entryId: null,
      reason: expect.stringMatching(/newest entries are missing/),
    });
    await db.auditEntry.create({ data: newest });
    expect(await verifyAuditChain(db)).toBeNull();

    const [middle, after] = await db.auditEntry.findMany({
      where: { orgId: 100 },
      orderBy: { seq: "asc" },
      skip: 2,
      take: 2,
    });
    await asTamperer(() => db.auditEntry.delete({ where: { id: middle.id } }).then(() => undefined));
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: 100,
      entryId: after.id,
      reason: expect.stringMatching(/missing/),
    });
    const verified = await auditVerify();
    expect(verified.code).toBe(1);
    expect(verified.output).toContain(`entry id ${after.id}`);
  });
});
