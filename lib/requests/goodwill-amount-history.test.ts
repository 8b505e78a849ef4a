import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "@/app/v1.1/request/approve/route.ts";
import { GET as GET_ONE } from "@/app/v2/requests/[id]/route.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";

// Four eyes cover the amount: an approver may grant fewer goodwill points than were asked, never more, and
// the history keeps both amounts.

async function addGoodwill(points: string): Promise<number> {
  const item = { type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000002" }, points };
  const res = await callRoute(ADD, {
    path: "/v1.1/request/add",
    body: { root: { request: [item] } },
    auth: "demo.maker",
  });
  expect(res.status).toBe(200);
  return Number(res.body.response.requests.request[0].id);
}

const approve = (id: number, points?: string) =>
  callRoute(APPROVE, {
    path: "/v1.1/request/approve",
    body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS", ...(points ? { points } : {}) }] } },
    auth: "demo.checker",
  });

async function approvalEvent(id: number, points?: string) {
  const approved = await approve(id, points);
  expect(approved.status).toBe(200);
  const detail = await callRoute(GET_ONE, {
    path: `/v2/requests/${id}`,
    params: { id: String(id) },
    auth: "demo.checker",
  });
  return detail.body.history.find((event: { toStatus: string }) => event.toStatus === "APPROVED");
}

describe("the amount of a goodwill approval", () => {
  it("refuses a checker's raise of the amount, naming points: nothing is credited and the request stays pending", async () => {
    const id = await addGoodwill("10");
    const res = await approve(id, "999999999999");
    expect(res.status).toBe(400);
    expect(res.body.response.requests.request[0].item_status).toEqual({
      success: "false",
      code: 400,
      message: "points: an approval may grant at most the 10 points requested",
    });
    expect(await approve(id, "10.01").then((r) => r.status)).toBe(400);
    expect((await db.request.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
    expect(await db.pointsLot.count({ where: { requestId: id } })).toBe(0);
  });

  it("credits a lowered amount, and the history keeps the asked and the approved points", async () => {
    const id = await addGoodwill("100");
    const event = await approvalEvent(id, "80");
    expect(event).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "APPROVED",
      detail: "points asked 100, approved 80",
    });
    const lots = await db.pointsLot.findMany({ where: { requestId: id } });
    expect(lots.map((lot) => lot.points.toString())).toEqual(["80"]);
  });
  it("adds nothing to the history when the amount stands", async () => {
    const event = await approvalEvent(await addGoodwill("100"), "100");
    expect(event).not.toHaveProperty("detail");
    expect(await approvalEvent(await addGoodwill("60"))).not.toHaveProperty("detail");
  });
});
