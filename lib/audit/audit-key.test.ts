import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env-schema.mjs";
import { EnvError } from "../config/env.ts";
import { auditKeyFrom, currentAuditKey, knownAuditKeys } from "./audit-key.ts";

// The key comes from AUDIT_HMAC_KEY; outside production it is derived from AUTH_SECRET so demo mode needs
// no set-up, and in production there is no key without AUDIT_HMAC_KEY.

const saved = { ...process.env };
afterEach(() => {
  for (const name of ["AUDIT_HMAC_KEY", "AUDIT_HMAC_PREVIOUS_KEYS", "LOYALTY_MODE", "AUTH_SECRET"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe("the audit key", () => {
  it("is a 32-byte key named by an id that differs per key", () => {
    const key = auditKeyFrom("an-audit-key-an-audit-key-an-audit");
    expect(key.key).toHaveLength(32);
    expect(key.id).toMatch(/^[0-9a-f]{8}$/);
    expect(auditKeyFrom("another-audit-key-another-audit-key").id).not.toBe(key.id);
  });

  it("is AUDIT_HMAC_KEY's, else outside production derived from AUTH_SECRET, and refused in production without it", () => {
    process.env.AUDIT_HMAC_KEY = "an-audit-key-an-audit-key-an-audit";
    expect(currentAuditKey().id).toBe(auditKeyFrom("an-audit-key-an-audit-key-an-audit").id);
    delete process.env.AUDIT_HMAC_KEY;
    process.env.LOYALTY_MODE = "demo";
    expect(currentAuditKey().id).toBe(auditKeyFrom(process.env.AUTH_SECRET ?? "").id);
    process.env.LOYALTY_MODE = "production";
    expect(() => currentAuditKey()).toThrow(EnvError);
    expect(() => currentAuditKey()).toThrow(/AUDIT_HMAC_KEY: is required in production/);
  });

  it("knows the previous keys by id, and refuses a short one", () => {
    process.env.AUDIT_HMAC_KEY = "the-current-key-the-current-key-00";
    process.env.AUDIT_HMAC_PREVIOUS_KEYS = " the-old-key-one-the-old-key-one-00 ,the-old-key-two-the-old-key-two-00,";
    const ids = [
      "the-old-key-one-the-old-key-one-00",
      "the-old-key-two-the-old-key-two-00",
      "the-current-key-the-current-key-00",
    ].map((secret) => auditKeyFrom(secret).id);
    expect([...knownAuditKeys().keys()]).toEqual(ids);
    expect(loadEnv({ AUDIT_HMAC_PREVIOUS_KEYS: "the-old-key-one-the-old-key-one-00,short" }).problems).toEqual([
      "AUDIT_HMAC_PREVIOUS_KEYS: each comma-separated key must be at least 32 characters",
    ]);
  });
});
