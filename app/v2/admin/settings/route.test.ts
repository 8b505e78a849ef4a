import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { expectReplayOf } from "@/scripts/test-harness/admin-refusals.ts";
import { userForFile } from "@/scripts/test-harness/test-users.ts";
import { GET, PATCH } from "./route.ts";

// GET and PATCH /v2/admin/settings: the caller's organization's settings, administrators only, every
// refusal a 4xx in the v2 shape that changes nothing.

const read = (auth: Auth = "demo.admin") => callRoute(GET, { path: "/v2/admin/settings", auth });
const patch = (body: unknown, auth: Auth = "demo.admin", headers?: Record<string, string>) =>
  callRoute(PATCH, { method: "PATCH", path: "/v2/admin/settings", body, auth, headers });
const patchRaw = (rawBody: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  callRoute(PATCH, { method: "PATCH", path: "/v2/admin/settings", rawBody, auth: "demo.admin", headers });

const stored = (orgId = 100) =>
  db.organization.findUniqueOrThrow({
    where: { id: orgId },
    select: {
      autoApproval: true,
      dualEligibility: true,
      ouLevelProducts: true,
      defaultProgramId: true,
      clientAutoApprove: true,
      timeZone: true,
      approvalPolicy: true,
    },
  });
const settingEntries = (orgId = 100) =>
  db.auditEntry.findMany({ where: { orgId, entity: "organization" }, orderBy: { seq: "asc" } });

/** Runs a refused call and checks that neither the settings nor the audit log moved. */
async function expectUnchanged(
  call: () => Promise<{ status: number; body: JsonBody }>,
  status = 400,
  message?: RegExp,
) {
  const before = await stored();
  const entries = await db.auditEntry.count();
  expectV2Error(await call(), status, message);
  expect(await stored()).toEqual(before);
  expect(await db.auditEntry.count()).toBe(entries);
}

const dualAdmin = userForFile("dual.admin", 200, ["admin"]);

const DEFAULTS = {
  autoApproval: false,
  dualEligibility: false,
  ouLevelProducts: false,
  defaultProgramId: 1001,
  clientAutoApprove: "APPROVERS",
  timeZone: "UTC",
  mfaRequiredFor: [],
  sessionIdleMinutes: 60,
  sessionMaxHours: 8,
  sso: null,
  approvalPolicy: {
    GOODWILL_POINTS: { autoApproveUpTo: null, maxPoints: 1_000_000, secondApproverAbove: null, confirmAbove: 10_000 },
    TRANSACTION: { autoApproveUpTo: null, maxAmount: null, secondApproverAbove: null, confirmAbove: 10_000 },
  },
};

describe("GET /v2/admin/settings", () => {
  it("answers the organization's settings with the approval policy's defaults filled in", async () => {
    const res = await read();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: DEFAULTS, warnings: [] });
  });

  it("answers each organization its own settings", async () => {
    const res = await read(dualAdmin);
    expect(res.body.data).toMatchObject({ dualEligibility: true, defaultProgramId: 2001 });
  });

  it("needs credentials (401) and the admin access group (403)", async () => {
    expectV2Error(await read(null), 401);
    for (const username of ["demo.maker", "demo.checker", "demo.viewer"] as const)
      expectV2Error(await read(username), 403);
    expectV2Error(await read({ basic: ["demo.admin", "wrong-password"] }), 401);
  });
});

