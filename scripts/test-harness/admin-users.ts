import { expect } from "vitest";
import { db } from "@/lib/db/client.ts";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { createUser } from "@/lib/users/create-user.ts";
import type { JsonBody } from "@/scripts/test-harness/call-route.ts";

// Shared by the /v2/admin/users route tests: users made for a test, and the v2 refusal shape.

export const TEST_PASSWORD = "admin-users-test-pw";

/** A user of `orgId` with a known password, signed in with { basic: [username, TEST_PASSWORD] }. */
export async function makeUser(username: string, orgId: number, access: AccessGroup[], displayName = username) {
  const user = await createUser(db, { orgId, username, displayName, password: TEST_PASSWORD, access });
  return { id: user.id, username, auth: { basic: [username, TEST_PASSWORD] as [string, string] } };
}

export function expectV2Error(
  res: { status: number; body: JsonBody },
  status: number,
  message?: string | RegExp,
  code = status,
) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ errors: [{ status: false, code, message: expect.any(String) }], warnings: [] });
  if (typeof message === "string") expect(res.body.errors[0].message).toBe(message);
  else if (message) expect(res.body.errors[0].message).toMatch(message);
}

export const userCount = () => db.user.count();
export const auditCount = (entity = "user") => db.auditEntry.count({ where: { entity } });
