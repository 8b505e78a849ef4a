import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { makeUser } from "@/scripts/test-harness/admin-users.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { GET as resolveProvider } from "@/app/api/auth/sso/provider/route.ts";
import { principalFromUser } from "../principal.ts";
import { SIGN_IN_ERRORS } from "../sign-in/signed-in-user.ts";
import { applySsoSettings } from "./apply-sso-settings.ts";
import { assertPasswordSignInAllowed } from "./password-sign-in-policy.ts";
import { mappedAccess, SsoRefusal, ssoSignIn } from "./sso-sign-in.ts";
import type { SsoSettingsPatch } from "./sso-settings-schema.ts";

// Single sign-on's domain: a user matched by the provider's subject or created (JIT), access groups from
// the group map on every sign-in, refusals; the password sign-in policy under enforce; the public lookup
// of an organization's provider.

const ORG = 100;
const configure = (patch: SsoSettingsPatch | null, orgId = ORG) =>
  db.$transaction((tx) => applySsoSettings(tx, orgId, patch));
const userEntries = (userId: number) =>
  db.auditEntry.findMany({ where: { entity: "user", entityId: String(userId) }, orderBy: { seq: "asc" } });

beforeAll(async () => {
  await configure({
    issuer: "https://idp.example.com",
    clientId: "console",
    clientSecret: "secret",
    groupMap: { staff: ["requests.write"], checkers: ["requests.approve", "points.read"], ops: ["admin"] },
    signInName: "demo-sso",
  });
});

describe("mappedAccess", () => {
  const map = { a: ["requests.write" as const], b: ["requests.write" as const, "points.read" as const] };
  it("takes the union of the mapped groups, the claim a list or one string", () => {
    expect(mappedAccess(map, ["a", "b", "unknown"])).toEqual(["points.read", "requests.write"]);
    expect(mappedAccess(map, "a")).toEqual(["requests.write"]);
  });
  it("maps nothing for a missing or odd claim, or a group named like an object's own property", () => {
    expect(mappedAccess(map, undefined)).toEqual([]);
    expect(mappedAccess(map, 42)).toEqual([]);
    expect(mappedAccess(map, [{ a: 1 }, null])).toEqual([]);
    expect(mappedAccess(map, ["constructor", "__proto__", "toString"])).toEqual([]);
  });
});

describe("ssoSignIn", () => {
  it("creates a user on first sign-in (JIT) with the mapped groups, audited, password unusable", async () => {
    const result = await ssoSignIn(ORG, {
      sub: "subject-1",
      preferred_username: "alice",
      name: "Alice Example",
      email: "alice@example.com",
      groups: ["staff", "nobody-maps-this"],
    });
    expect(result.created).toBe(true);
    expect(result.user).toEqual({
      id: String(result.userId),
      name: "Alice Example",
      method: "sso",
      secondFactor: false,
    });
    const user = await db.user.findUniqueOrThrow({ where: { id: result.userId } });
    expect(user).toMatchObject({
      orgId: ORG,
      username: "alice",
      kind: "USER",
      access: "requests.write",
      ssoSubject: "subject-1",
    });
    expect(user.passwordHash.length).toBeGreaterThan(20);
    expect(user.lastSignInAt).not.toBeNull();
    const [entry] = await userEntries(user.id);
    expect(entry).toMatchObject({ action: "create", actorName: "single sign-on" });
  });

  it("matches the same subject again and follows the groups, auditing a change only", async () => {
    const again = await ssoSignIn(ORG, { sub: "subject-1", preferred_username: "renamed", groups: ["checkers"] });
    expect(again.created).toBe(false);
    expect(again.accessChanged).toEqual({ before: ["requests.write"], after: ["points.read", "requests.approve"] });
    const user = await db.user.findUniqueOrThrow({ where: { id: again.userId } });
    expect(user).toMatchObject({ username: "alice", access: "points.read requests.approve" });
    const entries = await userEntries(user.id);
    expect(JSON.parse(entries.at(-1)!.changes)).toEqual({
      access: { before: ["requests.write"], after: ["points.read", "requests.approve"] },
    });
    const count = entries.length;
    const same = await ssoSignIn(ORG, { sub: "subject-1", groups: "checkers" });
    expect(same.accessChanged).toBeUndefined();
    expect(await userEntries(user.id)).toHaveLength(count);
  });

  it("makes the username unique and usable: taken names get a number, odd characters go", async () => {
    const first = await ssoSignIn(ORG, { sub: "subject-2", preferred_username: "demo.admin", groups: ["staff"] });
    expect(first.username).toBe("demo.admin-2");
    const second = await ssoSignIn(ORG, { sub: "subject-3", email: "Bob Smith <bob@x.io>", groups: ["staff"] });
    expect(second.username).toMatch(/^[\w.@-]+$/);
    const third = await ssoSignIn(ORG, { sub: "subject-4", groups: ["staff"] });
    expect(third.username).toBe("sso-user");
    expect(third.user.name).toBe("sso-user");
  });

  it("refuses a user none of whose groups maps, creating nobody", async () => {
    const users = await db.user.count();
    await expect(ssoSignIn(ORG, { sub: "subject-9", groups: ["outsiders"] })).rejects.toMatchObject({
      name: "SsoRefusal",
      code: "SsoNoAccess",
    });
    await expect(ssoSignIn(ORG, { sub: "subject-9" })).rejects.toBeInstanceOf(SsoRefusal);
    expect(await db.user.count()).toBe(users);
    // An existing user whose groups no longer map is refused too, keeping their groups.
    await expect(ssoSignIn(ORG, { sub: "subject-1", groups: [] })).rejects.toMatchObject({ code: "SsoNoAccess" });
  });

  it("refuses a deactivated user", async () => {
    await db.user.updateMany({ where: { orgId: ORG, ssoSubject: "subject-2" }, data: { active: false } });
    await expect(ssoSignIn(ORG, { sub: "subject-2", groups: ["staff"] })).rejects.toMatchObject({
      code: "SsoDeactivated",
    });
  });

  it("refuses a user past their expiry or revoked, as every other sign-in does", async () => {
    await db.user.updateMany({
      where: { orgId: ORG, ssoSubject: "subject-1" },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    await expect(ssoSignIn(ORG, { sub: "subject-1", groups: ["staff"] })).rejects.toMatchObject({
      code: "SsoDeactivated",
    });
    await db.user.updateMany({
      where: { orgId: ORG, ssoSubject: "subject-1" },
      data: { expiresAt: null, revokedAt: new Date() },
    });
    await expect(ssoSignIn(ORG, { sub: "subject-1", groups: ["staff"] })).rejects.toMatchObject({
      code: "SsoDeactivated",
    });
    await db.user.updateMany({ where: { orgId: ORG, ssoSubject: "subject-1" }, data: { revokedAt: null } });
  });

  it("keeps subjects apart per organization, and refuses an organization without single sign-on", async () => {
    await expect(ssoSignIn(200, { sub: "subject-1", groups: ["staff"] })).rejects.toMatchObject({
      code: "SsoNotConfigured",
    });
    await configure(
      { issuer: "https://idp.example.com", clientId: "c", clientSecret: "s", groupMap: { staff: ["default"] } },
      200,
    );
    const other = await ssoSignIn(200, { sub: "subject-1", preferred_username: "alice", groups: ["staff"] });
    expect(other.created).toBe(true);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.userId } })).orgId).toBe(200);
  });

  it("needs a subject", async () => {
    await expect(ssoSignIn(ORG, { groups: ["staff"] })).rejects.toThrow(/subject/);
  });
});

