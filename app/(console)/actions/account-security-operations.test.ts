import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { consoleCallFor, openConsoleSession } from "@/scripts/test-harness/console-session.ts";
import { totpCode } from "@/scripts/test-harness/second-factor.ts";
import { SoftwareAuthenticator } from "@/scripts/test-harness/software-authenticator.ts";
import {
  confirmTotpOperation,
  endOtherSessionsOperation,
  endOwnSessionOperation,
  passkeyOptionsOperation,
  regenerateRecoveryCodesOperation,
  registerPasskeyOperation,
  removePasskeyOperation,
  removeTotpOperation,
  renamePasskeyOperation,
  startTotpOperation,
} from "./account-security-operations.ts";
import { performConsoleOperation, type ConsoleCall } from "./console-action.ts";
import { dataOf, keysOf } from "./test-support.ts";

// The security page's actions: the signed-in user's own authenticator app, passkeys and sessions.

const ORIGIN = "http://localhost:3000";

let serial = 0;
async function userCall(orgId = 100): Promise<ConsoleCall & { userId: number }> {
  const user = await makeUser(`security.${Date.now()}.${(serial += 1)}`, orgId, ["default"]);
  return { ...(await consoleCallFor(user.username, { ip: "127.0.0.7" })), origin: ORIGIN, userId: user.id };
}

async function registered(call: ConsoleCall, name: string) {
  const options = await performConsoleOperation(call, passkeyOptionsOperation, undefined);
  if (!options.ok) throw new Error(JSON.stringify(options.errors));
  const response = new SoftwareAuthenticator(ORIGIN).create(options.data.options);
  return dataOf(
    await performConsoleOperation(call, registerPasskeyOperation, {
      challengeId: options.data.challengeId,
      name,
      response,
    }),
  );
}

describe("the authenticator app actions", () => {
  it("set up an app, refuse a wrong code beside the code, renew the recovery codes and remove the app", async () => {
    const call = await userCall();
    const started = await performConsoleOperation(call, startTotpOperation, undefined);
    if (!started.ok) throw new Error(JSON.stringify(started.errors));

    expect(await performConsoleOperation(call, confirmTotpOperation, { code: "000000" })).toEqual({
      ok: false,
      errors: [{ code: 400, key: "authenticationCodeWrong", field: "code", params: {} }],
    });
    expect(keysOf(await performConsoleOperation(call, confirmTotpOperation, {}))).toEqual([["invalidInput", "code"]]);
    const confirmed = await performConsoleOperation(call, confirmTotpOperation, {
      code: totpCode(started.data.secret),
    });
    if (!confirmed.ok) throw new Error(JSON.stringify(confirmed.errors));
    expect(confirmed.data.recoveryCodes.length).toBeGreaterThan(0);

    const renewed = await performConsoleOperation(call, regenerateRecoveryCodesOperation, {
      code: confirmed.data.recoveryCodes[0],
    });
    if (!renewed.ok) throw new Error(JSON.stringify(renewed.errors));
    const removed = await performConsoleOperation(call, removeTotpOperation, { code: renewed.data.recoveryCodes[0] });
    expect(removed.ok).toBe(true);
    expect(await db.user.findUniqueOrThrow({ where: { id: call.userId } })).toMatchObject({ totpConfirmedAt: null });
    expect(keysOf(await performConsoleOperation(call, removeTotpOperation, { code: "123456" }))).toEqual([
      ["totpNotEnabled", undefined],
    ]);
  });

  it("stay open to a user who still has to enrol, and stay closed to a one-time password", async () => {
    const call = await userCall(200);
    await db.organization.update({ where: { id: 200 }, data: { mfaRequiredFor: "default" } });
    try {
      const started = await performConsoleOperation(call, startTotpOperation, undefined);
      expect(started.ok).toBe(true);
      await db.user.update({ where: { id: call.userId }, data: { mustChangePassword: true } });
      expect(keysOf(await performConsoleOperation(call, startTotpOperation, undefined))).toEqual([
        ["passwordChangeRequired", undefined],
      ]);
    } finally {
      await db.organization.update({ where: { id: 200 }, data: { mfaRequiredFor: "" } });
    }
  });
});

