import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { currentKeyId, dataEncryptionKey, needsReseal, openSecret, sealSecret } from "./secret-box.ts";

const saved = {
  dek: process.env.DATA_ENCRYPTION_KEY,
  previous: process.env.DATA_ENCRYPTION_PREVIOUS_KEYS,
  auth: process.env.AUTH_SECRET,
};
const restore = (name: string, value: string | undefined) =>
  value === undefined ? delete process.env[name] : (process.env[name] = value);
afterEach(() => {
  restore("DATA_ENCRYPTION_KEY", saved.dek);
  restore("DATA_ENCRYPTION_PREVIOUS_KEYS", saved.previous);
  restore("AUTH_SECRET", saved.auth);
});

const PLACE = { orgId: 100, field: "Vendor.detailsKeyEnc", rowId: 7 };
const KEY_A = "rotation-key-a-rotation-key-a-0001";
const KEY_B = "rotation-key-b-rotation-key-b-0002";

/** A value in the legacy format (v1: no key id, only a column label as additional data), as sealed before. */
function legacySeal(plaintext: string, label: string, keyText: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", createHash("sha256").update(keyText).digest(), iv);
  cipher.setAAD(Buffer.from(label));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

describe("secret-box", () => {
  it("round-trips text with the current key's id and never contains the plaintext", () => {
    const sealed = sealSecret("pässwörd-123", PLACE);
    expect(sealed).toMatch(new RegExp(`^v2\\.${currentKeyId()}\\.[\\w-]+\\.[\\w-]+\\.[\\w-]+$`));
    expect(sealed).not.toContain("pässwörd");
    expect(openSecret(sealed, PLACE, "label")).toBe("pässwörd-123");
    expect(sealSecret("pässwörd-123", PLACE)).not.toBe(sealed);
    expect(needsReseal(sealed)).toBe(false);
  });

  it("binds the organization, the row and the field: the value opens nowhere else", () => {
    const sealed = sealSecret("secret", PLACE);
    expect(() => openSecret(sealed, { ...PLACE, orgId: 200 }, "label")).toThrow();
    expect(() => openSecret(sealed, { ...PLACE, rowId: 8 }, "label")).toThrow();
    expect(() => openSecret(sealed, { ...PLACE, field: "Vendor.detailsValueEnc" }, "label")).toThrow();
  });

  it("refuses a tampered ciphertext, a changed key id and garbage", () => {
    const parts = sealSecret("secret", PLACE).split(".");
    const flipped = Buffer.from(parts[4], "base64url");
    flipped[0] ^= 1;
    expect(() => openSecret([...parts.slice(0, 4), flipped.toString("base64url")].join("."), PLACE, "l")).toThrow();
    expect(() => openSecret(["v2", "AAAAAAAA", ...parts.slice(2)].join("."), PLACE, "l")).toThrow(/not configured/);
    expect(() => openSecret("secret", PLACE, "l")).toThrow(/not a sealed secret/);
  });

  it("opens the legacy format (no key id) under its label, and marks it for re-sealing", () => {
    const legacy = legacySeal("old-secret", "vendor.details.key", process.env.DATA_ENCRYPTION_KEY ?? "");
    expect(openSecret(legacy, PLACE, "vendor.details.key")).toBe("old-secret");
    expect(() => openSecret(legacy, PLACE, "vendor.details.value")).toThrow();
    expect(needsReseal(legacy)).toBe(true);
  });

  it("reads under a previous key by its id, seals under the current one only", () => {
    process.env.DATA_ENCRYPTION_KEY = KEY_A;
    const underA = sealSecret("rotated", PLACE);
    const legacyUnderA = legacySeal("legacy", "label", KEY_A);
    process.env.DATA_ENCRYPTION_KEY = KEY_B;
    expect(() => openSecret(underA, PLACE, "label")).toThrow(/not configured/);
    expect(() => openSecret(legacyUnderA, PLACE, "label")).toThrow(/no configured key/);
    process.env.DATA_ENCRYPTION_PREVIOUS_KEYS = `another-old-key-another-old-key-00, ${KEY_A}`;
    expect(openSecret(underA, PLACE, "label")).toBe("rotated");
    expect(openSecret(legacyUnderA, PLACE, "label")).toBe("legacy");
    expect(needsReseal(underA)).toBe(true);
    const underB = sealSecret("rotated", PLACE);
    expect(underB.split(".")[1]).not.toBe(underA.split(".")[1]);
    expect(needsReseal(underB)).toBe(false);
  });

  it("derives a 32-byte key from DATA_ENCRYPTION_KEY, else from AUTH_SECRET, which stays readable once a key is set", () => {
    const explicit = dataEncryptionKey();
    expect(explicit).toHaveLength(32);
    delete process.env.DATA_ENCRYPTION_KEY;
    const derived = dataEncryptionKey();
    expect(derived).toHaveLength(32);
    expect(derived.equals(explicit)).toBe(false);
    expect(derived.equals(Buffer.from(process.env.AUTH_SECRET ?? "").subarray(0, 32))).toBe(false);
    const underDerived = sealSecret("y", PLACE);
    process.env.DATA_ENCRYPTION_KEY = KEY_A;
    expect(openSecret(underDerived, PLACE, "label")).toBe("y");
    expect(needsReseal(underDerived)).toBe(true);
    delete process.env.DATA_ENCRYPTION_KEY;
    process.env.AUTH_SECRET = "another-auth-secret-of-enough-length";
    expect(dataEncryptionKey().equals(derived)).toBe(false);
    expect(() => openSecret(underDerived, PLACE, "label")).toThrow();
  });
});
