import { beforeAll, describe, expect, it } from "vitest";
import { POST as CREATE_LABEL } from "@/app/v2/labels/route.ts";
import { AUDIT_TOTAL_CAP } from "@/lib/audit/audit-total-cap.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { GET } from "./route.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { REFUSED_BY_BOTH_AUDIT_LISTS } from "@/scripts/test-harness/audit-list-queries.ts";

const list = (query = "", auth: Auth = "demo.admin") =>
  callRoute(GET, { path: `/v2/audit${query ? `?${query}` : ""}`, auth });

beforeAll(async () => {
  for (const [name, auth] of [
    ["Audit A", "demo.maker"],
    ["Audit B", "demo.checker"],
    ["Audit C", "demo.maker"],
  ] as const) {
    await callRoute(CREATE_LABEL, {
      path: "/v2/labels",
      auth,
      body: { labelName: name },
      headers: { "x-cap-requestid": `list-${name.at(-1)}` },
    });
  }
  await callRoute(CREATE_LABEL, { path: "/v2/labels", auth: "dual.maker", body: { labelName: "Other org" } });
});

describe("GET /v2/audit", () => {
  it("lists the caller's organization's entries newest first, paged, with the actor by username", async () => {
    const res = await list("entity=label&limit=2");
    expect(res.status).toBe(200);
    expect(res.body.pagination).toEqual({ limit: 2, offset: 0, total: 3 });
    expect(res.body.data.map((e: { changes: { name: { after: string } } }) => e.changes.name.after)).toEqual([
      "Audit C",
      "Audit B",
    ]);
    expect(res.body.data[1]).toMatchObject({
      actor: "demo.checker",
      actorKind: "USER",
      entity: "label",
      action: "create",
      requestId: "list-B",
      at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      changes: { name: { before: null, after: "Audit B" } },
    });
    expect((await list("entity=label&limit=2&offset=2")).body.data).toHaveLength(1);
    expect(JSON.stringify((await list("limit=100")).body)).not.toContain("Other org");
  });

  it("filters by entity id, actor and time", async () => {
    const byActor = await list("entity=label&actor=demo.maker");
    expect(byActor.body.data.map((e: { actor: string }) => e.actor)).toEqual(["demo.maker", "demo.maker"]);
    expect(byActor.body.pagination.total).toBe(2);
    const one = byActor.body.data[0];
    const byId = await list(`entity=label&entityId=${one.entityId}`);
    expect(byId.body.data).toHaveLength(1);
    expect(byId.body.data[0].entityId).toBe(one.entityId);
    expect(byId.body.pagination.total).toBe(1);
    const before = await list("entity=label&from=2000-01-01&to=2000-01-02");
    expect(before.body.data).toEqual([]);
    expect(before.body.pagination.total).toBe(0);
    expect(
      (await list(`entity=label&from=2000-01-01T00:00:00Z&to=${new Date(Date.now() + 60_000).toISOString()}`)).body
        .pagination.total,
    ).toBe(3);
  });

  it("counts the total only as far as the cap: past it the total says one more", async () => {
    // Rows far past the chain's head (no test here reads the chain, and the table keeps what it is given):
    // the cap's worth plus two, by one actor and about one entity, so both filters match more than it counts.
    const orgId = 100;
    const top = (await db.auditEntry.aggregate({ where: { orgId }, _max: { seq: true } }))._max.seq ?? 0;
    await db.auditEntry.createMany({
      data: Array.from({ length: AUDIT_TOTAL_CAP + 2 }, (_, i) => ({
        orgId,
        seq: top + 1_000_000 + i,
        at: new Date(),
        actorName: "cap.tester",
        actorKind: "USER",
        entity: "vendor",
        entityId: "cap-1",
        action: "update",
        prevHash: "x",
        hash: "x",
      })),
    });
    for (const query of ["actor=cap.tester&limit=3", "entity=vendor&entityId=cap-1&limit=3"]) {
      const res = await list(query);
      expect(res.body.pagination).toEqual({ limit: 3, offset: 0, total: AUDIT_TOTAL_CAP + 1 });
      expect(res.body.data.map((e: { seq: number }) => e.seq)).toEqual(
        [2, 1, 0].map((i) => top + 1_000_000 + AUDIT_TOTAL_CAP + i - 1),
      );
    }
    const few = await list("actor=cap.tester&offset=10000&limit=5");
    expect(few.body.data).toHaveLength(2);
  }, 120_000);

  it("needs the admin access group and credentials", async () => {
    for (const auth of ["demo.checker", "demo.maker"] as const) {
      expectV2Error(await list("", auth), 403);
    }
    expect((await list("", null)).status).toBe(401);
  });

  it.each([
    ["an unknown entity", "entity=vendors"],
    ["an impossible date", "from=2025-13-45"],
    ["a zero limit", "limit=0"],
    ["a negative offset", "offset=-1"],
    ...REFUSED_BY_BOTH_AUDIT_LISTS,
  ])("refuses %s with 400 in the v2 shape", async (_case, query) => {
    expectV2Error(await list(query), 400);
  });
});