describe("the passkey actions", () => {
  it("run the WebAuthn ceremony in two steps, rename and remove the passkey", async () => {
    const call = await userCall();
    const passkey = await registered(call, "Laptop key");
    expect(passkey).toMatchObject({ name: "Laptop key" });

    const renamed = await performConsoleOperation(call, renamePasskeyOperation, { name: "Desk key" }, passkey.id);
    expect(renamed.ok && renamed.data.name).toBe("Desk key");
    expect(keysOf(await performConsoleOperation(call, renamePasskeyOperation, { name: " " }, passkey.id))).toEqual([
      ["invalidInput", "name"],
    ]);
    const removed = await performConsoleOperation(call, removePasskeyOperation, undefined, passkey.id);
    expect(removed.ok).toBe(true);
    expect(await db.passkey.count({ where: { userId: call.userId } })).toBe(0);
  });

  it("refuse an answer to an unknown challenge, and a malformed one, beside their fields", async () => {
    const call = await userCall();
    const options = await performConsoleOperation(call, passkeyOptionsOperation, undefined);
    if (!options.ok) throw new Error(JSON.stringify(options.errors));
    const response = new SoftwareAuthenticator(ORIGIN).create(options.data.options);
    const unknown = await performConsoleOperation(call, registerPasskeyOperation, {
      challengeId: "not-a-challenge",
      name: "Key",
      response,
    });
    expect(keysOf(unknown)).toEqual([["passkeyChallengeUnknown", "challengeId"]]);
    const malformed = await performConsoleOperation(call, registerPasskeyOperation, {
      challengeId: options.data.challengeId,
      name: "Key",
      response: { id: 5 },
    });
    expect(malformed.ok ? [] : malformed.errors.every((error) => error.field?.startsWith("response"))).toBe(true);
  });

  it("answer another user's passkey as not found, and leave it", async () => {
    const owner = await userCall();
    const passkey = await registered(owner, "Owner key");
    const other = await userCall(200);
    expect(keysOf(await performConsoleOperation(other, renamePasskeyOperation, { name: "Mine" }, passkey.id))).toEqual([
      ["passkeyNotFound", undefined],
    ]);
    expect(keysOf(await performConsoleOperation(other, removePasskeyOperation, undefined, passkey.id))).toEqual([
      ["passkeyNotFound", undefined],
    ]);
    expect(await db.passkey.findUniqueOrThrow({ where: { id: passkey.id } })).toMatchObject({ name: "Owner key" });
  });
});

describe("the session actions", () => {
  it("end one session, then every other one; another user's session is not found", async () => {
    const call = await userCall();
    const first = await openConsoleSession(call.userId);
    await openConsoleSession(call.userId);
    expect(await performConsoleOperation(call, endOwnSessionOperation, { sessionId: first.sid })).toEqual({
      ok: true,
      data: { id: first.sid, current: false },
    });
    expect(await performConsoleOperation(call, endOtherSessionsOperation, undefined)).toEqual({
      ok: true,
      data: { ended: 1 },
    });

    const stranger = await userCall(200);
    const theirs = await openConsoleSession(stranger.userId);
    expect(keysOf(await performConsoleOperation(call, endOwnSessionOperation, { sessionId: theirs.sid }))).toEqual([
      ["sessionNotFound", undefined],
    ]);
    expect(keysOf(await performConsoleOperation(call, endOwnSessionOperation, { sessionId: "../x" }))).toEqual([
      ["sessionNotFound", undefined],
    ]);
    expect(await db.userSession.findUniqueOrThrow({ where: { id: theirs.sid } })).toMatchObject({ endedAt: null });
  });

  it("ending the session the call came with says so", async () => {
    const user = await makeUser(`security.current.${Date.now()}`, 100, ["default"]);
    const session = await openConsoleSession(user.id);
    const call = { sessionToken: session.cookie.split("=")[1] };
    expect(await performConsoleOperation(call, endOwnSessionOperation, { sessionId: session.sid })).toEqual({
      ok: true,
      data: { id: session.sid, current: true },
    });
  });
});
