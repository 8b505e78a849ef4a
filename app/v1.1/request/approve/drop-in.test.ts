import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { PUT } from "@/app/v2/requests/route.ts";
import { POST as ADD } from "../add/route.ts";
import { POST as REJECT } from "../reject/route.ts";
import { POST } from "./route.ts";
import { processedWithFailures } from "@/scripts/test-harness/v11-decisions.ts";

// A drop-in for the original: each item of an approve call stands alone, as the spec's per-item error shape says.

type Item = Record<string, unknown>;
const approve = (request: unknown[], auth: Auth = "demo.checker") =>
  callRoute(POST, { path: "/v1.1/request/approve", body: { root: { request } }, auth });
async function addGoodwill(item: Item = { base_type: "POINTS", points: "5" }): Promise<number> {
  const res = await callRoute(ADD, {
    path: "/v1.1/request/add",
    body: { root: { request: [{ type: "GOODWILL", customer: { id: 5002 }, ...item }] } },
    auth: "demo.maker",
  });
  return Number(res.body.response.requests.request[0].id);
}
const statusOf = async (id: number) => (await db.request.findUniqueOrThrow({ where: { id } })).status;
const itemStatus = (res: { body: { response: { requests: { request: { item_status: unknown }[] } } } }) =>
  res.body.response.requests.request.map((r) => r.item_status);
const failed = (code: number, message: string | RegExp) => ({
  success: "false",
  code,
  message: typeof message === "string" ? message : expect.stringMatching(message),
});
const OK = { success: "true", code: 9000, message: "Request updated successfully" };

describe("POST /v1.1/request/approve, item by item", () => {
  it("refuses a malformed item in its own item_status, naming the field, and approves the good ones", async () => {
    const good = await addGoodwill();
    const also = await addGoodwill();
    const res = await approve([
      { id: good, type: "GOODWILL", base_type: "POINTS" },
      { id: 1, type: "GOODWILL", base_type: "POINTS", points: "lots" },
      { id: 2, type: "GOODWILL", base_type: "POINTS", points: "0" },
      { id: 3, type: "GOODWILL", base_type: "POINTS", points: 0 },
      { id: 4, type: "TRANSACTION", base_type: "REGULAR_TXN_ADD" },
      { type: "GOODWILL", base_type: "POINTS" },
      "not an object",
      { id: also, type: "GOODWILL", base_type: "POINTS" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual(processedWithFailures(6, 8));
    expect(itemStatus(res)).toEqual([
      OK,
      failed(400, /^root\.request\.1\.points: /),
      failed(400, "root.request.2.points: must be greater than zero"),
      failed(400, /^root\.request\.3\.points: /),
      failed(400, /^root\.request\.4\.type: /),
      failed(400, "requestId can't be null (root.request.5.id required)"),
      failed(400, "requestId can't be null (root.request.6.id required)"),
      OK,
    ]);
    expect(res.body.response.requests.request[1]).toMatchObject({
      id: "1",
      type: "GOODWILL",
      base_type: "POINTS",
      status: "",
    });
    expect([await statusOf(good), await statusOf(also)]).toEqual(["APPROVED", "APPROVED"]);
  });

  it("answers request-level code 200 for a processed call; all items refused keeps the first item's HTTP status", async () => {
    const ok = await approve([{ id: await addGoodwill(), type: "GOODWILL", base_type: "POINTS" }]);
    expect(ok.body.response.status).toEqual({ success: "true", code: 200, message: "Success" });
    const none = await approve([
      { id: 999999, type: "GOODWILL", base_type: "POINTS" },
      { id: 5, type: "GOODWILL", base_type: "BONUS", extra: 1 },
    ]);
    expect(none.status).toBe(404);
    expect(none.body.response.status).toEqual(processedWithFailures(2, 2));
    expect(itemStatus(none)).toEqual([
      failed(9013, "Request not found"),
      failed(400, /^root\.request\.1\.base_type: /),
    ]);
  });

  it("refuses a coupon approval without series_id, naming it, and leaves the request pending", async () => {
    const id = await addGoodwill({ base_type: "COUPON", series_id: "9001" });
    const res = await approve([{ id, type: "GOODWILL", base_type: "COUPON" }]);
    expect(res.status).toBe(400);
    expect(itemStatus(res)).toEqual([failed(400, "series_id: is required to approve a GOODWILL COUPON request")]);
    expect(await statusOf(id)).toBe("PENDING");
    // PUT /v2/requests, which carries no series, approves with the one the request stored.
    const put = await callRoute(PUT, {
      method: "PUT",
      path: "/v2/requests",
      body: [{ type: "GOODWILL", baseType: "COUPON", id, status: "APPROVED" }],
      auth: "demo.checker",
    });
    expect(put.body.response[0]).toMatchObject({ entityId: id, result: true });
    expect(await db.coupon.findFirstOrThrow({ where: { requestId: id } })).toMatchObject({ seriesId: 9001 });
  });

  it("refuses REALLOCATION, which no request can be, per item; reject checks items the same way", async () => {
    const res = await approve([{ id: 1, type: "CHANGE_IDENTIFIER", base_type: "REALLOCATION" }]);
    expect(itemStatus(res)).toEqual([failed(400, /^root\.request\.0\.base_type: Invalid option/)]);
    const id = await addGoodwill();
    const rejected = await callRoute(REJECT, {
      path: "/v1.1/request/reject",
      body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }, { id: "x" }] } },
      auth: "demo.checker",
    });
    expect(rejected.status).toBe(200);
    expect(itemStatus(rejected)).toEqual([OK, failed(400, /^root\.request\.1\./)]);
    expect(await statusOf(id)).toBe("REJECTED");
  });
});
