import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { expectV2Error, makeUser } from "@/scripts/test-harness/admin-users.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { GET, PATCH } from "./route.ts";

// `sso` in GET and PATCH /v2/admin/settings: set, updated field by field with the secret kept, never
// answered, removed with null; every refusal a 4xx that changes nothing.

const read = (auth: Auth = "demo.admin") => callRoute(GET, { path: "/v2/admin/settings", auth });
const patch = (body: unknown, auth: Auth = "demo.admin") =>
  callRoute(PATCH, { method: "PATCH", path: "/v2/admin/settings", body, auth });

const FIRST = {
  issuer: "https://idp.example.com/realms/acme",
  clientId: "loyalty-console",
  clientSecret: "first-secret-value",
  groupMap: { "loyalty-admins": ["admin"], checkers: ["requests.approve", "points.read"] },
};
const stored = (orgId = 100) => db.organizationSso.findUnique({ where: { orgId } });
const ssoEntries = async (orgId = 100) =>
  (await db.auditEntry.findMany({ where: { orgId, entity: "organization" }, orderBy: { seq: "asc" } }))
    .map((entry) => JSON.parse(entry.changes) as Record<string, unknown>)
    .filter((changes) => "sso" in changes || "sso.clientSecret" in changes);

/** A refused patch leaves the stored single sign-on and the audit log as they were. */
async function expectRefused(body: unknown, status: number, message?: RegExp, auth: Auth = "demo.admin") {
  const before = await stored();
  const entries = await db.auditEntry.count();
  expectV2Error(await patch(body, auth), status, message);
  expect(await stored()).toEqual(before);
  expect(await db.auditEntry.count()).toBe(entries);
}

let otherAdmin: Auth;
beforeAll(async () => {
  otherAdmin = (await makeUser("sso.other.admin", 200, ["admin"])).auth;
  await makeUser("sso.breakglass", 100, ["admin"]);
  await makeUser("sso.maker", 100, ["requests.write"]);
});

