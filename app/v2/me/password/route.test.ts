import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";
import { createUser } from "@/lib/users/create-user.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { GET as V11_PRODUCT_GET } from "@/app/v1.1/product/get/route.ts";
import { GET as V2_LABELS } from "@/app/v2/labels/route.ts";
import { GET as V3_TARGET_GROUPS } from "@/app/v3/targetGroups/route.ts";
import { GET as GATEWAY_BRAND } from "@/app/api_gateway/rewards/core/v1/vendor/brand/[brandId]/route.ts";
import { POST } from "./route.ts";

const ONE_TIME = "Xk7pq-Mw3rt-Hn8vz-Qb2cd";
const STRONG = "Velvet-Harbor-Quantum-73";

let users = 0;
/** A user of org 100 with a one-time password (or a chosen one), unique per test so throttles do not meet. */
async function makeUser(options: { oneTime?: boolean; password?: string; access?: string } = {}) {
  const username = `pw.user${++users}`;
  const password = options.password ?? ONE_TIME;
  const user = await createUser(db, {
    orgId: 100,
    username,
    displayName: `Password user ${users}`,
    password,
    access: ["default", "points.read"],
  });
  if (options.oneTime !== false) await db.user.update({ where: { id: user.id }, data: { mustChangePassword: true } });
  return { id: user.id, username, password, auth: { basic: [username, password] } as Auth };
}

const change = (auth: Auth, body: unknown) => callRoute(POST, { path: "/v2/me/password", auth, body });
const changeRaw = (auth: Auth, rawBody: string, contentType = "application/json") =>
  callRoute(POST, { path: "/v2/me/password", auth, rawBody, headers: { "content-type": contentType } });
const hashOf = async (id: number) => (await db.user.findUniqueOrThrow({ where: { id } })).passwordHash;

const expectV2Errors = (res: { status: number; body: JsonBody }, status: number, messages: (string | RegExp)[]) => {
  expect(res.status).toBe(status);
  expect(res.body.warnings).toEqual([]);
  expect(res.body.errors).toHaveLength(messages.length);
  res.body.errors.forEach((item: JsonBody, index: number) => {
    expect(item).toEqual({ status: false, code: status, message: expect.any(String) });
    expect(item.message).toMatch(messages[index]);
  });
};

beforeAll(async () => {
  // Tries the route with the organization's demo API client too.
  await db.user.findUniqueOrThrow({ where: { username: "demo-integration" } });
});

