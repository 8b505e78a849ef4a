import { describe, expect, it } from "vitest";
import { verifyAuditChain } from "../audit/verify-audit-chain.ts";
import { principalFromUser, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { createUser } from "../users/create-user.ts";
import { getOrganizationSettings } from "./get-organization-settings.ts";
import { updateOrganizationSettings } from "./update-organization-settings.ts";

// The settings function, shown on clientAutoApprove (the /v2/admin/settings route test tries every field):
// only an administrator changes it, only in their own organization, audited in the same transaction; a
// value outside OFF | APPROVERS | WRITERS is refused.

const principal = async (username: string): Promise<Principal> =>
  principalFromUser(await db.user.findUniqueOrThrow({ where: { username } }), "session");
const policies = async () =>
  Object.fromEntries(
    (await db.organization.findMany({ orderBy: { id: "asc" }, select: { id: true, clientAutoApprove: true } })).map(
      (org) => [org.id, org.clientAutoApprove],
    ),
  );
const settingEntries = (orgId: number) =>
  db.auditEntry.findMany({ where: { orgId, entity: "organization" }, orderBy: { seq: "asc" } });
const refusal = (work: Promise<unknown>) =>
  work.then(
    () => expect.unreachable("the change was not refused"),
    (error: unknown) => error,
  );

async function admin(username: string, orgId: number): Promise<Principal> {
  await createUser(db, {
    orgId,
    username,
    displayName: username,
    password: "admin-password-1",
    access: ["admin"],
  });
  return principal(username);
}

describe("updateOrganizationSettings", () => {
  it("sets the caller's organization's clientAutoApprove and audits the change with it", async () => {
    const before = await policies();
    const demoAdmin = { ...(await principal("demo.admin")), requestId: "settings-1" };
    expect(await updateOrganizationSettings(demoAdmin, { clientAutoApprove: "WRITERS" })).toEqual({
      ...(await getOrganizationSettings(100)),
      clientAutoApprove: "WRITERS",
    });
    expect(await policies()).toEqual({ ...before, 100: "WRITERS" });
    expect((await getOrganizationSettings(100)).clientAutoApprove).toBe("WRITERS");
    const [entry] = await settingEntries(100);
    expect(entry).toMatchObject({
      entityId: "100",
      action: "update",
      actorName: "demo.admin",
      actorKind: "USER",
      requestId: "settings-1",
    });
    expect(JSON.parse(entry.changes)).toEqual({ clientAutoApprove: { before: "APPROVERS", after: "WRITERS" } });

    // Setting the value it already has changes nothing and records nothing.
    await updateOrganizationSettings(demoAdmin, { clientAutoApprove: "WRITERS" });
    expect(await settingEntries(100)).toHaveLength(1);
    await updateOrganizationSettings(demoAdmin, { clientAutoApprove: "APPROVERS" });
    expect(await policies()).toEqual(before);
    expect(await settingEntries(100)).toHaveLength(2);
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("refuses a caller without the admin access group (403), changing and recording nothing", async () => {
    const before = await policies();
    const entries = await db.auditEntry.count();
    for (const username of ["demo.checker", "demo.maker", "demo.viewer", "dropin.maker"]) {
      const error = await refusal(updateOrganizationSettings(await principal(username), { clientAutoApprove: "OFF" }));
      expect(error, username).toMatchObject({ status: 403, code: 403, message: expect.stringContaining("admin") });
    }
    expect(await policies()).toEqual(before);
    expect(await db.auditEntry.count()).toBe(entries);
  });

  it("changes only the caller's own organization; an orgId in the patch is refused", async () => {
    const dualAdmin = await admin("dual.admin", 200);
    const before = await policies();
    await updateOrganizationSettings(dualAdmin, { clientAutoApprove: "OFF" });
    expect(await policies()).toEqual({ ...before, 200: "OFF" });
    expect(await settingEntries(200)).toHaveLength(1);
    expect(await settingEntries(100)).toHaveLength(2);

    const error = await refusal(updateOrganizationSettings(dualAdmin, { orgId: 100, clientAutoApprove: "WRITERS" }));
    expect(error).toMatchObject({ status: 400, code: 400, message: expect.stringContaining("orgId") });
    expect(await policies()).toEqual({ ...before, 200: "OFF" });
  });

  it.each([["SOMETIMES"], ["writers"], [""], [1], [null], [true]])(
    "refuses clientAutoApprove = %j (400 naming the field), changing nothing",
    async (value) => {
      const before = await policies();
      const entries = await db.auditEntry.count();
      const error = await refusal(
        updateOrganizationSettings(await principal("demo.admin"), { clientAutoApprove: value }),
      );
      expect(error).toMatchObject({ status: 400, code: 400, field: "clientAutoApprove" });
      expect(await policies()).toEqual(before);
      expect(await db.auditEntry.count()).toBe(entries);
    },
  );

  it("concurrent changes each record the value they replaced", async () => {
    const demoAdmin = await principal("demo.admin");
    const before = (await settingEntries(100)).length;
    const values = ["WRITERS", "OFF", "WRITERS", "APPROVERS"] as const;
    await Promise.all(values.map((value) => updateOrganizationSettings(demoAdmin, { clientAutoApprove: value })));
    const entries = (await settingEntries(100)).slice(before).map((entry) => JSON.parse(entry.changes));
    let current = "APPROVERS";
    for (const { clientAutoApprove } of entries) {
      expect(clientAutoApprove.before).toBe(current);
      current = clientAutoApprove.after;
    }
    expect((await policies())[100]).toBe(current);
    await updateOrganizationSettings(demoAdmin, { clientAutoApprove: "APPROVERS" });
    // A key given as undefined changes nothing.
    const count = (await settingEntries(100)).length;
    expect(await updateOrganizationSettings(demoAdmin, { clientAutoApprove: undefined })).toMatchObject({
      clientAutoApprove: "APPROVERS",
    });
    expect(await settingEntries(100)).toHaveLength(count);
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("refuses a patch that is not an object", async () => {
    for (const patch of [null, "WRITERS", ["WRITERS"]]) {
      const error = await refusal(updateOrganizationSettings(await principal("demo.admin"), patch));
      expect(error, JSON.stringify(patch)).toMatchObject({ status: 400, code: 400 });
    }
  });
});
