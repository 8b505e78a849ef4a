import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { consumeChallenge, issueChallenge } from "./webauthn-challenges.ts";

describe("WebAuthn challenges", () => {
  it("serve exactly once, however many consumers race", async () => {
    const id = await issueChallenge("authenticate", "race-challenge", null);
    const results = await Promise.all(Array.from({ length: 12 }, () => consumeChallenge(id, "authenticate", null)));
    expect(results.filter((r) => r === "race-challenge")).toHaveLength(1);
    expect(results.filter((r) => r === null)).toHaveLength(11);
    expect(await db.webAuthnChallenge.findUnique({ where: { id } })).toBeNull();
  });

  it("serve only their purpose and user, and expired ones are swept when new ones are issued", async () => {
    const id = await issueChallenge("register", "own-challenge", 1);
    expect(await consumeChallenge(id, "authenticate", null)).toBeNull();
    expect(await consumeChallenge(id, "register", 2)).toBeNull();
    expect(await consumeChallenge(id, "register", 1)).toBe("own-challenge");

    const stale = await issueChallenge("authenticate", "stale", null);
    await db.webAuthnChallenge.update({ where: { id: stale }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await consumeChallenge(stale, "authenticate", null)).toBeNull();
    await issueChallenge("authenticate", "fresh", null);
    expect(await db.webAuthnChallenge.findUnique({ where: { id: stale } })).toBeNull();
  });
});
