import { describe, expect, it } from "vitest";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { POST as APPROVE } from "../approve/route.ts";
import { POST as ADD } from "./route.ts";

// Body ids follow idParam: up to 15 digits naming a 32-bit row; one naming no row is its lookup's not found,
// on PostgreSQL too (which refuses a larger value in the query).

type Item = Record<string, unknown>;
const statusCodes = (body: { response: { requests: { request: { item_status: { code: number } }[] } } }) =>
  body.response.requests.request.map((r) => r.item_status.code);
const BEYOND = "99999999999";

describe("v1.1 body ids", () => {
  it("answers an id beyond a 32-bit row as not found, item by item", async () => {
    const add = (request: Item[]) =>
      callRoute(ADD, { path: "/v1.1/request/add", body: { root: { request } }, auth: "demo.maker" });
    const res = await add([
      { type: "GOODWILL", base_type: "POINTS", customer: { id: BEYOND }, points: "5" },
      { type: "GOODWILL", base_type: "POINTS", customer: { id: Number(BEYOND) }, points: "5" },
      { type: "GOODWILL", base_type: "COUPON", customer: { id: 5002 }, series_id: BEYOND },
      { type: "TRANSACTION_UPDATE", base_type: "RETRO", customer: { id: 5002 }, transaction_id: Number(BEYOND) },
    ]);
    expect(statusCodes(res.body)).toEqual([9042, 9042, 9017, 9061]);

    const approve = await callRoute(APPROVE, {
      path: "/v1.1/request/approve",
      body: { root: { request: [{ id: BEYOND, type: "GOODWILL", base_type: "POINTS" }] } },
      auth: "demo.checker",
    });
    expect(statusCodes(approve.body)).toEqual([9013]);
  });

  it("reads a customer id of up to 15 digits, leading zeros included", async () => {
    const res = await callRoute(ADD, {
      path: "/v1.1/request/add",
      body: {
        root: {
          request: [{ type: "GOODWILL", base_type: "POINTS", customer: { id: "000000000005002" }, points: "5" }],
        },
      },
      auth: "demo.maker",
    });
    expect(statusCodes(res.body)).toEqual([9000]);
  });
});
