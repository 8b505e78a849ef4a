import { describe, expect, it, vi } from "vitest";
import { POST as CREATE_REQUEST } from "@/app/v2/requests/route.ts";
import { POST as ADD_REQUESTS } from "@/app/v1.1/request/add/route.ts";
import { db, dbProvider } from "../db/client.ts";
import { callRoute, type Auth } from "../../scripts/test-harness/call-route.ts";
import { apiRoute, json } from "./api-route.ts";
import { v2Family } from "./families/v2.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { regularBillRequest } from "@/scripts/test-harness/transaction-request.ts";

// Idempotency-Key on the real POST /v2/requests: a retry replays the first answer and changes nothing,
// another body is 422, concurrent calls with one key create one request.

let bill = 0;
const txnBody = (billNumber = `IDEM-${++bill}`) =>
  regularBillRequest("919900000003", { billNumber, billAmount: "250" });
const post = (key: string | undefined, body: unknown, auth: Auth = "demo.maker") =>
  callRoute(CREATE_REQUEST, {
    path: "/v2/requests?source=INSTORE",
    auth,
    body,
    headers: key === undefined ? {} : { "idempotency-key": key },
  });
const requestsWithBill = (billNumber: string) =>
  db.request.count({ where: { payload: { contains: `"${billNumber}"` } } });

describe("Idempotency-Key", () => {
  it("replays the first answer to a retry with the same body, with Idempotent-Replayed, creating nothing more", async () => {
    const body = txnBody();
    const first = await post("retry-1", body);
    expect(first.status).toBe(200);
    expect(first.headers.get("idempotent-replayed")).toBeNull();
    const again = await post("retry-1", body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(again.headers.get("x-cap-requestid")).toBeTruthy();
    expect(await requestsWithBill(body.transaction.billNumber)).toBe(1);
    // Without a key, or with a new one, the same body is a new request.
    expect((await post(undefined, body)).body.createdId).not.toBe(first.body.createdId);
    expect((await post("retry-2", body)).body.createdId).not.toBe(first.body.createdId);
    expect(await requestsWithBill(body.transaction.billNumber)).toBe(3);
  });

  it("refuses the same key with another body with 422 in the family's shape, creating nothing", async () => {
    const first = txnBody();
    await post("mismatch-1", first);
    const other = txnBody();
    expectV2Error(await post("mismatch-1", other), 422, /Idempotency-Key/);
    expect(await requestsWithBill(other.transaction.billNumber)).toBe(0);
  });

  it("keeps keys per principal: another caller's same key is its own", async () => {
    const body = txnBody();
    const a = await post("shared-key", body, "demo.maker");
    const b = await post("shared-key", body, "demo.checker");
    expect(b.status).toBe(200);
    expect(b.headers.get("idempotent-replayed")).toBeNull();
    expect(b.body.createdId).not.toBe(a.body.createdId);
  });

  it("takes a key of at most 255 characters; a longer or empty one is 400 in the family's shape", async () => {
    expect((await post("k".repeat(255), txnBody())).status).toBe(200);
    for (const key of ["k".repeat(256), ""]) {
      const body = txnBody();
      expectV2Error(await post(key, body), 400);
      expect(await requestsWithBill(body.transaction.billNumber)).toBe(0);
    }
  });

  it("stores a refusal (4xx) like a success, so the retry is refused the same way", async () => {
    const bad = { ...txnBody(), baseType: "NOPE" };
    const first = await post("refused-1", bad);
    expect(first.status).toBe(400);
    const again = await post("refused-1", bad);
    expect(again.status).toBe(400);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });

  it("does not store a 500: the retry runs the operation again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    let calls = 0;
    const flaky = apiRoute({ family: v2Family, access: "default" }, async () => {
      calls += 1;
      if (calls === 1) throw new Error("database went away");
      return json({ calls }, 201);
    });
    const call = () =>
      callRoute(flaky, {
        path: "/flaky",
        auth: "demo.maker",
        body: { a: 1 },
        headers: { "idempotency-key": "flaky-1" },
      });
    expect((await call()).status).toBe(500);
    const second = await call();
    expect(second.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBeNull();
    const third = await call();
    expect(third.body).toEqual({ calls: 2 });
    expect(third.headers.get("idempotent-replayed")).toBe("true");
  });

  it("keeps a batch's partial answer after a 500: the retry replays which items committed and repeats none", async () => {
    // A real database failure on the second item: a trigger refuses requests with this reason.
    const sqlite = dbProvider() === "sqlite";
    await db.$executeRawUnsafe(
      sqlite
        ? `CREATE TRIGGER "Request_fail_on_reason" BEFORE INSERT ON "Request" WHEN NEW."reason" = 'fail here' BEGIN SELECT RAISE(ABORT, 'refused by the test trigger'); END`
        : `CREATE FUNCTION "request_fail_on_reason"() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by the test trigger'; END $$ LANGUAGE plpgsql`,
    );
    if (!sqlite)
      await db.$executeRawUnsafe(
        `CREATE TRIGGER "Request_fail_on_reason" BEFORE INSERT ON "Request" FOR EACH ROW WHEN (NEW."reason" = 'fail here') EXECUTE FUNCTION "request_fail_on_reason"()`,
      );
    const goodwill = (reason: string) => ({
      type: "GOODWILL",
      base_type: "POINTS",
      customer: { mobile: "919900000002" },
      points: "7",
      reason,
    });
    const body = {
      root: { request: [goodwill("batch-500 first"), goodwill("fail here"), goodwill("batch-500 third")] },
    };
    const add = () =>
      callRoute(ADD_REQUESTS, {
        path: "/v1.1/request/add",
        auth: "demo.maker",
        body,
        headers: { "idempotency-key": "batch-500" },
      });
    const created = () => db.request.count({ where: { reason: { startsWith: "batch-500" } } });
    let first;
    try {
      first = await add();
    } finally {
      await db.$executeRawUnsafe(`DROP TRIGGER "Request_fail_on_reason"${sqlite ? "" : ` ON "Request"`}`);
      if (!sqlite) await db.$executeRawUnsafe(`DROP FUNCTION "request_fail_on_reason"()`);
    }
    expect(first.status).toBe(500);
    const items = first.body.response.requests.request;
    expect(items[0]).toMatchObject({ id: expect.any(String), item_status: { success: "true" } });
    expect(items[1].item_status).toMatchObject({
      success: "false",
      code: 500,
      message: expect.stringMatching(/not applied/),
    });
    expect(items[2].item_status).toMatchObject({
      success: "false",
      code: 500,
      message: expect.stringMatching(/Not attempted/),
    });
    expect(first.body.response.status).toMatchObject({ success: "false", code: 500 });
    expect(await created()).toBe(1);

    // The failure is gone, but the same key replays the partial answer: the first item is not added twice.
    const retry = await add();
    expect(retry.status).toBe(500);
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(retry.body).toEqual(first.body);
    expect(await created()).toBe(1);
  });

  it("lets 20 concurrent calls with one key create exactly one request; the others replay it or get 409", async () => {
    const body = txnBody();
    const results = await Promise.all(Array.from({ length: 20 }, () => post("race-1", body)));
    expect(await requestsWithBill(body.transaction.billNumber)).toBe(1);
    const created = results.filter((r) => r.status === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.createdId)).size).toBe(1);
    expect(created.filter((r) => r.headers.get("idempotent-replayed") !== "true")).toHaveLength(1);
    for (const other of results.filter((r) => r.status !== 200)) {
      expectV2Error(other, 409);
    }
  });
});
