import { afterEach, describe, expect, it } from "vitest";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { POST as GENERATE_TOKEN } from "@/app/v3/oauth/token/generate/route.ts";
import { authOptions } from "@/lib/auth/next-auth-options.ts";
import { db } from "@/lib/db/client.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";
import { captureLogs } from "@/scripts/test-harness/capture-logs.ts";
import { recordSecurityEvent } from "./record-security-event.ts";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer-address.mjs";

// Sign-in failures, lockouts, console sign-ins and token issuance: in SecurityEvent, never in the audit
// hash chain. Every test names its own users and IPs: the throttle's counts live in this file's database.

type Authorize = (
  credentials: Record<string, string>,
  req: { headers: Record<string, string> },
) => Promise<{ id: string } | null>;
const authorize = (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize;

let serial = 0;
const newIp = () => `198.51.100.${++serial}`;
/** A request's headers: the peer address the throttle counts, and the request id events keep. */
const fromIp = (ip: string, requestId?: string): Record<string, string> => ({
  [PEER_ADDRESS_HEADER]: ip,
  ...(requestId ? { "x-cap-requestid": requestId } : {}),
});
const label = (auth: Auth, ip: string, requestId?: string) =>
  callRoute(CREATE_LABEL, {
    path: "/v2/labels",
    auth,
    body: { labelName: `Security ${++serial}` },
    headers: fromIp(ip, requestId),
  });
const generateToken = (key: string, secret: string, ip: string, requestId?: string) =>
  callRoute(GENERATE_TOKEN, {
    path: "/v3/oauth/token/generate",
    auth: null,
    body: { key, secret },
    headers: fromIp(ip, requestId),
  });
const consoleSignIn = (username: string, password: string, ip: string, requestId?: string) =>
  authorize({ username, password }, { headers: fromIp(ip, requestId) });
const eventsBy = (where: { action?: string; ip?: string; actorName?: string }) =>
  db.securityEvent.findMany({ where, orderBy: { id: "asc" } });
/** The events from `ip`, checked in order against `expected`. */
const expectEvents = async (ip: string, expected: object[]) => {
  const rows = await eventsBy({ ip });
  expect(rows).toMatchObject(expected);
  return rows;
};
const chain = async () => ({
  entries: await db.auditEntry.count(),
  heads: await db.auditChainHead.findMany({ orderBy: { orgId: "asc" } }),
});
async function newUser(username: string, kind: "USER" | "API_CLIENT" = "USER") {
  await createUser(
    db,
    { orgId: 100, username, displayName: username, password: "right-pw", access: ["default"], kind },
    { allowShortPassword: true },
  );
  return db.user.findUniqueOrThrow({ where: { username } });
}

describe("failed sign-ins", () => {
  it("are security events on every path, under the named user's organization, and never in the hash chain", async () => {
    const before = await chain();
    const ip = newIp();
    expect((await label({ basic: ["demo.viewer", "not-the-password"] }, ip, "req-basic")).status).toBe(401);
    expect((await label({ bearer: "forged-token" }, ip, "req-bearer")).status).toBe(401);
    expect((await generateToken("demo-integration", "not-the-secret", ip, "req-token")).status).toBe(401);
    expect(await consoleSignIn("demo.viewer", "not-the-password", ip, "req-console")).toBeNull();

    expect(await chain()).toEqual(before);
    const rows = await expectEvents(ip, [
      {
        action: "sign-in.failed",
        path: "basic",
        actorName: "demo.viewer",
        orgId: 100,
        userId: await userIdOf("demo.viewer"),
        requestId: "req-basic",
      },
      { action: "sign-in.failed", path: "bearer", actorName: "", orgId: null, userId: null, requestId: "req-bearer" },
      {
        action: "sign-in.failed",
        path: "oauth-token",
        actorName: "demo-integration",
        orgId: 100,
        userId: await userIdOf("demo-integration"),
      },
      { action: "sign-in.failed", path: "console", actorName: "demo.viewer", orgId: 100, requestId: "req-console" },
    ]);
    for (const row of rows) {
      expect(row.details).toBe("{}");
      expect(JSON.stringify(row)).not.toMatch(/not-the-(password|secret)|forged-token/);
    }
  });

  // A Basic name longer than any username is malformed credentials (no name reaches the throttle or the
  // table); the sign-in form's authorize keeps at most 200 characters of it.
  it("keep no overlong Basic name and at most 200 characters of the sign-in form's", async () => {
    const before = await chain();
    const ip = newIp();
    expect((await label({ basic: ["b".repeat(16_000), "x"] }, ip)).status).toBe(401);
    expect(await consoleSignIn("c".repeat(2_000_000), "x", ip)).toBeNull();
    const rows = await eventsBy({ ip });
    expect(rows.map((row) => row.actorName)).toEqual(["", "c".repeat(200)]);
    expect(rows.every((row) => row.orgId === null)).toBe(true);
    expect(await chain()).toEqual(before);
  });

  it("keep a name with NUL characters, which PostgreSQL refuses in text, with each NUL replaced", async () => {
    const ip = newIp();
    await recordSecurityEvent({ type: "auth.failed", path: "console", ip, username: `nul\u0000${"d".repeat(300)}` });
    expect((await eventsBy({ ip })).map((row) => row.actorName)).toEqual([`nul\uFFFD${"d".repeat(196)}`]);
  });
});

describe("throttling refusals", () => {
  it("record one event per lockout however many attempts it refuses, even concurrent ones", async () => {
    const user = await newUser("security.locked");
    const before = await chain();
    for (let i = 0; i < 5; i++)
      expect((await label({ basic: ["security.locked", "wrong"] }, newIp())).status).toBe(401);
    const ip = newIp();
    const refusals = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        label({ basic: [i % 2 ? "security.locked" : "SECURITY.LOCKED", "right-pw"] }, ip),
      ),
    );
    expect(refusals.map((res) => res.status)).toEqual(Array(8).fill(429));
    await expect(consoleSignIn("security.locked", "right-pw", ip)).rejects.toMatchObject({ status: 429 });

    expect(await eventsBy({ actorName: "security.locked", action: "sign-in.failed" })).toHaveLength(5);
    const lockouts = await db.securityEvent.findMany({ where: { action: "sign-in.throttled", userId: user.id } });
    expect(lockouts).toHaveLength(1);
    expect(lockouts[0]).toMatchObject({ orgId: 100, ip });
    const details = JSON.parse(lockouts[0].details);
    expect(details).toEqual({ scope: "user", retryAfterSeconds: expect.any(Number), lockedUntil: expect.any(String) });
    expect(new Date(details.lockedUntil).getTime()).toBeGreaterThan(Date.now());
    expect(await chain()).toEqual(before);
  });

  it("record an IP's lockout once per organization whose users it refused", async () => {
    process.env.AUTH_THROTTLE_IP_LIMIT = "3";
    const ip = newIp();
    for (let i = 0; i < 3; i++) await label({ basic: [`nobody.${i}`, "wrong"] }, ip);
    for (const name of ["demo.maker", "demo.checker", "dual.maker", "nobody.else", "nobody.again"] as const)
      expect((await label({ basic: [name, "wrong"] }, ip)).status).toBe(429);
    const lockouts = await eventsBy({ ip, action: "sign-in.throttled" });
    expect(lockouts.map((row) => [row.orgId, row.actorName])).toEqual([
      [100, "demo.maker"],
      [200, "dual.maker"],
      [null, "nobody.else"],
    ]);
    expect(lockouts.every((row) => JSON.parse(row.details).scope === "ip")).toBe(true);
  });
});

