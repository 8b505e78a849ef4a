import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { POST } from "./route.ts";
import { allDecided, processedWithFailures } from "@/scripts/test-harness/v11-decisions.ts";
import { userIdOf } from "@/scripts/test-harness/admin-user-actions.ts";

type Item = Record<string, unknown>;
const reject = (request: Item[], auth: Auth = "demo.checker") =>
  callRoute(POST, { path: "/v1.1/request/reject", body: { root: { request } }, auth });
/** A pending one-point goodwill request for customer 5002, written straight to the table by `createdById`. */
const pendingGoodwill = (createdById: number) =>
  db.request.create({
    data: { orgId: 100, type: "GOODWILL", baseType: "POINTS", customerId: 5002, requestedPoints: "1", createdById },
  });
const seededMerge = () => db.request.findFirstOrThrow({ where: { orgId: 100, baseType: "MERGE", customerId: 5004 } });

describe("POST /v1.1/request/reject", () => {
  it("rejects a pending request, records the history and changes no customer data", async () => {
    const merge = await seededMerge();
    const res = await reject([
      { id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE", updated_comments: "different people" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      allDecided([
        {
          id: String(merge.id),
          type: "CHANGE_IDENTIFIER",
          base_type: "MERGE",
          status: "REJECTED",
          old_value: "5004",
          new_value: "5002",
          reason: "",
          updated_comments: "different people",
          item_status: { success: "true", code: 9000, message: "Request updated successfully" },
        },
      ]),
    );
    expect(
      await db.customerRegistration.findUniqueOrThrow({
        where: { customerId_orgId: { customerId: 5004, orgId: 100 } },
      }),
    ).toMatchObject({ mergedIntoId: null });
    const events = await db.requestEvent.findMany({ where: { requestId: merge.id }, orderBy: { id: "asc" } });
    expect(events.at(-1)).toMatchObject({ fromStatus: "PENDING", toStatus: "REJECTED", comment: "different people" });
    const again = await reject([{ id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]);
    expect(again.status).toBe(409);
    expect(again.body.response.requests.request[0].item_status).toMatchObject({ success: "false", code: 9052 });
  });

  it("applies maker-checker, tenancy, type checks and access", async () => {
    const transaction = await db.request.findFirstOrThrow({ where: { orgId: 100, type: "TRANSACTION" } });
    const own = await reject([{ id: transaction.id, type: "GOODWILL", base_type: "POINTS" }]);
    expect(own.body.response.requests.request[0].item_status.code).toBe(9058);
    const foreign = await reject(
      [{ id: transaction.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }],
      "acme.checker",
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body.response.status).toEqual(processedWithFailures(1, 1));
    expect(foreign.body.response.requests.request[0].item_status).toEqual({
      success: "false",
      code: 9013,
      message: "Request not found",
    });
    const goodwill = await pendingGoodwill(await userIdOf("demo.checker"));
    const maker = await reject([{ id: goodwill.id, type: "GOODWILL", base_type: "POINTS" }]);
    expect(maker.status).toBe(403);
    expect(maker.body.response.requests.request[0].item_status.code).toBe(9056);
    expect((await reject([{ id: goodwill.id, type: "GOODWILL", base_type: "POINTS" }], "demo.maker")).status).toBe(403);
    expect((await reject([{ id: goodwill.id, type: "GOODWILL", base_type: "POINTS" }], null)).status).toBe(401);
    expect((await db.request.findUniqueOrThrow({ where: { id: goodwill.id } })).status).toBe("PENDING");
  });

  it("refuses malformed bodies with the v1.1 envelope and rejects nothing", async () => {
    const pending = await db.request.count({ where: { status: "PENDING" } });
    const merge = await seededMerge();
    const cases = [
      await callRouteRaw(POST, { path: "/v1.1/request/reject", auth: "demo.checker" }, "{"),
      await callRouteRaw(POST, { path: "/v1.1/request/reject", auth: "demo.checker" }, "{}", "text/plain"),
      await reject([]),
      await reject([{ id: String(merge.id), type: "CHANGE_IDENTIFIER", base_type: 7 }]),
      await reject([{ id: merge.id, type: "CHANGE_IDENTIFIER" }]),
      await reject([
        { id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE", updated_comments: "x".repeat(1001) },
      ]),
      await reject([{ id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE", updated_comments: true }]),
      await reject(
        Array.from({ length: 101 }, () => ({ id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" })),
      ),
      await reject([{ id: merge.id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }], "demo.viewer"),
    ];
    expect(cases.map((c) => c.status)).toEqual([400, 415, 400, 400, 400, 400, 400, 400, 403]);
    // A malformed item is refused in its own item_status (as the original does); a malformed call as a whole.
    const perItem = new Set([3, 4, 5, 6]);
    cases.forEach((c, index) => {
      if (perItem.has(index))
        expect(c.body.response.requests.request[0].item_status).toEqual({
          success: "false",
          code: 400,
          message: expect.any(String),
        });
      else
        expect(c.body).toEqual({
          response: { status: { success: "false", code: c.status, message: expect.any(String) } },
        });
    });
    expect(await db.request.count({ where: { status: "PENDING" } })).toBe(pending);
    const fresh = await pendingGoodwill(await userIdOf("demo.maker"));
    const atLimit = await reject([
      { id: fresh.id, type: "GOODWILL", base_type: "POINTS", updated_comments: "x".repeat(1000) },
    ]);
    expect(atLimit.status).toBe(200);
    expect((await db.request.findUniqueOrThrow({ where: { id: fresh.id } })).status).toBe("REJECTED");
  });
});
