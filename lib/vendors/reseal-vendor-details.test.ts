import { spawnSync } from "node:child_process";
import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { POST as CREATE } from "@/app/api_gateway/rewards/core/v1/vendor/create/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { resealVendorDetails } from "./reseal-vendor-details.ts";
import { openVendorDetails } from "./vendor-record.ts";

// Vendor details are sealed for their organization, row and column; `npm run secrets:rotate` re-seals
// them under a new key, old keys readable until then, legacy values included.

const saved = { dek: process.env.DATA_ENCRYPTION_KEY, previous: process.env.DATA_ENCRYPTION_PREVIOUS_KEYS };
const restore = (name: string, value: string | undefined) =>
  value === undefined ? delete process.env[name] : (process.env[name] = value);
afterEach(() => {
  restore("DATA_ENCRYPTION_KEY", saved.dek);
  restore("DATA_ENCRYPTION_PREVIOUS_KEYS", saved.previous);
});

const OLD_KEY = "vendor-old-key-vendor-old-key-0001";
// The other tests' vendors were sealed under the suite's key: every rotation here keeps it readable too.
const PREVIOUS = `${OLD_KEY},${saved.dek ?? ""}`;
const NEW_KEY = "vendor-new-key-vendor-new-key-0002";
let seq = 0;

async function createVendor(details: { key: string; value: string }) {
  const res = await callRoute(CREATE, {
    path: "/api_gateway/rewards/core/v1/vendor/create",
    body: { name: `Rotation vendor ${++seq}`, brandId: 10, type: "REWARDS", vendorDetails: details },
    auth: "demo.maker",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.vendor.id);
}
const rowOf = (id: number) => db.vendor.findUniqueOrThrow({ where: { id } });

/** The format sealed before key ids existed: AAD is the column label only. */
function legacySeal(plaintext: string, label: string, keyText: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", createHash("sha256").update(keyText).digest(), iv);
  cipher.setAAD(Buffer.from(label));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [
    "v1",
    iv.toString("base64url"),
    cipher.getAuthTag().toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

describe("vendor details at rest", () => {
  it("do not open when moved to another vendor's row or to the other column", async () => {
    const first = await createVendor({ key: "first-key", value: "first-value" });
    const second = await createVendor({ key: "second-key", value: "second-value" });
    const a = await rowOf(first);
    const b = await rowOf(second);
    expect(openVendorDetails(a)).toEqual({ key: "first-key", value: "first-value" });
    expect(() => openVendorDetails({ ...b, detailsKeyEnc: a.detailsKeyEnc })).toThrow();
    expect(() =>
      openVendorDetails({ ...a, detailsKeyEnc: a.detailsValueEnc, detailsValueEnc: a.detailsKeyEnc }),
    ).toThrow();
    expect(() => openVendorDetails({ ...a, orgId: 200 })).toThrow();
  });

  it("are re-sealed by the rotation: the old key reads them before, the new key alone after; a re-run changes nothing", async () => {
    process.env.DATA_ENCRYPTION_KEY = OLD_KEY;
    const rotated = await createVendor({ key: "rotated-key", value: "rotated-value" });
    const legacy = await createVendor({ key: "placeholder", value: "placeholder" });
    await db.vendor.update({
      where: { id: legacy },
      data: {
        detailsKeyEnc: legacySeal("legacy-key", "vendor.details.key", OLD_KEY),
        detailsValueEnc: legacySeal("legacy-value", "vendor.details.value", OLD_KEY),
      },
    });
    const before = await rowOf(rotated);
    expect(openVendorDetails(await rowOf(legacy))).toEqual({ key: "legacy-key", value: "legacy-value" });

    process.env.DATA_ENCRYPTION_KEY = NEW_KEY;
    expect(() => openVendorDetails(before)).toThrow();
    process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = PREVIOUS;
    expect(openVendorDetails(before)).toEqual({ key: "rotated-key", value: "rotated-value" });

    const counts = await resealVendorDetails(db);
    expect(counts.failed).toBe(0);
    expect(counts.resealed).toBeGreaterThanOrEqual(4);
    const after = await rowOf(rotated);
    expect(after.detailsKeyEnc).not.toBe(before.detailsKeyEnc);
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(after.detailsKeyEnc).toMatch(/^v2\./);
    expect((await rowOf(legacy)).detailsValueEnc).toMatch(/^v2\./);

    delete process.env.DATA_ENCRYPTION_PREVIOUS_KEYS;
    expect(openVendorDetails(after)).toEqual({ key: "rotated-key", value: "rotated-value" });
    expect(openVendorDetails(await rowOf(legacy))).toEqual({ key: "legacy-key", value: "legacy-value" });
    const again = await resealVendorDetails(db);
    expect(again).toMatchObject({ resealed: 0, failed: 0 });
    expect(again.current).toBe(again.sealed);
    expect((await rowOf(rotated)).detailsKeyEnc).toBe(after.detailsKeyEnc);
  });

  it(
    "npm run secrets:rotate reports its counts, and fails naming what to do when an old key is missing",
    { timeout: 60_000 },
    async () => {
      process.env.DATA_ENCRYPTION_KEY = OLD_KEY;
      const id = await createVendor({ key: "script-key", value: "script-value" });
      const rotate = (env: Record<string, string>) =>
        spawnSync("node_modules/.bin/tsx", ["--conditions=react-server", "scripts/rotate-secrets.ts"], {
          env: { ...process.env, DATA_ENCRYPTION_PREVIOUS_KEYS: "", ...env },
          encoding: "utf8",
          timeout: 60_000,
        });
      const missing = rotate({ DATA_ENCRYPTION_KEY: NEW_KEY });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toMatch(/DATA_ENCRYPTION_PREVIOUS_KEYS/);
      const run = rotate({ DATA_ENCRYPTION_KEY: NEW_KEY, DATA_ENCRYPTION_PREVIOUS_KEYS: PREVIOUS });
      expect(run.status, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/sealed values: \d+; re-sealed: [1-9]\d*; already current: \d+; failed: 0/);
      process.env.DATA_ENCRYPTION_KEY = NEW_KEY;
      expect(openVendorDetails(await rowOf(id))).toEqual({ key: "script-key", value: "script-value" });
    },
  );
});