afterEach(() => {
  delete process.env.AUTH_THROTTLE_IP_LIMIT;
});

describe("sign-ins and token issuance", () => {
  it("records a console sign-in and a token's issuance (never the token) as security events, not in the chain", async () => {
    const before = await chain();
    const ip = newIp();
    expect(await consoleSignIn("demo.checker", "demo-checker-pw", ip, "req-signed-in")).toBeTruthy();
    const issued = await generateToken("demo-integration", "demo-integration-secret", ip, "req-issued");
    expect(issued.status).toBe(200);
    // A Basic success on an ordinary call is no event: it would add a write to every read.
    expect((await label("demo.maker", ip)).status).toBe(200);

    const rows = await expectEvents(ip, [
      {
        action: "sign-in",
        path: "console",
        actorName: "demo.checker",
        orgId: 100,
        userId: await userIdOf("demo.checker"),
        requestId: "req-signed-in",
      },
      {
        action: "token.issued",
        path: "oauth-token",
        actorName: "demo-integration",
        orgId: 100,
        userId: await userIdOf("demo-integration"),
        requestId: "req-issued",
      },
    ]);
    expect(JSON.parse(rows[1].details)).toEqual({ ttlSeconds: issued.body.data.ttlSeconds });
    expect(JSON.stringify(rows)).not.toContain(issued.body.data.accessToken);
    // The label is the one change of state here: one entry, in demo.maker's organization's chain.
    const after = await chain();
    expect(after.entries).toBe(before.entries + 1);
    expect(await db.auditEntry.count({ where: { action: { startsWith: "sign-in" } } })).toBe(0);
    expect(await db.auditEntry.count({ where: { action: "token.issued" } })).toBe(0);
  });
});

describe("a security event that cannot be written", () => {
  it("is logged with what it said, and the caller still gets its 401", async () => {
    const logs = captureLogs();
    await db.$executeRawUnsafe(`ALTER TABLE "SecurityEvent" RENAME TO "SecurityEventAway"`);
    try {
      const res = await label({ basic: ["demo.viewer", "not-the-password"] }, "198.51.100.250", "req-lost");
      expect(res.status).toBe(401);
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE "SecurityEventAway" RENAME TO "SecurityEvent"`);
      logs.restore();
    }
    const line = logs.lines().find((entry) => entry.msg === "security event not recorded");
    expect(line).toMatchObject({
      level: "error",
      securityEvent: { action: "sign-in.failed", username: "demo.viewer", ip: "198.51.100.250", requestId: "req-lost" },
    });
    expect(JSON.stringify(line)).not.toContain("not-the-password");
  });
});
