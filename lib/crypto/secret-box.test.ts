import { afterEach, describe, expect, it } from "vitest";
import { dataEncryptionKey, openSecret, sealSecret } from "./secret-box.ts";

const saved = { dek: process.env.DATA_ENCRYPTION_KEY, auth: process.env.AUTH_SECRET };
const restore = (name: string, value: string | undefined) =>
  value === undefined ? delete process.env[name] : (process.env[name] = value);
afterEach(() => {
  restore("DATA_ENCRYPTION_KEY", saved.dek);
  restore("AUTH_SECRET", saved.auth);
});

describe("secret-box", () => {
  it("round-trips text and never contains the plaintext", () => {
    const sealed = sealSecret("pässwörd-123", "ctx");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("pässwörd");
    expect(openSecret(sealed, "ctx")).toBe("pässwörd-123");
    expect(sealSecret("pässwörd-123", "ctx")).not.toBe(sealed);
  });

  it("refuses another context, a tampered ciphertext and garbage", () => {
    const sealed = sealSecret("secret", "vendor.details.key");
    expect(() => openSecret(sealed, "vendor.details.value")).toThrow();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3], "base64url");
    flipped[0] ^= 1;
    expect(() =>
      openSecret([parts[0], parts[1], parts[2], flipped.toString("base64url")].join("."), "vendor.details.key"),
    ).toThrow();
    expect(() => openSecret("secret", "vendor.details.key")).toThrow(/not a sealed secret/);
  });

  it("derives a 32-byte key from DATA_ENCRYPTION_KEY, else from AUTH_SECRET with a distinct label", () => {
    const explicit = dataEncryptionKey();
    expect(explicit).toHaveLength(32);
    const sealed = sealSecret("x", "ctx");
    delete process.env.DATA_ENCRYPTION_KEY;
    const derived = dataEncryptionKey();
    expect(derived).toHaveLength(32);
    expect(derived.equals(explicit)).toBe(false);
    expect(derived.equals(Buffer.from(process.env.AUTH_SECRET ?? "").subarray(0, 32))).toBe(false);
    expect(() => openSecret(sealed, "ctx")).toThrow();
    expect(openSecret(sealSecret("y", "ctx"), "ctx")).toBe("y");
    process.env.AUTH_SECRET = "another-auth-secret-of-enough-length";
    expect(dataEncryptionKey().equals(derived)).toBe(false);
  });
});