describe("POST /v2/me/password", () => {
  it("changes a one-time password: the old one stops working, the new one works everywhere, audited as changed", async () => {
    const user = await makeUser();
    const before = await hashOf(user.id);
    const res = await change(user.auth, { currentPassword: ONE_TIME, newPassword: STRONG });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: { mustChangePassword: false }, warnings: [] });
    expect(res.headers.get("cache-control")).toBe("no-store");

    const row = await db.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.mustChangePassword).toBe(false);
    expect(row.passwordHash).not.toBe(before);
    expect(row.passwordHash).not.toContain(STRONG);
    expect((await callRoute(V2_LABELS, { path: "/v2/labels", auth: user.auth })).status).toBe(401);
    expect((await callRoute(V2_LABELS, { path: "/v2/labels", auth: { basic: [user.username, STRONG] } })).status).toBe(
      200,
    );

    const [entry] = await db.auditEntry.findMany({
      where: { entity: "user", entityId: String(user.id), action: "password.change" },
    });
    expect(entry).toMatchObject({ orgId: 100, actorName: user.username, actorKind: "USER" });
    const changes = JSON.parse(entry.changes);
    expect(JSON.stringify(changes)).not.toContain(STRONG);
    expect(JSON.stringify(changes)).toContain("changed");
    expect(changes).toMatchObject({ mustChangePassword: { before: true, after: false } });
  });

  it("lets any user change their own password later, and warns about unknown properties", async () => {
    const user = await makeUser({ oneTime: false, password: "Granite-Lantern-Orbit-41" });
    const res = await change(user.auth, { currentPassword: user.password, newPassword: STRONG, note: "x" });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([{ status: false, code: 9045, message: expect.stringContaining("note") }]);
  });

  it("refuses a wrong current password with 400, counts it as a failed sign-in and changes nothing", async () => {
    const user = await makeUser();
    const before = await hashOf(user.id);
    const res = await change(user.auth, { currentPassword: "not-the-password", newPassword: STRONG });
    expectV2Errors(res, 400, ["currentPassword: the current password is not correct."]);
    expect(await hashOf(user.id)).toBe(before);
    const failed = await db.securityEvent.findMany({
      where: { actorName: user.username, action: "sign-in.failed", path: "password-change" },
    });
    expect(failed).toHaveLength(1);
  });

  it("refuses each policy breach in words, one v2 error item per reason, and writes nothing", async () => {
    const user = await makeUser();
    const before = await hashOf(user.id);
    const refusals: [string, (string | RegExp)[]][] = [
      ["Vq9#Lm2!Rz8", [/^newPassword: at least 12 characters\.$/]],
      [`${user.username}-Velvet-Harbor-73`, [/^newPassword: must not contain the username\.$/]],
      ["password1234", [/^newPassword: too easy to guess \(strength \d of 4, at least 3 needed\)/]],
      [ONE_TIME, [/^newPassword: must differ from the current password\.$/]],
      ["aaaaaaa", [/at least 12 characters/, /too easy to guess/]],
    ];
    for (const [newPassword, messages] of refusals)
      expectV2Errors(await change(user.auth, { currentPassword: ONE_TIME, newPassword }), 400, messages);
    expect(await hashOf(user.id)).toBe(before);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).mustChangePassword).toBe(true);
  });

  it("refuses bad input with a 4xx in the v2 shape", async () => {
    const user = await makeUser();
    const before = await hashOf(user.id);
    expectV2Errors(await changeRaw(user.auth, '{"currentPassword": '), 400, [/^Malformed JSON body/]);
    expectV2Errors(await changeRaw(user.auth, "currentPassword=x", "text/plain"), 415, [/media type/]);
    expectV2Errors(await change(user.auth, { currentPassword: 12, newPassword: STRONG }), 400, [/currentPassword/]);
    expectV2Errors(await change(user.auth, { currentPassword: ONE_TIME, newPassword: ["x"] }), 400, [/newPassword/]);
    expectV2Errors(await change(user.auth, { currentPassword: ONE_TIME }), 400, [/newPassword/]);
    expectV2Errors(await change(user.auth, {}), 400, [/Password/]);
    expectV2Errors(await change(user.auth, [ONE_TIME, STRONG]), 400, [/./]);
    expectV2Errors(await change(user.auth, { currentPassword: ONE_TIME, newPassword: "x".repeat(201) }), 400, [
      /newPassword/,
    ]);
    expectV2Errors(await change(user.auth, { currentPassword: ONE_TIME, newPassword: "x".repeat(5000) }), 413, [
      /exceeds the limit/,
    ]);
    expect(await hashOf(user.id)).toBe(before);
  });

  it("needs credentials, and is for users only: an API client is refused", async () => {
    expectV2Errors(await change(null, { currentPassword: ONE_TIME, newPassword: STRONG }), 401, [
      /Authentication failed/,
    ]);
    const { accessToken } = await generateOAuthToken("demo-integration", "demo-integration-secret", "127.0.0.1");
    const client = await db.user.findUniqueOrThrow({ where: { username: "demo-integration" } });
    const res = await change(
      { bearer: accessToken },
      { currentPassword: "demo-integration-secret", newPassword: STRONG },
    );
    expectV2Errors(res, 403, [/Only users have a password to change here/]);
    expect(await hashOf(client.id)).toBe(client.passwordHash);
  });
});

describe("a one-time password", () => {
  const calls: [family: string, call: (auth: Auth) => Promise<{ status: number; body: JsonBody }>][] = [
    ["v1.1", (auth) => callRoute(V11_PRODUCT_GET, { path: "/v1.1/product/get?sku=NONE-1", auth })],
    ["v2", (auth) => callRoute(V2_LABELS, { path: "/v2/labels", auth })],
    ["v3", (auth) => callRoute(V3_TARGET_GROUPS, { path: "/v3/targetGroups", auth })],
    [
      "gateway",
      (auth) =>
        callRoute(GATEWAY_BRAND, {
          path: "/api_gateway/rewards/core/v1/vendor/brand/1",
          params: { brandId: "1" },
          auth,
        }),
    ],
  ];

  it("is answered 403 on every family's operations until it is changed, then they answer", async () => {
    const user = await makeUser();
    for (const [family, call] of calls) {
      const res = await call(user.auth);
      expect(res.status, family).toBe(403);
      expect(JSON.stringify(res.body), family).toContain("Your password is a one-time password: change it first");
    }
    expect((await change(user.auth, { currentPassword: ONE_TIME, newPassword: STRONG })).status).toBe(200);
    const auth: Auth = { basic: [user.username, STRONG] };
    for (const [family, call] of calls) expect((await call(auth)).status, family).not.toBe(403);
    expect((await calls[1][1](auth)).status).toBe(200);
  });
});