describe("assertPasswordSignInAllowed", () => {
  const principalOf = async (username: string) => {
    const user = await db.user.findUniqueOrThrow({ where: { username } });
    return principalFromUser(user, "session");
  };

  it("allows everyone while single sign-on is not enforced", async () => {
    await makeUser("policy.maker", ORG, ["requests.write"]);
    await makeUser("policy.admin", ORG, ["admin"]);
    await expect(assertPasswordSignInAllowed(await principalOf("policy.maker"))).resolves.toBeUndefined();
  });

  it("under enforce, refuses non-admins; with no break-glass named, every admin keeps the password", async () => {
    await configure({ enforce: true, breakGlassAdmins: [] });
    await expect(assertPasswordSignInAllowed(await principalOf("policy.maker"))).rejects.toThrow(
      SIGN_IN_ERRORS.ssoRequired,
    );
    await expect(assertPasswordSignInAllowed(await principalOf("policy.admin"))).resolves.toBeUndefined();
    await expect(assertPasswordSignInAllowed(await principalOf("demo.admin"))).resolves.toBeUndefined();
  });

  it("with break-glass admins named, only they keep the password", async () => {
    await configure({ breakGlassAdmins: ["policy.admin"] });
    await expect(assertPasswordSignInAllowed(await principalOf("policy.admin"))).resolves.toBeUndefined();
    await expect(assertPasswordSignInAllowed(await principalOf("demo.admin"))).rejects.toThrow(
      SIGN_IN_ERRORS.ssoRequired,
    );
  });
});

describe("GET /api/auth/sso/provider", () => {
  const resolve = (organization?: string) =>
    callRoute(resolveProvider, {
      path: `/api/auth/sso/provider${organization === undefined ? "" : `?${new URLSearchParams({ organization })}`}`,
      auth: null,
    });

  it("answers the provider id for the organization's id or sign-in name (any case)", async () => {
    for (const organization of ["100", "demo-sso", " Demo-SSO "]) {
      const res = await resolve(organization);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ providerId: "sso-100" });
    }
  });

  it("answers the same 404 for unknown organizations, ones without single sign-on, and nonsense", async () => {
    await configure(null, 200);
    const answers = await Promise.all(
      ["200", "999999", "no-such-name", "", "0", "-1", "1e3", "x".repeat(5000), "a'; drop", "99999999999"].map(
        (organization) => resolve(organization),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: "No organization with single sign-on by that id or sign-in name." });
    }
    expect((await resolve()).status).toBe(404);
  });
});
