import { describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password.ts";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { consoleCallFor, openConsoleSession } from "@/scripts/test-harness/console-session.ts";
import {
  createUserOperation,
  endUserSessionsOperation,
  resetUserPasswordOperation,
  resetUserSecondFactorOperation,
  updateUserOperation,
} from "./admin-user-operations.ts";
import { performConsoleOperation, type ConsoleOperation, type NO_INPUT } from "./console-action.ts";
import { dataOf, keysOf } from "./test-support.ts";

// The users page's actions: what the /v2/admin/users routes do, answered as domain outcomes.

const admin = () => consoleCallFor("demo.admin");

async function createdUser(
  username = `action.user.${Date.now()}.${Math.random().toString(36).slice(2, 6)}`,
  accessGroups = ["default"],
) {
  return dataOf(await performConsoleOperation(await admin(), createUserOperation, { username, accessGroups }));
}

describe("the user actions", () => {
  it("create a user with a one-time password it must change, and refuse the username a second time", async () => {
    const { user, oneTimePassword } = await createdUser("action.new.user");
    expect(user).toMatchObject({ username: "action.new.user", accessGroups: ["default"], status: "ACTIVE" });
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ orgId: 100, mustChangePassword: true });
    expect(await verifyPassword(oneTimePassword, row.passwordHash)).toBe(true);

    const again = await performConsoleOperation(await admin(), createUserOperation, {
      username: "action.new.user",
      accessGroups: ["default"],
    });
    expect(again).toEqual({
      ok: false,
      errors: [{ code: 409, key: "usernameTaken", field: "username", params: { username: "action.new.user" } }],
    });
  });

  it("refuses each bad field beside it", async () => {
    const outcome = await performConsoleOperation(await admin(), createUserOperation, {
      username: "no spaces allowed",
      accessGroups: [],
    });
    expect(keysOf(outcome)).toEqual([
      ["invalidInput", "username"],
      ["invalidInput", "accessGroups"],
    ]);
  });

  it("change, reset and sign out a user; the admin's own deactivation is refused beside the status", async () => {
    const { user } = await createdUser();
    const call = await admin();
    const changed = await performConsoleOperation(call, updateUserOperation, { displayName: "Renamed" }, user.id);
    expect(changed.ok && changed.data.displayName).toBe("Renamed");

    const reset = await performConsoleOperation(call, resetUserPasswordOperation, undefined, user.id);
    if (!reset.ok) throw new Error(JSON.stringify(reset.errors));
    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await verifyPassword(reset.data.oneTimePassword, row.passwordHash)).toBe(true);

    await openConsoleSession(user.id);
    expect(await performConsoleOperation(call, endUserSessionsOperation, undefined, user.id)).toEqual({
      ok: true,
      data: { userId: user.id, ended: 1 },
    });
    const factor = await performConsoleOperation(call, resetUserSecondFactorOperation, undefined, user.id);
    expect(factor.ok && factor.data.id).toBe(user.id);

    const self = await db.user.findFirstOrThrow({ where: { username: "demo.admin" } });
    const own = await performConsoleOperation(call, updateUserOperation, { status: "DEACTIVATED" }, self.id);
    expect(keysOf(own)).toEqual([["ownDeactivationRefused", "status"]]);
  });

  it("answers another organization's user as not found, and leaves it unchanged", async () => {
    const { user } = await createdUser();
    const before = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    const outsider = await makeUser(`other.admin.${Date.now()}`, 200, ["admin"]);
    await db.user.update({ where: { id: outsider.id }, data: { mustChangePassword: false } });
    const call = await consoleCallFor(outsider.username);
    const notFound = [["userNotFound", undefined]];
    expect(keysOf(await performConsoleOperation(call, updateUserOperation, { displayName: "X" }, user.id))).toEqual(
      notFound,
    );
    const bodiless: ConsoleOperation<typeof NO_INPUT, unknown>[] = [
      resetUserPasswordOperation,
      endUserSessionsOperation,
      resetUserSecondFactorOperation,
    ];
    for (const operation of bodiless)
      expect(keysOf(await performConsoleOperation(call, operation, undefined, user.id))).toEqual(notFound);
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(before);
  });

  it("lets in admins only, and not on a one-time password", async () => {
    const maker = await performConsoleOperation(await consoleCallFor("demo.maker"), createUserOperation, {
      username: "maker.made",
      accessGroups: ["default"],
    });
    expect(maker).toEqual({ ok: false, errors: [expect.objectContaining({ code: 403, key: "accessDenied" })] });

    const { user } = await createdUser(`fresh.admin.${Date.now()}`, ["admin"]);
    const fresh = await consoleCallFor(user.username);
    const refused = await performConsoleOperation(fresh, resetUserPasswordOperation, undefined, user.id);
    expect(keysOf(refused)).toEqual([["passwordChangeRequired", undefined]]);
    expect(await db.user.count({ where: { username: "maker.made" } })).toBe(0);
  });

  it("keeps the routes' body limits", async () => {
    const big = await performConsoleOperation(await admin(), createUserOperation, {
      username: "big.one",
      displayName: "x".repeat(5000),
      accessGroups: ["default"],
    });
    expect(big).toEqual({ ok: false, errors: [{ code: 413, key: "bodyTooLarge", params: { limit: "4096" } }] });
  });
});