describe("sso in /v2/admin/settings", () => {
  it("answers null until set up", async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body.data.sso).toBeNull();
  });

  it("first set needs issuer, clientId and clientSecret", async () => {
    for (const field of ["issuer", "clientId", "clientSecret"] as const) {
      const body = { ...FIRST, [field]: undefined };
      await expectRefused({ sso: body }, 400, new RegExp(`^sso\\.${field}: is required`));
    }
  });

  it("sets it up: the secret sealed and never answered, a sign-in name derived, the redirect URI shown", async () => {
    const res = await patch({ sso: FIRST });
    expect(res.status).toBe(200);
    const sso = res.body.data.sso;
    expect(sso).toEqual({
      issuer: FIRST.issuer,
      clientId: FIRST.clientId,
      clientSecretSet: true,
      groupsClaim: "groups",
      groupMap: FIRST.groupMap,
      enforce: false,
      breakGlassAdmins: [],
      signInName: expect.stringMatching(/^[a-z0-9-]+$/),
      redirectUri: "http://localhost:3000/api/auth/callback/sso-100",
    });
    expect(JSON.stringify(res.body)).not.toContain(FIRST.clientSecret);
    expect(JSON.stringify((await read()).body)).not.toContain(FIRST.clientSecret);
    const row = await stored();
    expect(row?.clientSecretEnc).toMatch(/^v2\./);
    expect(row?.clientSecretEnc).not.toContain(FIRST.clientSecret);
    const [entry] = await ssoEntries();
    expect(entry["sso.clientSecret"]).toBe("changed");
    expect(entry.sso).toMatchObject({ before: null, after: { issuer: FIRST.issuer, clientId: FIRST.clientId } });
    expect(JSON.stringify(entry)).not.toContain(FIRST.clientSecret);
  });

  it("a later patch changes only the fields given and keeps the secret", async () => {
    const sealed = (await stored())?.clientSecretEnc;
    const entries = (await ssoEntries()).length;
    const res = await patch({ sso: { enforce: true, groupsClaim: "roles", signInName: "Acme-Demo" } });
    expect(res.status).toBe(200);
    expect(res.body.data.sso).toMatchObject({
      issuer: FIRST.issuer,
      enforce: true,
      groupsClaim: "roles",
      signInName: "acme-demo",
      groupMap: FIRST.groupMap,
    });
    expect((await stored())?.clientSecretEnc).toBe(sealed);
    const all = await ssoEntries();
    expect(all).toHaveLength(entries + 1);
    expect(all.at(-1)?.["sso.clientSecret"]).toBeUndefined();
    // The same secret again changes nothing; a new one is audited as changed only.
    expect((await patch({ sso: { clientSecret: FIRST.clientSecret } })).status).toBe(200);
    expect(await ssoEntries()).toHaveLength(entries + 1);
    expect((await patch({ sso: { clientSecret: "second-secret" } })).status).toBe(200);
    expect((await ssoEntries()).at(-1)).toEqual({ "sso.clientSecret": "changed" });
    expect((await stored())?.clientSecretEnc).not.toBe(sealed);
  });

  it("keeps the other settings' audit in the same entry", async () => {
    const res = await patch({ timeZone: "Europe/Berlin", sso: { enforce: false } });
    expect(res.status).toBe(200);
    const last = (await ssoEntries()).at(-1);
    expect(last).toMatchObject({ timeZone: { before: "UTC", after: "Europe/Berlin" } });
    expect(last?.sso).toMatchObject({ before: { enforce: true }, after: { enforce: false } });
  });

  it("break-glass admins must be admins of the organization", async () => {
    const ok = await patch({ sso: { breakGlassAdmins: ["sso.breakglass", "demo.admin"] } });
    expect(ok.body.data.sso.breakGlassAdmins).toEqual(["sso.breakglass", "demo.admin"]);
    await expectRefused(
      { sso: { breakGlassAdmins: ["sso.maker"] } },
      400,
      /^sso\.breakGlassAdmins\.0: no administrator/,
    );
    await expectRefused({ sso: { breakGlassAdmins: ["sso.other.admin"] } }, 400, /no administrator/);
    await expectRefused({ sso: { breakGlassAdmins: ["nobody"] } }, 400, /no administrator/);
  });

  it("a sign-in name is unique across organizations", async () => {
    const taken = (await read()).body.data.sso.signInName;
    const before = await db.organizationSso.count();
    const res = await patch({ sso: { ...FIRST, signInName: taken } }, otherAdmin);
    expectV2Error(res, 400, /^sso\.signInName: .* is used by another organization/);
    expect(await db.organizationSso.count()).toBe(before);
    // Its own name again is fine; another org gets a name of its own when it sets up.
    expect((await patch({ sso: { signInName: taken } })).status).toBe(200);
    const other = await patch({ sso: FIRST }, otherAdmin);
    expect(other.status).toBe(200);
    expect(other.body.data.sso.signInName).not.toBe(taken);
    expect(other.body.data.sso.redirectUri).toMatch(/\/api\/auth\/callback\/sso-200$/);
  });

  it("refuses bad input, naming the field", async () => {
    const cases: [unknown, RegExp][] = [
      [{ issuer: "http://idp.example.com" }, /^sso\.issuer: must be an https URL/],
      [{ issuer: "https://idp.example.com/?x=1" }, /^sso\.issuer/],
      [{ issuer: "not a url" }, /^sso\.issuer/],
      [{ issuer: 12 }, /^sso\.issuer/],
      [{ clientId: "" }, /^sso\.clientId/],
      [{ clientId: "x".repeat(201) }, /^sso\.clientId: at most 200/],
      [{ clientSecret: "a\u0000b" }, /^sso\.clientSecret/],
      [{ groupMap: { staff: ["superuser"] } }, /^sso\.groupMap\.staff\.0/],
      [{ groupMap: { staff: "admin" } }, /^sso\.groupMap\.staff/],
      [{ groupMap: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`g${i}`, ["admin"]])) }, /^sso\.groupMap/],
      [{ groupsClaim: "bad claim" }, /^sso\.groupsClaim/],
      [{ enforce: "yes" }, /^sso\.enforce/],
      [{ breakGlassAdmins: "demo.admin" }, /^sso\.breakGlassAdmins/],
      [{ signInName: "-bad-" }, /^sso\.signInName/],
      [{ signInName: "x".repeat(41) }, /^sso\.signInName/],
      [{ redirectUri: "https://evil.example" }, /^sso\.redirectUri: Unrecognized key/],
      [{ clientSecretSet: true }, /^sso\.clientSecretSet: Unrecognized key/],
    ];
    for (const [sso, message] of cases) await expectRefused({ sso }, 400, message);
    await expectRefused({ sso: "on" }, 400, /^sso/);
    await expectRefused({ sso: [] }, 400, /^sso/);
  });

  it("accepts http for a loopback issuer only", async () => {
    const res = await patch({ sso: { issuer: "http://127.0.0.1:9999" } });
    expect(res.status).toBe(200);
    expect(res.body.data.sso.issuer).toBe("http://127.0.0.1:9999");
  });

  it("needs the admin access group; never answers the secret to anyone", async () => {
    await expectRefused({ sso: { enforce: true } }, 401, undefined, null);
    for (const username of ["demo.maker", "demo.checker", "demo.viewer"] as const) {
      await expectRefused({ sso: { enforce: true } }, 403, undefined, username);
      expectV2Error(await read(username), 403);
    }
  });

  it("null removes it and frees the sign-in name; null again changes nothing", async () => {
    const name = (await read()).body.data.sso.signInName;
    const res = await patch({ sso: null });
    expect(res.status).toBe(200);
    expect(res.body.data.sso).toBeNull();
    expect(await stored()).toBeNull();
    expect((await db.organization.findUniqueOrThrow({ where: { id: 100 } })).signInName).toBeNull();
    expect((await ssoEntries()).at(-1)?.sso).toMatchObject({ before: { signInName: name }, after: null });
    const entries = await db.auditEntry.count();
    expect((await patch({ sso: null })).status).toBe(200);
    expect(await db.auditEntry.count()).toBe(entries);
  });
});

