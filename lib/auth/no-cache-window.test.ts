import { describe, expect, it } from "vitest";
import { GET as V2_LABELS } from "../../app/v2/labels/route.ts";
import { db } from "../db/client.ts";
import { createUser } from "../users/create-user.ts";
import { callRoute, type Auth } from "../../scripts/test-harness/call-route.ts";
import { openConsoleSession } from "../../scripts/test-harness/console-session.ts";
import { generateOAuthToken } from "./oauth-tokens.ts";
import { hashPassword, passwordChecksRun } from "./password.ts";

// Changes made as another app instance makes them: straight to the database, with no call to this
// process's cache. Each must hold from the very next call.
const labels = (auth: Auth, headers?: Record<string, string>) =>
  callRoute(V2_LABELS, { path: "/v2/labels", auth, headers });

let made = 0;
async function makeUser(kind: "USER" | "API_CLIENT" = "USER") {
  const username = `window.${kind === "USER" ? "user" : "client"}${++made}`;
  const password = `window-password-${made}`;
  const user = await createUser(db, {
    orgId: 100,
    username,
    displayName: username,
    password,
    access: ["default"],
    kind,
  });
  return { id: user.id, username, password };
}

async function warmBasic() {
  const user = await makeUser();
  const auth: Auth = { basic: [user.username, user.password] };
  expect((await labels(auth)).status).toBe(200);
  // Warm: the next call runs no password check, yet still reads the user row.
  const checks = passwordChecksRun();
  expect((await labels(auth)).status).toBe(200);
  expect(passwordChecksRun()).toBe(checks);
  return { ...user, auth };
}

async function sessionHeaders(userId: number) {
  return (await openConsoleSession(userId)).headers;
}

describe("no cache window: Basic with a warmed cache", () => {
  it("refuses a deactivated user on the very next call, and accepts them again once reactivated", async () => {
    const user = await warmBasic();
    await db.user.update({ where: { id: user.id }, data: { active: false } });
    expect((await labels(user.auth)).status).toBe(401);
    await db.user.update({ where: { id: user.id }, data: { active: true } });
    expect((await labels(user.auth)).status).toBe(200);
  });

  it("refuses a revoked or expired user on the very next call", async () => {
    const revoked = await warmBasic();
    await db.user.update({ where: { id: revoked.id }, data: { revokedAt: new Date() } });
    expect((await labels(revoked.auth)).status).toBe(401);
    const expired = await warmBasic();
    await db.user.update({ where: { id: expired.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await labels(expired.auth)).status).toBe(401);
  });

  it("refuses the old password once another instance changed it, and takes the new one", async () => {
    const user = await warmBasic();
    await db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword("a-new-password-1") } });
    expect((await labels(user.auth)).status).toBe(401);
    expect((await labels({ basic: [user.username, "a-new-password-1"] })).status).toBe(200);
  });

  it("applies changed access groups on the very next call", async () => {
    const user = await warmBasic();
    await db.user.update({ where: { id: user.id }, data: { access: "points.read" } });
    const res = await labels(user.auth);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toContain("default");
  });

  it("stamps lastSignInAt when the password was checked, not on every cached call", async () => {
    const user = await makeUser();
    const auth: Auth = { basic: [user.username, user.password] };
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastSignInAt).toBeNull();
    expect((await labels(auth)).status).toBe(200);
    const first = (await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastSignInAt;
    expect(first).toBeInstanceOf(Date);
    expect((await labels(auth)).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).lastSignInAt).toEqual(first);
  });
});

describe("no cache window: bearer tokens", () => {
  async function clientWithToken() {
    const client = await makeUser("API_CLIENT");
    const { accessToken } = await generateOAuthToken(client.username, client.password, "127.0.0.1");
    const auth: Auth = { bearer: accessToken };
    expect((await labels(auth)).status).toBe(200);
    return { ...client, auth };
  }

  it("refuses a deactivated, revoked or expired client's token on the very next call", async () => {
    for (const data of [{ active: false }, { revokedAt: new Date() }, { expiresAt: new Date(Date.now() - 1) }]) {
      const client = await clientWithToken();
      await db.user.update({ where: { id: client.id }, data });
      const res = await labels(client.auth);
      expect(res.status, JSON.stringify(data)).toBe(401);
      expect(res.body.errors[0].message).toContain("OAuth token is invalid or expired");
    }
  });

  it("takes a changed access group and a deleted token into account at once", async () => {
    const client = await clientWithToken();
    await db.user.update({ where: { id: client.id }, data: { access: "points.read" } });
    expect((await labels(client.auth)).status).toBe(403);
    await db.oAuthToken.deleteMany({ where: { userId: client.id } });
    expect((await labels(client.auth)).status).toBe(401);
  });

  it("stamps the client's lastUsedAt at most once a minute", async () => {
    const client = await clientWithToken();
    const first = (await db.user.findUniqueOrThrow({ where: { id: client.id } })).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    expect((await labels(client.auth)).status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: client.id } })).lastUsedAt).toEqual(first);
    // A minute later, the next call stamps it again.
    const aMinuteAgo = new Date(Date.now() - 61_000);
    await db.user.update({ where: { id: client.id }, data: { lastUsedAt: aMinuteAgo } });
    expect((await labels(client.auth)).status).toBe(200);
    const later = (await db.user.findUniqueOrThrow({ where: { id: client.id } })).lastUsedAt;
    expect(later!.getTime()).toBeGreaterThan(aMinuteAgo.getTime() + 60_000);
  });
});

describe("no cache window: console sessions", () => {
  it("refuses a deactivated, revoked or expired user's session on the very next call", async () => {
    for (const data of [{ active: false }, { revokedAt: new Date() }, { expiresAt: new Date(Date.now() - 1) }]) {
      const user = await makeUser();
      const headers = await sessionHeaders(user.id);
      expect((await labels(null, headers)).status).toBe(200);
      await db.user.update({ where: { id: user.id }, data });
      expect((await labels(null, headers)).status, JSON.stringify(data)).toBe(401);
    }
  });

  it("sends a session with a one-time password to change it first", async () => {
    const user = await makeUser();
    const headers = await sessionHeaders(user.id);
    await db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
    const res = await labels(null, headers);
    expect(res.status).toBe(403);
    expect(res.body.errors[0].message).toContain("one-time password");
  });
});
