import { beforeAll } from "vitest";
import { db } from "@/lib/db/client.ts";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { createUser } from "@/lib/users/create-user.ts";

// Users a test file makes for itself, all with one known password.

export const TEST_PASSWORD = "admin-users-test-pw";

/** How to sign in as a user made here. */
export const testUserAuth = (username: string) => ({ basic: [username, TEST_PASSWORD] as [string, string] });

/** A user of `orgId` with a known password, signed in with testUserAuth(username). */
export async function makeUser(username: string, orgId: number, access: AccessGroup[], displayName = username) {
  const user = await createUser(db, { orgId, username, displayName, password: TEST_PASSWORD, access });
  return { id: user.id, username, auth: testUserAuth(username) };
}

/** Makes the user before the file's tests run; returns how to sign in as it. */
export function userForFile(username: string, orgId: number, access: AccessGroup[]) {
  beforeAll(async () => {
    await makeUser(username, orgId, access);
  });
  return testUserAuth(username);
}

/** A user of the demo organization 100 outside the "default" group: the data routes refuse it. */
export const noDefaultUser = (username: string) => userForFile(username, 100, ["points.read"]);