describe("the redirect URI's origin", () => {
  it("falls back to the request's own URL when the Host header is malformed, never a 500", async () => {
    expect((await patch({ sso: FIRST })).status).toBe(200);
    const res = await callRoute(GET, {
      path: "/v2/admin/settings",
      auth: "demo.admin",
      headers: { host: "a b", "x-forwarded-host": "bad host" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.sso.redirectUri).toMatch(/^http:\/\/localhost(:\d+)?\/api\/auth\/callback\/sso-100$/);
  });
});

describe("enforce", () => {
  it("ends the password and passkey sessions of everyone but the break-glass admins, keeping SSO sessions", async () => {
    const { openConsoleSession } = await import("@/scripts/test-harness/console-session.ts");
    const user = (username: string) => db.user.findUniqueOrThrow({ where: { username } });
    const [checker, admin] = [await user("demo.checker"), await user("demo.admin")];
    const checkerPassword = await openConsoleSession(checker.id);
    const checkerSso = await openConsoleSession(checker.id);
    await db.userSession.update({ where: { id: checkerSso.sid }, data: { method: "sso" } });
    const adminPassword = await openConsoleSession(admin.id);
    expect((await patch({ sso: FIRST })).status).toBe(200);
    const open = async () =>
      (await db.userSession.findMany({ where: { endedAt: null, userId: { in: [checker.id, admin.id] } } }))
        .map((s) => s.id)
        .sort();
    // Without enforce nothing ends.
    expect(await open()).toEqual([checkerPassword.sid, checkerSso.sid, adminPassword.sid].sort());
    expect((await patch({ sso: { enforce: true } })).status).toBe(200);
    expect(await open()).toEqual([checkerSso.sid, adminPassword.sid].sort());
    const ended = await db.userSession.findUniqueOrThrow({ where: { id: checkerPassword.sid } });
    expect(ended.endedReason).toBe("sso-enforced");
  });
});
