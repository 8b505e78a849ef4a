import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { asTamperer, runAuditScript } from "@/scripts/test-harness/audit-tools.ts";
import { auditAnchorSchema } from "./audit-anchor.ts";
import { auditHash, GENESIS_HASH } from "./audit-hash.ts";
import { auditKeyFrom, currentAuditKey } from "./audit-key.ts";
import { recordAudit } from "./store/audit-chain.ts";
import { verifyAuditChain } from "./verify-audit-chain.ts";

// The chain is keyed: someone who owns the database but not AUDIT_HMAC_KEY can rewrite entries and
// recompute plain SHA-256 hashes and the head, and the verifier still finds it; what the verifier cannot
// see (a chain cut back, or rewritten whole as plain SHA-256) an anchor file from before shows.

const folder = mkdtempSync(path.join(tmpdir(), "audit-anchor-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const savedKeys = { current: process.env.AUDIT_HMAC_KEY, previous: process.env.AUDIT_HMAC_PREVIOUS_KEYS };
afterEach(() => {
  process.env.AUDIT_HMAC_KEY = savedKeys.current;
  if (savedKeys.previous === undefined) delete process.env.AUDIT_HMAC_PREVIOUS_KEYS;
  else process.env.AUDIT_HMAC_PREVIOUS_KEYS = savedKeys.previous;
});

const append = (orgId: number, count: number, label = "entry") =>
  Promise.all(
    Array.from({ length: count }, (_, i) =>
      db.$transaction((tx) =>
        recordAudit(
          tx,
          { orgId, userId: null, username: "keyed.test", kind: "SYSTEM" },
          { entity: "label", entityId: i, action: `${label}-${i}`, details: { i } },
        ),
      ),
    ),
  );

const chainOf = (orgId: number) => db.auditEntry.findMany({ where: { orgId }, orderBy: { seq: "asc" } });

/** What someone without the key does: re-hashes the entries from `from` on with plain SHA-256, and the head. */
async function rehashPlain(orgId: number, from: number, edit: (seq: number) => string | undefined) {
  await asTamperer(async () => {
    const rows = await chainOf(orgId);
    let prevHash = rows[from - 2]?.hash ?? GENESIS_HASH;
    for (const row of rows.slice(from - 1)) {
      const changes = edit(row.seq) ?? row.changes;
      const hash = auditHash({ ...row, changes, prevHash }, null);
      await db.auditEntry.update({ where: { id: row.id }, data: { changes, prevHash, hash, keyId: null } });
      prevHash = hash;
    }
    await db.auditChainHead.update({ where: { orgId }, data: { hash: prevHash } });
  });
}

/** Removes an organization's chain, so the next test starts with every chain intact. */
const dropChain = (orgId: number) =>
  asTamperer(async () => {
    await db.auditEntry.deleteMany({ where: { orgId } });
    await db.auditChainHead.deleteMany({ where: { orgId } });
  });

// Each test runs the audit scripts as their own processes, a few seconds each on a loaded machine.
describe("the keyed audit chain", { timeout: 120_000 }, () => {
  it("finds an entry rewritten with recomputed SHA-256 hashes and head, keyed or downgraded", async () => {
    const ORG = 301;
    await append(ORG, 6);
    const rows = await chainOf(ORG);
    expect(rows.every((row) => row.keyId === currentAuditKey().id)).toBe(true);
    expect(await verifyAuditChain(db)).toBeNull();

    const forged = JSON.stringify({ name: { before: null, after: "Forged" } });
    // Rewritten from position 3 on, keeping the key ids: the hashes are not the key's.
    await asTamperer(async () => {
      let prevHash = rows[1].hash;
      for (const row of rows.slice(2)) {
        const changes = row.seq === 3 ? forged : row.changes;
        const hash = auditHash({ ...row, changes, prevHash }, null);
        await db.auditEntry.update({ where: { id: row.id }, data: { changes, prevHash, hash } });
        prevHash = hash;
      }
      await db.auditChainHead.update({ where: { orgId: ORG }, data: { hash: prevHash } });
    });
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: ORG,
      entryId: rows[2].id,
      seq: 3,
      reason: expect.stringMatching(/re-hashed without the key/),
    });
    const verified = await runAuditScript("audit-verify");
    expect(verified.code).toBe(1);
    expect(verified.output).toContain(`organization ${ORG}, position 3, entry id ${rows[2].id}`);

    // The same rewrite marked as plain SHA-256 entries from before keying: they follow keyed ones.
    await rehashPlain(ORG, 3, (seq) => (seq === 3 ? forged : undefined));
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: ORG,
      entryId: rows[2].id,
      reason: expect.stringMatching(/plain SHA-256 entry after keyed entries/),
    });
    expect((await runAuditScript("audit-verify")).code).toBe(1);
    await dropChain(ORG);
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("still verifies plain SHA-256 entries written before the key, with keyed entries after them", async () => {
    const ORG = 302;
    await append(ORG, 3, "legacy");
    await rehashPlain(ORG, 1, () => undefined);
    await append(ORG, 2, "keyed");
    const rows = await chainOf(ORG);
    expect(rows.map((row) => row.keyId)).toEqual([null, null, null, currentAuditKey().id, currentAuditKey().id]);
    expect(await verifyAuditChain(db)).toBeNull();
    expect(await runAuditScript("audit-verify")).toMatchObject({ code: 0, output: expect.stringContaining("intact") });

    // An edited plain entry is still found by its hash.
    await asTamperer(() => db.auditEntry.update({ where: { id: rows[1].id }, data: { action: "forged" } }));
    expect(await verifyAuditChain(db)).toMatchObject({ orgId: ORG, entryId: rows[1].id });
    await dropChain(ORG);
  });

  it("verifies entries of a rotated key listed in AUDIT_HMAC_PREVIOUS_KEYS, and names a key it lacks", async () => {
    const ORG = 303;
    const oldSecret = "the-old-audit-key-the-old-audit-key";
    const newSecret = "the-new-audit-key-the-new-audit-key";
    process.env.AUDIT_HMAC_KEY = oldSecret;
    await append(ORG, 2, "old");
    process.env.AUDIT_HMAC_KEY = newSecret;
    process.env.AUDIT_HMAC_PREVIOUS_KEYS = `${oldSecret}, ${savedKeys.current}`;
    await append(ORG, 2, "new");
    const oldId = auditKeyFrom(oldSecret).id;
    const rows = await chainOf(ORG);
    expect(rows.map((row) => row.keyId)).toEqual([
      oldId,
      oldId,
      auditKeyFrom(newSecret).id,
      auditKeyFrom(newSecret).id,
    ]);
    expect(await verifyAuditChain(db)).toBeNull();
    const keys = { AUDIT_HMAC_KEY: newSecret, AUDIT_HMAC_PREVIOUS_KEYS: `${oldSecret},${savedKeys.current}` };
    expect(await runAuditScript("audit-verify", [], keys)).toMatchObject({ code: 0 });

    process.env.AUDIT_HMAC_PREVIOUS_KEYS = savedKeys.current;
    expect(await verifyAuditChain(db)).toMatchObject({
      orgId: ORG,
      entryId: rows[0].id,
      reason: `signed with audit key id ${oldId}, which is not configured: set AUDIT_HMAC_KEY to that key or list it in AUDIT_HMAC_PREVIOUS_KEYS`,
    });
    const missing = await runAuditScript("audit-verify", [], { ...keys, AUDIT_HMAC_PREVIOUS_KEYS: savedKeys.current });
    expect(missing.code).toBe(1);
    expect(missing.output).toContain(`audit key id ${oldId}, which is not configured`);
    await dropChain(ORG);
  });

  it("checks an anchor file: unchanged passes, a chain cut back or rewritten whole as plain SHA-256 fails", async () => {
    const ORG = 304;
    await append(ORG, 4);
    const file = path.join(folder, "anchor.json");
    const anchored = await runAuditScript("audit-anchor", [file]);
    expect(anchored.code, anchored.output).toBe(0);
    const anchor = auditAnchorSchema.parse(JSON.parse(readFileSync(file, "utf8")));
    const newest = (await chainOf(ORG)).at(-1)!;
    expect(anchor.heads.find((head) => head.orgId === ORG)).toEqual({
      orgId: ORG,
      seq: 4,
      hash: newest.hash,
      keyId: newest.keyId,
      at: newest.at.toISOString(),
    });
    expect((await runAuditScript("audit-anchor", [file])).code).toBe(2);
    await append(ORG, 2);
    expect(await runAuditScript("audit-verify", ["--anchor", file])).toMatchObject({
      code: 0,
      output: expect.stringContaining(`holds the anchor of ${anchor.writtenAt}`),
    });

    // Cut back to three entries, head moved with it: the chain itself verifies, the anchor does not.
    const rows = await chainOf(ORG);
    await asTamperer(async () => {
      await db.auditEntry.deleteMany({ where: { orgId: ORG, seq: { gt: 3 } } });
      await db.auditChainHead.update({ where: { orgId: ORG }, data: { seq: 3, hash: rows[2].hash } });
    });
    expect(await verifyAuditChain(db)).toBeNull();
    const cut = await runAuditScript("audit-verify", ["--anchor", file]);
    expect(cut.code).toBe(1);
    expect(cut.output).toContain(`organization ${ORG}, position 4, the chain's end: the anchor of ${anchor.writtenAt}`);
    expect(cut.output).toContain("the chain was cut back");

    // Put back, then the whole chain rewritten as plain SHA-256 entries: beyond the verifier, not the anchor.
    await asTamperer(async () => {
      await db.auditEntry.createMany({ data: rows.slice(3) });
      await db.auditChainHead.update({ where: { orgId: ORG }, data: { seq: 6, hash: rows[5].hash } });
    });
    expect((await runAuditScript("audit-verify", ["--anchor", file])).code).toBe(0);
    await rehashPlain(ORG, 1, (seq) => (seq === 2 ? JSON.stringify({ forged: true }) : undefined));
    expect(await verifyAuditChain(db)).toBeNull();
    const rewritten = await runAuditScript("audit-verify", ["--anchor", file]);
    expect(rewritten.code).toBe(1);
    expect(rewritten.output).toContain(`organization ${ORG}, position 4, entry id ${rows[3].id}`);
    expect(rewritten.output).toContain("the chain was rewritten");
    await dropChain(ORG);
  });

  it("refuses an anchor file it cannot read", async () => {
    const file = path.join(folder, "not-an-anchor.json");
    writeFileSync(file, JSON.stringify({ heads: "none" }));
    expect(await runAuditScript("audit-verify", ["--anchor", file])).toMatchObject({
      code: 2,
      output: expect.stringContaining("is not an anchor file written by npm run audit:anchor"),
    });
  });
});
