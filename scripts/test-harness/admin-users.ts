import { expect } from "vitest";
import { db } from "@/lib/db/client.ts";
import type { JsonBody } from "@/scripts/test-harness/call-route.ts";

// Shared by the /v2/admin/users route tests: users made for a test, and the v2 refusal shape.

export { makeUser, TEST_PASSWORD } from "@/scripts/test-harness/test-users.ts";

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
