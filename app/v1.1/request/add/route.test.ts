import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { POST } from "./route.ts";

type Item = Record<string, unknown>;
const add = (request: Item[], auth: Auth = "demo.maker") =>
  callRoute(POST, { path: "/v1.1/request/add", body: { root: { request } }, auth });
const v11Error = (code: number, message?: string) => ({
  response: { status: { success: "false", code, message: message ?? expect.any(String) } },
});
const ADDED = { success: "true", code: 9000, message: "Request added successfully" };
const codes = (body: { response: { requests: { request: { item_status: { code: number } }[] } } }) =>
  body.response.requests.request.map((r) => r.item_status.code);

describe("POST /v1.1/request/add", () => {
  it("creates GOODWILL, CHANGE_IDENTIFIER and TRANSACTION_UPDATE requests as PENDING", async () => {
    const transaction = await db.transaction.create({
      data: { orgId: 100, customerId: 5003, billingDate: new Date(), billAmount: "10" },
    });
    const res = await add([
      { type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000002" }, points: "25", reason: "apology" },
      { type: "GOODWILL", base_type: "COUPON", customer: { email: "ben@example.com" }, series_id: "9001" },
      { type: "CHANGE_IDENTIFIER", base_type: "EMAIL", customer: { id: 5004 }, new_value: "dara@example.com" },
      {
        type: "CHANGE_IDENTIFIER",
        base_type: "EXTERNAL_ID",
        customer: { external_id: "EXT-0003" },
        old_value: "EXT-0003",
        new_value: "EXT-9003",
      },
      // Not 5004 into 5002: the demo's pending merge of that pair makes a second one 9018.
      { type: "CHANGE_IDENTIFIER", base_type: "MERGE", customer: { id: "5001" }, new_value: "5003" },
      { type: "TRANSACTION_UPDATE", base_type: "RETRO", customer: { id: 5002 }, transaction_id: transaction.id },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({ success: "true", code: 200, message: "Success" });
    const items = res.body.response.requests.request;
    expect(items[0]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      type: "GOODWILL",
      base_type: "POINTS",
      status: "PENDING",
      approved_value: "",
      assoc_id: "",
      reason: "apology",
      updated_comments: "",
      item_status: ADDED,
    });
    expect(items[2]).toMatchObject({
      type: "CHANGE_IDENTIFIER",
      base_type: "EMAIL",
      old_value: "",
      new_value: "dara@example.com",
      status: "PENDING",
    });
    expect(items[3]).toMatchObject({ old_value: "EXT-0003", new_value: "EXT-9003" });
    expect(items[4]).toMatchObject({ base_type: "MERGE", old_value: "5001", new_value: "5003" });
    expect(codes(res.body)).toEqual([9000, 9000, 9000, 9000, 9000, 9000]);
    const stored = await db.request.findMany({
      where: { id: { in: items.map((i: { id: string }) => Number(i.id)) } },
      orderBy: { id: "asc" },
    });
    expect(stored.map((r) => [r.type, r.baseType, r.status, r.customerId])).toEqual([
      ["GOODWILL", "POINTS", "PENDING", 5002],
      ["GOODWILL", "COUPON", "PENDING", 5002],
      ["CHANGE_IDENTIFIER", "EMAIL", "PENDING", 5004],
      ["CHANGE_IDENTIFIER", "EXTERNAL_ID", "PENDING", 5003],
      ["CHANGE_IDENTIFIER", "MERGE", "PENDING", 5001],
      ["TRANSACTION_UPDATE", "RETRO", "PENDING", 5002],
    ]);
    expect(stored[0].requestedPoints?.toString()).toBe("25");
  });

  it("reports refused items while creating the good ones", async () => {
    const before = await db.request.count();
    const res = await add([
      { type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "5" },
      { type: "BONUS", base_type: "POINTS", customer: { id: 5002 } },
      { type: "GOODWILL", base_type: "MOBILE", customer: { id: 5002 } },
      { type: "GOODWILL", base_type: "POINTS", customer: { mobile: "910000000000" }, points: "5" },
      { type: "GOODWILL", base_type: "POINTS", customer: { id: 5005 }, points: "5" },
      { type: "GOODWILL", base_type: "COUPON", customer: { id: 5002 }, series_id: "9999" },
      { type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 } },
      { type: "CHANGE_IDENTIFIER", base_type: "MOBILE", customer: { id: 5002 }, new_value: "919900000001" },
      { type: "CHANGE_IDENTIFIER", base_type: "MOBILE", customer: { id: 5002 }, new_value: "12" },
      {
        type: "CHANGE_IDENTIFIER",
        base_type: "MOBILE",
        customer: { id: 5002 },
        old_value: "1",
        new_value: "919755555555",
      },
      { type: "TRANSACTION_UPDATE", base_type: "RETRO", customer: { id: 5002 }, transaction_id: 999999 },
      { type: "CHANGE_IDENTIFIER", base_type: "MERGE", customer: { id: 5002 }, new_value: "5002" },
      { type: "CHANGE_IDENTIFIER", base_type: "MERGE", customer: { id: 5004 }, new_value: "5003" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual({ success: "false", code: 207, message: "12 of 13 requests failed" });
    expect(codes(res.body)).toEqual([9000, 9006, 9008, 9042, 9042, 9017, 400, 8018, 400, 400, 9061, 9029, 9018]);
    expect(res.body.response.requests.request[12].item_status).toEqual({
      success: "false",
      code: 9018,
      message: "Request for Merge already exists for the victim in pending or processing state",
    });
    expect(res.body.response.requests.request[1]).toEqual({
      id: "",
      type: "BONUS",
      base_type: "POINTS",
      status: "",
      reason: "",
      updated_comments: "",
      item_status: { success: "false", code: 9006, message: "Request Type is invalid" },
    });
    expect(await db.request.count()).toBe(before + 1);
  });

  it("blocks merges from a child organization (9021)", async () => {
    const res = await add(
      [{ type: "CHANGE_IDENTIFIER", base_type: "MERGE", customer: { id: 5008 }, new_value: "5006" }],
      "north.maker",
    );
    expect(res.status).toBe(403);
    expect(res.body.response.requests.request[0].item_status.code).toBe(9021);
  });

  it("refuses bad bodies, missing credentials and missing access with the v1.1 envelope", async () => {
    const before = await db.request.count();
    const item = { type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "5" };
    const cases = [
      await callRouteRaw(POST, { path: "/v1.1/request/add", auth: "demo.maker" }, "["),
      await callRouteRaw(POST, { path: "/v1.1/request/add", auth: "demo.maker" }, "{}", "text/plain"),
      await add([]),
      await add([{ ...item, points: "five" }]),
      await add([{ ...item, points: "0" }]),
      await add([{ ...item, customer: {} }]),
      await add([{ ...item, customer: { id: "5002x" } }]),
      await add([{ ...item, reason: "x".repeat(501) }]),
      await add(Array.from({ length: 101 }, () => item)),
      await add([item], null),
      await add([item], "demo.viewer"),
    ];
    expect(cases.map((c) => c.status)).toEqual([400, 415, 400, 400, 400, 400, 400, 400, 400, 401, 403]);
    for (const c of cases) expect(c.body).toEqual(v11Error(c.status));
    expect(await db.request.count()).toBe(before);
    const atLimit = await add(Array.from({ length: 100 }, () => ({ ...item, reason: "x".repeat(500) })));
    expect(atLimit.status).toBe(200);
    expect(await db.request.count()).toBe(before + 100);
  });
});
