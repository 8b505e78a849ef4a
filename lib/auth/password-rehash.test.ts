import { afterEach, describe, expect, it } from "vitest";
import { GET as lookup } from "@/app/v2/customers/lookup/route.ts";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, md5Hex } from "@/scripts/test-harness/call-route.ts";
import { loadEnv } from "@/lib/config/env-schema.mjs";
import { hashPassword, needsRehash, verifyPassword } from "./password.ts";

// A password stored at an older scrypt cost still signs in, and that sign-in stores it at today's cost.

const LOOKUP = "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001";
const signIn = (username: string, secret: string) =>
  callRoute(lookup, { path: LOOKUP, auth: { basic: [username, secret] }, peer: "192.0.2.10" });
const storedHash = async (username: string) => (await db.user.findUniqueOrThrow({ where: { username } })).passwordHash;

async function userWithHash(username: string, passwordHash: string) {
  await createUser(
    db,
    { orgId: 100, username, displayName: username, password: "rehash-pw", access: ["default"] },
    { allowShortPassword: true },
  );
  await db.user.update({ where: { username }, data: { passwordHash } });
}

afterEach(() => {
  process.env.PASSWORD_HASH_COST = "test";
});

describe("password hash cost upgrades", () => {
  it("verifies a hash in the first format (N=2^14, r=8, p=1) and replaces it at the next sign-in", async () => {
    const legacy = await hashPassword("rehash-pw", { N: 16_384, r: 8, p: 1 });
    expect(legacy).toMatch(/^scrypt\$16384\$/);
    await userWithHash("rehash.legacy", legacy);
    expect((await signIn("rehash.legacy", "wrong")).status).toBe(401);
    expect(await storedHash("rehash.legacy")).toBe(legacy);

    expect((await signIn("rehash.legacy", "rehash-pw")).status).toBe(200);
    const upgraded = await storedHash("rehash.legacy");
    expect(upgraded).not.toBe(legacy);
    expect(needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword("rehash-pw", upgraded)).toBe(true);
    // The md5 hex the original's clients send matches the new hash too.
    expect((await signIn("rehash.legacy", md5Hex("rehash-pw"))).status).toBe(200);
    expect(await storedHash("rehash.legacy")).toBe(upgraded);
  });

  it("raises a hash to the standard cost (N=2^15, r=8, p=3) once the cost is raised", async () => {
    await userWithHash("rehash.raised", await hashPassword("rehash-pw"));
    process.env.PASSWORD_HASH_COST = "standard";
    // The md5 hex as secret: the upgrade keeps hashing the md5 hex, whichever form was sent.
    expect((await signIn("rehash.raised", md5Hex("rehash-pw").toUpperCase())).status).toBe(200);
    const raised = await storedHash("rehash.raised");
    expect(raised).toMatch(/^scrypt\$32768,8,3\$/);
    expect(await verifyPassword("rehash-pw", raised)).toBe(true);
  });

  it("refuses the test suite's cheap cost anywhere but NODE_ENV=test", () => {
    for (const NODE_ENV of [undefined, "development", "production"])
      expect(loadEnv({ PASSWORD_HASH_COST: "test", NODE_ENV }).problems).toEqual([
        'PASSWORD_HASH_COST: "test" is for the test suite only (NODE_ENV=test); unset it',
      ]);
    expect(loadEnv({ PASSWORD_HASH_COST: "test", NODE_ENV: "test" }).env?.PASSWORD_HASH_COST).toBe("test");
    expect(loadEnv({}).env?.PASSWORD_HASH_COST).toBe("standard");
    expect(loadEnv({ PASSWORD_HASH_COST: "cheap" }).problems).toEqual([
      'PASSWORD_HASH_COST: must be "standard" or "test"',
    ]);
  });
});
