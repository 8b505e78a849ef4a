import { describe, expect, it } from "vitest";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "@/app/v1.1/request/approve/route.ts";
import { GET as GET_ONE } from "@/app/v2/requests/[id]/route.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";

// When an approver grants other goodwill points than were asked, the history keeps both amounts.

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

async function approvalEvent(id: number, points?: string) {
  const approved = await callRoute(APPROVE, {
    path: "/v1.1/request/approve",
    body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS", ...(points ? { points } : {}) }] } },
    auth: "demo.checker",
  });
  expect(approved.status).toBe(200);
  const detail = await callRoute(GET_ONE, {
    path: `/v2/requests/${id}`,
    params: { id: String(id) },
    auth: "demo.checker",
  });
  return detail.body.history.find((event: { toStatus: string }) => event.toStatus === "APPROVED");
}

describe("the history of a goodwill approval", () => {
  it("keeps the asked and the approved points when the approver changes the amount", async () => {
    const event = await approvalEvent(await addGoodwill("100"), "80");
    expect(event).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "APPROVED",
      detail: "points asked 100, approved 80",
    });
  });

  it("adds nothing when the amount stands", async () => {
    const event = await approvalEvent(await addGoodwill("100"), "100");
    expect(event).not.toHaveProperty("detail");
    expect(await approvalEvent(await addGoodwill("60"))).not.toHaveProperty("detail");
  });
});