describe("PATCH /v2/admin/settings", () => {
  it("changes the fields given, answers all settings, and audits before and after", async () => {
    const res = await patch({
      autoApproval: true,
      ouLevelProducts: true,
      clientAutoApprove: "OFF",
      timeZone: "Europe/Berlin",
      approvalPolicy: { GOODWILL_POINTS: { autoApproveUpTo: 100, secondApproverAbove: 5_000, maxPoints: 50_000 } },
    });
    expect(res.status).toBe(200);
    const changed = {
      ...DEFAULTS,
      autoApproval: true,
      ouLevelProducts: true,
      clientAutoApprove: "OFF",
      timeZone: "Europe/Berlin",
      approvalPolicy: {
        ...DEFAULTS.approvalPolicy,
        GOODWILL_POINTS: { autoApproveUpTo: 100, maxPoints: 50_000, secondApproverAbove: 5_000, confirmAbove: 10_000 },
      },
    };
    expect(res.body).toEqual({ data: changed, warnings: [] });
    expect((await read()).body.data).toEqual(changed);
    const [entry] = await settingEntries();
    expect(entry).toMatchObject({ entityId: "100", action: "update", actorName: "demo.admin" });
    expect(JSON.parse(entry.changes)).toEqual({
      autoApproval: { before: false, after: true },
      ouLevelProducts: { before: false, after: true },
      clientAutoApprove: { before: "APPROVERS", after: "OFF" },
      timeZone: { before: "UTC", after: "Europe/Berlin" },
      approvalPolicy: {
        before: {},
        after: { GOODWILL_POINTS: { autoApproveUpTo: 100, secondApproverAbove: 5_000, maxPoints: 50_000 } },
      },
    });

    // A kind given replaces that kind's rule; the other kind stays as it was.
    await patch({ approvalPolicy: { TRANSACTION: { maxAmount: 2_500.5 } } });
    expect((await read()).body.data.approvalPolicy).toEqual({
      GOODWILL_POINTS: changed.approvalPolicy.GOODWILL_POINTS,
      TRANSACTION: { autoApproveUpTo: null, maxAmount: 2_500.5, secondApproverAbove: null, confirmAbove: 10_000 },
    });
    await patch({ approvalPolicy: { GOODWILL_POINTS: { confirmAbove: 500 } } });
    expect((await read()).body.data.approvalPolicy.GOODWILL_POINTS).toEqual({
      autoApproveUpTo: null,
      maxPoints: 1_000_000,
      secondApproverAbove: null,
      confirmAbove: 500,
    });

    // An IANA alias that the runtime's list spells otherwise is a zone all the same.
    expect((await patch({ timeZone: "Asia/Kolkata" })).body.data.timeZone).toBe("Asia/Kolkata");
    expect((await patch({ timeZone: "Europe/Berlin" })).body.data.timeZone).toBe("Europe/Berlin");

    // Repeating the current values changes nothing and records nothing; an empty patch likewise.
    const count = (await settingEntries()).length;
    expect((await patch({ timeZone: "Europe/Berlin", autoApproval: true })).status).toBe(200);
    expect((await patch({})).body.data.timeZone).toBe("Europe/Berlin");
    expect(await settingEntries()).toHaveLength(count);

    // Back to the demo data's settings, which other calls of this file expect.
    const back = await patch({
      autoApproval: false,
      ouLevelProducts: false,
      clientAutoApprove: "APPROVERS",
      timeZone: "UTC",
      approvalPolicy: { GOODWILL_POINTS: {}, TRANSACTION: {} },
    });
    expect(back.body.data).toEqual(DEFAULTS);
  });

  it("sets the default program to another active program of the organization, or none", async () => {
    const res = await patch({ defaultProgramId: 1002 });
    expect(res.status).toBe(200);
    expect(res.body.data.defaultProgramId).toBe(1002);
    const flags = async () =>
      (await db.program.findMany({ where: { orgId: 100 }, orderBy: { id: "asc" } })).map((p) => [p.id, p.isDefault]);
    expect(await flags()).toEqual([
      [1001, false],
      [1002, true],
    ]);
    expect((await patch({ defaultProgramId: null })).body.data.defaultProgramId).toBeNull();
    expect(await flags()).toEqual([
      [1001, false],
      [1002, false],
    ]);
    expect((await patch({ defaultProgramId: 1001 })).body.data.defaultProgramId).toBe(1001);
    expect(await flags()).toEqual([
      [1001, true],
      [1002, false],
    ]);
  });

  it("refuses a default program of another organization, an unknown one or a deactivated one (400)", async () => {
    await expectUnchanged(() => patch({ defaultProgramId: 2001 }), 400, /^defaultProgramId: no program 2001/);
    await expectUnchanged(() => patch({ defaultProgramId: 999_999 }), 400, /^defaultProgramId: no program/);
    await db.program.update({ where: { id: 1002 }, data: { active: false } });
    await expectUnchanged(() => patch({ defaultProgramId: 1002 }), 400, /^defaultProgramId: .*deactivated/);
    await db.program.update({ where: { id: 1002 }, data: { active: true } });
  });

  it.each([
    [{ autoApproval: "true" }, /^autoApproval: /],
    [{ autoApproval: 1 }, /^autoApproval: /],
    [{ dualEligibility: null }, /^dualEligibility: /],
    [{ ouLevelProducts: "yes" }, /^ouLevelProducts: /],
    [{ defaultProgramId: "1002" }, /^defaultProgramId: /],
    [{ defaultProgramId: 1001.5 }, /^defaultProgramId: /],
    [{ defaultProgramId: -1 }, /^defaultProgramId: /],
    [{ defaultProgramId: 1e12 }, /^defaultProgramId: /],
    [{ clientAutoApprove: "writers" }, /^clientAutoApprove: /],
    [{ timeZone: "Mars/Olympus_Mons" }, /^timeZone: must be an IANA time zone/],
    [{ timeZone: "europe/berlin" }, /^timeZone: /],
    [{ timeZone: "utc" }, /^timeZone: /],
    [{ timeZone: "" }, /^timeZone: /],
    [{ timeZone: "x".repeat(5000) }, /^timeZone: at most 64/],
    [{ timeZone: 1 }, /^timeZone: /],
    [{ approvalPolicy: null }, /^approvalPolicy: /],
    [{ approvalPolicy: [] }, /^approvalPolicy: /],
    [{ approvalPolicy: { MERGE: {} } }, /^approvalPolicy\.MERGE: Unrecognized key/],
    [{ approvalPolicy: { GOODWILL_POINTS: { maxAmount: 5 } } }, /^approvalPolicy\.GOODWILL_POINTS\.maxAmount: /],
    [{ approvalPolicy: { GOODWILL_POINTS: { maxPoints: -1 } } }, /^approvalPolicy\.GOODWILL_POINTS\.maxPoints: /],
    [{ approvalPolicy: { GOODWILL_POINTS: { maxPoints: "100" } } }, /^approvalPolicy\.GOODWILL_POINTS\.maxPoints: /],
    [{ approvalPolicy: { TRANSACTION: { maxAmount: 1e13 } } }, /^approvalPolicy\.TRANSACTION\.maxAmount: /],
    [
      { approvalPolicy: { GOODWILL_POINTS: { autoApproveUpTo: 500, secondApproverAbove: 100 } } },
      /^approvalPolicy\.GOODWILL_POINTS\.autoApproveUpTo: must not be above secondApproverAbove/,
    ],
    [
      { approvalPolicy: { TRANSACTION: { secondApproverAbove: 900, maxAmount: 800 } } },
      /^approvalPolicy\.TRANSACTION\.secondApproverAbove: must not be above maxAmount/,
    ],
    [
      // Above the default maximum of 1,000,000 points: a threshold that could never apply.
      { approvalPolicy: { GOODWILL_POINTS: { secondApproverAbove: 2_000_000 } } },
      /^approvalPolicy\.GOODWILL_POINTS\.secondApproverAbove: must not be above the maximum \(1000000\)/,
    ],
    [{ orgId: 200 }, /^orgId: Unrecognized key/],
    [{ autoAproval: true }, /^autoAproval: Unrecognized key/],
    [{ timeZone: "UTC", approvalPolicy: { GOODWILL_POINTS: { maxPoints: 10, limit: 5 } } }, /limit: Unrecognized key/],
  ])("refuses %j (400 naming the field), changing nothing", async (body, message) => {
    await expectUnchanged(() => patch(body), 400, message);
  });

  it("refuses a body that is not a JSON object: malformed, an array, text, null, or too large", async () => {
    await expectUnchanged(() => patchRaw("{"));
    await expectUnchanged(() => patchRaw('{"autoApproval": tru}'));
    await expectUnchanged(() => patch(["autoApproval"]));
    await expectUnchanged(() => patch("autoApproval"));
    await expectUnchanged(() => patchRaw("null"));
    const huge = await patchRaw(JSON.stringify({ timeZone: "UTC", padding: "x".repeat(40_000) }));
    expect(huge.status).toBe(413);
    await expectUnchanged(() => patchRaw('{"timeZone":"UTC"}', { "content-type": "text/plain" }), 415);
  });

  it("needs credentials (401) and the admin access group (403), changing nothing", async () => {
    await expectUnchanged(() => patch({ autoApproval: true }, null), 401);
    for (const username of ["demo.maker", "demo.checker", "demo.viewer", "dual.maker"] as const)
      await expectUnchanged(() => patch({ autoApproval: true }, username), 403);
  });

  it("changes only the caller's organization", async () => {
    const other = await stored(200);
    const before = await stored(100);
    const res = await patch({ timeZone: "Asia/Tokyo", defaultProgramId: 2001 }, dualAdmin);
    expect(res.body.data).toMatchObject({ timeZone: "Asia/Tokyo", defaultProgramId: 2001 });
    expect(await stored(100)).toEqual(before);
    expect(await stored(200)).toEqual({ ...other, timeZone: "Asia/Tokyo" });
    expect(await settingEntries(200)).toHaveLength(1);
    // Program 1001 belongs to org 100: for org 200 it does not exist.
    expectV2Error(await patch({ defaultProgramId: 1001 }, dualAdmin), 400, /no program 1001/);
  });

  it("replays the answer to a repeated Idempotency-Key and refuses the key with another body", async () => {
    const headers = { "idempotency-key": "settings-tz-1" };
    const first = await patch({ timeZone: "America/New_York" }, "demo.admin", headers);
    expect(first.status).toBe(200);
    const count = (await settingEntries()).length;
    // Changed in between: the replay answers what the first call answered and changes nothing again.
    await patch({ timeZone: "UTC" });
    const replay = await patch({ timeZone: "America/New_York" }, "demo.admin", headers);
    expectReplayOf(replay, first);
    expect((await stored()).timeZone).toBe("UTC");
    expect(await settingEntries()).toHaveLength(count + 1);
    expect((await patch({ timeZone: "Asia/Tokyo" }, "demo.admin", headers)).status).toBe(422);
    expect((await stored()).timeZone).toBe("UTC");
  });
});
