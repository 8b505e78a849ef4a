import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password.ts";
import { db } from "@/lib/db/client.ts";
import { consoleCallFor } from "@/scripts/test-harness/console-session.ts";
import { performConsoleOperation } from "./console-action.ts";
import { changePasswordOperation } from "./account-operations.ts";

// The password form's action: refusals carry their field and the values the console words them from.

const callOf = (username: string) => consoleCallFor(username, { ip: "127.0.0.9" });

describe("the password change action", () => {
  it("refuses a wrong current password and a weak new one, each beside its field", async () => {
    const call = await callOf("demo.viewer");
    expect(
      await performConsoleOperation(call, changePasswordOperation, {
        currentPassword: "not-it",
        newPassword: "Another long passphrase 42",
      }),
    ).toEqual({
      ok: false,
      errors: [{ code: 400, key: "currentPasswordWrong", field: "currentPassword", params: {} }],
    });
    const weak = await performConsoleOperation(call, changePasswordOperation, {
      currentPassword: "demo-viewer-pw",
      newPassword: "demo.viewer",
    });
    expect(weak.ok).toBe(false);
    for (const error of weak.ok ? [] : weak.errors) {
      expect(error).toMatchObject({ code: 400, key: "newPasswordRefused", field: "newPassword" });
      expect(error.params.reason).toEqual(expect.any(String));
    }
  });

  it("changes the password: the old one stops working, the new one works, and the change is audited", async () => {
    const call = { ...(await callOf("demo.viewer")), requestId: "password-change-action" };
    const outcome = await performConsoleOperation(call, changePasswordOperation, {
      currentPassword: "demo-viewer-pw",
      newPassword: "Quiet harbour lanterns 2031",
    });
    expect(outcome).toEqual({ ok: true, data: { mustChangePassword: false } });
    const user = await db.user.findFirstOrThrow({ where: { username: "demo.viewer" } });
    expect(await verifyPassword("demo-viewer-pw", user.passwordHash)).toBe(false);
    expect(await verifyPassword("Quiet harbour lanterns 2031", user.passwordHash)).toBe(true);
    const audit = await db.auditEntry.findMany({ where: { action: "password.change", actorId: user.id } });
    expect(audit).toEqual([
      expect.objectContaining({ orgId: user.orgId, actorKind: "USER", requestId: "password-change-action" }),
    ]);
  });
});
