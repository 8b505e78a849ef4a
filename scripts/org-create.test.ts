import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";
import { runScript } from "./test-harness/run-script.ts";
import { callRoute } from "./test-harness/call-route.ts";
import { GET as V2_LABELS } from "../app/v2/labels/route.ts";
import { POST as CHANGE_PASSWORD } from "../app/v2/me/password/route.ts";

// npm run org:create as an operator runs it, against this file's database.
const orgCreate = (...args: string[]) => runScript("scripts/org-create.ts", args);
const lastLine = (text: string) => text.trim().split("\n").at(-1) ?? "";
const counts = async () => ({
  orgs: await db.organization.count(),
  users: await db.user.count(),
  audit: await db.auditEntry.count(),
});

describe("npm run org:create", { timeout: 120_000 }, () => {
  it("creates an organization and its first admin with a one-time password, printed once, audited", async () => {
    const maxBefore = (await db.organization.findFirstOrThrow({ orderBy: { id: "desc" } })).id;
    const res = await orgCreate("--name", "Harbor Retail", "--admin", "harbor.admin", "--json");
    expect(res.code, res.stderr).toBe(0);
    const line = lastLine(res.stdout);
    expect(line).toMatch(/^\{"orgId": \d+, "username": "harbor\.admin", "password": "[^"]+"\}$/);
    const created = JSON.parse(line) as { orgId: number; username: string; password: string };
    expect(created.orgId).toBe(maxBefore + 1);
    expect(created.password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);

    const org = await db.organization.findUniqueOrThrow({ where: { id: created.orgId } });
    expect(org).toMatchObject({ name: "Harbor Retail", kind: "STANDARD", parentId: null, defaultProgramId: null });
    expect(await db.program.count({ where: { orgId: created.orgId } })).toBe(0);
    const admin = await db.user.findUniqueOrThrow({ where: { username: "harbor.admin" } });
    expect(admin).toMatchObject({ orgId: created.orgId, access: "admin", mustChangePassword: true, kind: "USER" });
    expect(admin.passwordHash).toMatch(/^scrypt\$/);
    expect(admin.passwordHash).not.toContain(created.password);
    // Its user.created event shows the user as the admin API does: a password to change.
    const [event] = await db.event.findMany({ where: { orgId: created.orgId, type: "user.created" } });
    expect(JSON.parse(event.payload).data).toMatchObject({ username: "harbor.admin", mustChangePassword: true });

    const entries = await db.auditEntry.findMany({ where: { orgId: created.orgId }, orderBy: { seq: "asc" } });
    expect(entries.map((e) => [e.entity, e.action, e.actorKind])).toEqual([
      ["organization", "create", "SYSTEM"],
      ["user", "create", "SYSTEM"],
    ]);
    expect(entries.map((e) => e.changes).join()).not.toContain(created.password);

    // The one-time password signs in, but only to be changed.
    const auth = { basic: [created.username, created.password] as [string, string] };
    expect((await callRoute(V2_LABELS, { path: "/v2/labels", auth })).status).toBe(403);
    const changed = await callRoute(CHANGE_PASSWORD, {
      path: "/v2/me/password",
      auth,
      body: { currentPassword: created.password, newPassword: "Lantern-Quarry-Violet-58" },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const labels = await callRoute(V2_LABELS, {
      path: "/v2/labels",
      auth: { basic: [created.username, "Lantern-Quarry-Violet-58"] },
    });
    expect([labels.status, labels.body.data]).toEqual([200, []]);
  });

  it("creates a connected child, turning a standard parent into a connected parent, audited in the parent's log", async () => {
    const res = await orgCreate("--name", "Demo Outlet", "--parent", "100", "--admin", "outlet.admin", "--json");
    expect(res.code, res.stderr).toBe(0);
    const { orgId } = JSON.parse(lastLine(res.stdout)) as { orgId: number };
    expect(await db.organization.findUniqueOrThrow({ where: { id: orgId } })).toMatchObject({
      kind: "CONNECTED_CHILD",
      parentId: 100,
    });
    expect((await db.organization.findUniqueOrThrow({ where: { id: 100 } })).kind).toBe("CONNECTED_PARENT");
    const [entry] = await db.auditEntry.findMany({
      where: { orgId: 100, entity: "organization", action: "update" },
      orderBy: { seq: "desc" },
      take: 1,
    });
    expect(JSON.parse(entry.changes)).toMatchObject({ kind: { before: "STANDARD", after: "CONNECTED_PARENT" } });

    // A parent that is already one stays so, without a new entry.
    const second = await orgCreate("--name", "Demo Outlet Two", "--parent", "100", "--admin", "outlet2.admin");
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain("one-time password");
    expect(second.stdout).not.toContain('{"orgId"');
    expect(await db.auditEntry.count({ where: { orgId: 100, entity: "organization", action: "update" } })).toBe(1);
  });

  it("refuses a taken name in any case, a taken username, an unknown or child parent and bad arguments, writing nothing", async () => {
    const before = await counts();
    const refusals: [string[], number, string][] = [
      [
        ["--name", "acme group", "--admin", "fresh.one"],
        1,
        'org:create refused: An organization named "acme group" already exists.',
      ],
      [["--name", "Fresh Org", "--admin", "demo.admin"], 1, 'org:create refused: The username "demo.admin" is taken.'],
      [
        ["--name", "Fresh Org", "--admin", "fresh.one", "--parent", "999"],
        1,
        "org:create refused: Parent organization 999 does not exist.",
      ],
      [
        ["--name", "Fresh Org", "--admin", "fresh.one", "--parent", "301"],
        1,
        "org:create refused: Organization 301 is itself a connected child and cannot be a parent.",
      ],
      [["--name", "Fresh Org", "--admin", "bad name!"], 1, "org:create refused: "],
      [["--name", "Fresh Org"], 2, "usage: npm run org:create"],
      [["--name", "Fresh Org", "--admin", "fresh.one", "--parent", "x"], 2, "usage: npm run org:create"],
      [["--admin", "fresh.one", "--bogus"], 2, "usage: npm run org:create"],
    ];
    for (const [args, code, message] of refusals) {
      const res = await orgCreate(...args);
      expect(res.code, args.join(" ")).toBe(code);
      expect(res.stderr, args.join(" ")).toContain(message);
      expect(res.stdout).not.toContain("one-time password");
    }
    expect(await counts()).toEqual(before);
    expect((await db.organization.findUniqueOrThrow({ where: { id: 301 } })).kind).toBe("CONNECTED_CHILD");
  });
});
