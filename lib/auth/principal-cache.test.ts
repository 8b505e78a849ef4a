import { afterEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "./principal.ts";
import { credentialKey, forgetCachedPrincipals, principalThroughCache } from "./principal-cache.ts";

const principal = (userId: number): Principal => ({
  userId,
  username: `user-${userId}`,
  displayName: "",
  kind: "USER",
  orgId: 1,
  access: new Set(),
  via: "basic",
});

/** A verification we settle by hand, counting its runs. */
function verifier(answer: () => Principal | null, notAfter = Infinity) {
  const pending: (() => void)[] = [];
  const verify = vi.fn<(refresh: boolean) => Promise<{ principal: Principal; notAfter: number } | null>>(
    () =>
      new Promise<{ principal: Principal; notAfter: number } | null>((resolve) =>
        pending.push(() => {
          const p = answer();
          resolve(p && { principal: p, notAfter });
        }),
      ),
  );
  const settle = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { verify, settle };
}

let keys = 0;
const freshKey = () => credentialKey("test", String(++keys));

afterEach(() => vi.useRealTimers());

describe("principal cache", () => {
  it("runs one verification for concurrent calls with the same credential, and they share its answer", async () => {
    const key = freshKey();
    const { verify, settle } = verifier(() => principal(7));
    const calls = Array.from({ length: 50 }, () => principalThroughCache(key, verify));
    await settle();
    const answers = await Promise.all(calls);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(answers.every((p) => p?.userId === 7)).toBe(true);
    // And the answer is remembered: the next call verifies nothing.
    expect((await principalThroughCache(key, verify))?.userId).toBe(7);
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("remembers no refusal: a refused credential is verified again on the next call", async () => {
    const key = freshKey();
    const { verify, settle } = verifier(() => null);
    const first = principalThroughCache(key, verify);
    await settle();
    expect(await first).toBeNull();
    const second = principalThroughCache(key, verify);
    await settle();
    expect(await second).toBeNull();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("verifies an entry again in the background in its last seconds, answering from it meanwhile", async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ["Date"] });
    const key = freshKey();
    let current: Principal | null = principal(1);
    const { verify, settle } = verifier(() => current);
    const first = principalThroughCache(key, verify);
    await settle();
    await first;

    vi.setSystemTime(1_000_000 + 5_000); // mid-life: no verification
    expect((await principalThroughCache(key, verify))?.userId).toBe(1);
    expect(verify).toHaveBeenCalledTimes(1);

    vi.setSystemTime(1_000_000 + 9_000); // last seconds: answered at once, one refresh started for all
    const answers = await Promise.all([principalThroughCache(key, verify), principalThroughCache(key, verify)]);
    expect(answers.map((p) => p?.userId)).toEqual([1, 1]);
    expect(verify).toHaveBeenCalledTimes(2);
    await settle();

    vi.setSystemTime(1_000_000 + 12_000); // past the first entry's life, inside the refreshed one
    expect((await principalThroughCache(key, verify))?.userId).toBe(1);
    expect(verify).toHaveBeenCalledTimes(2);

    // A refresh that finds the credential refused drops the entry at once.
    current = null;
    vi.setSystemTime(1_000_000 + 9_000 + 9_500);
    await principalThroughCache(key, verify);
    await settle();
    const after = principalThroughCache(key, verify);
    await settle();
    expect(await after).toBeNull();
  });

  it("tells the verifier whether a caller waits for it (false) or it renews a live entry in the background (true)", async () => {
    vi.useFakeTimers({ now: 3_000_000, toFake: ["Date"] });
    const key = freshKey();
    const { verify, settle } = verifier(() => principal(4));
    const first = principalThroughCache(key, verify);
    await settle();
    await first;
    vi.setSystemTime(3_000_000 + 9_000);
    await principalThroughCache(key, verify);
    await settle();
    expect(verify.mock.calls).toEqual([[false], [true]]);
  });

  it("never answers from an entry past its token's expiry, and does not refresh it ahead", async () => {
    vi.useFakeTimers({ now: 2_000_000, toFake: ["Date"] });
    const key = freshKey();
    const { verify, settle } = verifier(() => principal(3), 2_000_000 + 4_000);
    const first = principalThroughCache(key, verify);
    await settle();
    expect((await first)?.userId).toBe(3);
    vi.setSystemTime(2_000_000 + 3_500);
    await principalThroughCache(key, verify);
    expect(verify).toHaveBeenCalledTimes(1);
    vi.setSystemTime(2_000_000 + 4_000);
    const expired = principalThroughCache(key, verify);
    expect(verify).toHaveBeenCalledTimes(2);
    await settle();
    await expired;
  });

  it("does not store the answer of a verification that began before the cache was told to forget", async () => {
    const key = freshKey();
    const { verify, settle } = verifier(() => principal(9));
    const call = principalThroughCache(key, verify);
    forgetCachedPrincipals(9);
    await settle();
    expect((await call)?.userId).toBe(9);
    const next = principalThroughCache(key, verify);
    expect(verify).toHaveBeenCalledTimes(2);
    await settle();
    await next;
  });
});
