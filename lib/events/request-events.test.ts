import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { eventMark, eventsAfter, expectNoSecret } from "@/scripts/test-harness/outbox-events.ts";
import { addTransactionRequest } from "@/scripts/test-harness/transaction-request.ts";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "@/app/v1.1/request/approve/route.ts";
import { POST as REJECT } from "@/app/v1.1/request/reject/route.ts";
import { POST as CREATE, PUT as REVIEW } from "@/app/v2/requests/route.ts";
import { GET as GET_REQUEST } from "@/app/v2/requests/[id]/route.ts";
import { byId, postMergeRequest } from "@/scripts/test-harness/merge-request.ts";

// request.created / approved / rejected, points.credited and customer.merged, written by the request paths in
// the change's transaction: one per change, none for a refused or failed one.

type Item = Record<string, unknown>;
const add = async (item: Item, auth: Auth = "demo.maker") => {
  const res = await callRoute(ADD, { path: "/v1.1/request/add", body: { root: { request: [item] } }, auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};
const decide = (route: unknown, request: Item[], auth: Auth = "demo.checker") =>
  callRoute(route, { path: "/v1.1/request/x", body: { root: { request } }, auth });
const detail = async (id: number) =>
  (await callRoute(GET_REQUEST, { path: `/v2/requests/${id}`, params: { id: String(id) }, auth: "demo.checker" })).body;

let nextMobile = 919700400100;
async function newCustomer(orgId = 100): Promise<{ id: number; mobile: string }> {
  const mobile = String(nextMobile++);
  const customer = await db.customer.create({
    data: {
      firstName: "Event",
      lastName: "Test",
      registrations: { create: { orgId } },
      identifiers: { create: { orgId, type: "mobile", value: mobile } },
    },
  });
  return { id: customer.id, mobile };
}
const goodwill = (mobile: string, points = "40") => ({
  type: "GOODWILL",
  base_type: "POINTS",
  customer: { mobile },
  points,
  reason: "late delivery",
});

/** The fields of the event's request that GET /v2/requests/{id} shows alike (names and history need a read). */
function expectShownAsGet(data: Record<string, unknown>, shown: Record<string, unknown>) {
  const readAlong = new Set(["customerName", "requestedBy", "lastUpdatedBy", "attribution", "history", "warnings"]);
  const same = Object.fromEntries(Object.entries(shown).filter(([key]) => !readAlong.has(key)));
  expect(data).toMatchObject(same);
  const idOf = (actor: unknown) => (actor === null ? null : { id: (actor as { id: number }).id });
  expect(data.requestedBy).toEqual(idOf(shown.requestedBy));
  expect(data.lastUpdatedBy).toEqual(idOf(shown.lastUpdatedBy));
}

describe("request events", () => {
  it("a pending creation writes request.created with the request as GET shows it", async () => {
    const customer = await newCustomer();
    const mark = await eventMark();
    const id = await add(goodwill(customer.mobile));
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["request.created"]);
    expect(events[0].orgId).toBe(100);
    expect(events[0].data).toMatchObject({
      id,
      type: "GOODWILL",
      baseType: "POINTS",
      status: "PENDING",
      userId: customer.id,
      requestedPoints: "40",
      reason: "late delivery",
      goodwillRequest: { points: "40", approvedValue: null },
    });
    expect(Date.parse(events[0].timestamp)).not.toBeNaN();
    expectShownAsGet(events[0].data, await detail(id));
    expectNoSecret(events);
  });

  it("a goodwill approval writes request.approved and points.credited together; a rejection request.rejected", async () => {
    const customer = await newCustomer();
    const approved = await add(goodwill(customer.mobile, "40"));
    const rejected = await add(goodwill(customer.mobile, "5"));
    const mark = await eventMark();
    const res = await decide(APPROVE, [{ id: approved, type: "GOODWILL", base_type: "POINTS", points: "25" }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await decide(REJECT, [{ id: rejected, type: "GOODWILL", base_type: "POINTS" }])).status).toBe(200);

    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["request.approved", "points.credited", "request.rejected"]);
    const [approval, credit, rejection] = events;
    expect(credit.seq).toBe(approval.seq + 1);
    expect(approval.data).toMatchObject({ id: approved, status: "APPROVED", goodwillRequest: { approvedValue: "25" } });
    expectShownAsGet(approval.data, await detail(approved));
    const nextYear = new Date().getFullYear() + 1;
    expect(credit.data).toEqual({
      customerId: customer.id,
      points: "25",
      pointsType: "customer_promotions",
      expiryType: "fixed",
      expiryDate: `${nextYear}-12-31`,
      expiryDateISO: expect.stringMatching(new RegExp(`^${nextYear}-12-31T00:00:00`)),
      source: "goodwill",
      requestId: approved,
    });
    expect(rejection.data).toMatchObject({ id: rejected, status: "REJECTED" });
    expectShownAsGet(rejection.data, await detail(rejected));
    expectNoSecret(events);
  });

  it("a transaction's approval credits its earned points with the transaction", async () => {
    const customer = await newCustomer();
    const id = await addTransactionRequest(CREATE, "demo.maker", customer.mobile, {
      billNumber: "EV-1",
      billAmount: "250",
      billingDate: "2026-01-15T10:00:00Z",
    });
    const mark = await eventMark();
    const res = await callRoute(REVIEW, {
      method: "PUT",
      path: "/v2/requests",
      body: [{ id, type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", status: "APPROVED" }],
      auth: "demo.checker",
    });
    expect(res.body.failureCount, JSON.stringify(res.body)).toBe(0);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["request.approved", "points.credited"]);
    const transaction = await db.transaction.findFirstOrThrow({ where: { requestId: id } });
    expect(events[0].data).toMatchObject({ id, status: "APPROVED", billNumber: "EV-1", billAmount: "250" });
    expect(events[1].data).toMatchObject({
      customerId: customer.id,
      points: "25",
      pointsType: "bill_regular",
      expiryType: "rolling",
      source: "transaction",
      requestId: id,
      transactionId: transaction.id,
    });
  });

  it("a merge writes request.created, then request.approved and customer.merged", async () => {
    const victim = await newCustomer();
    const survivor = await newCustomer();
    const mark = await eventMark();
    const created = await postMergeRequest(CREATE, "demo.maker", byId(victim.id), byId(survivor.id));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.createdId as number;
    expect((await decide(APPROVE, [{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }])).status).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["request.created", "request.approved", "customer.merged"]);
    expect(events[0].data).toMatchObject({
      id,
      status: "PENDING",
      changeIdentifierRequest: { victim: { id: victim.id }, survivor: { id: survivor.id } },
    });
    expect(events[2].data).toEqual({ victimId: victim.id, survivorId: survivor.id, requestId: id });
  });

  it("a request approved at creation writes request.created then request.approved in one transaction", async () => {
    const mark = await eventMark();
    const res = await callRoute(CREATE, {
      path: "/v2/requests?source=INSTORE&client_auto_approve=true",
      auth: "dropin.maker",
      body: {
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000009" },
        transaction: { billNumber: "EV-2", billAmount: "100", billingDate: "2026-01-15T10:00:00Z" },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["request.created", "request.approved", "points.credited"]);
    expect(events.map((event) => event.seq - events[0].seq)).toEqual([0, 1, 2]);
    expect(events.every((event) => event.orgId === 500)).toBe(true);
    expect(events[0].data).toMatchObject({ id: res.body.createdId, status: "PENDING" });
    expect(events[1].data).toMatchObject({ id: res.body.createdId, status: "APPROVED", forceApproved: true });
  });

  it("refused changes write nothing: four eyes, bad input, unknown or another org's request, a second decision", async () => {
    const customer = await newCustomer();
    const id = await add(goodwill(customer.mobile, "10"));
    const other = await newCustomer(200);
    const otherId = await add(goodwill(other.mobile, "10"), "dual.maker");
    const mark = await eventMark();
    const item = { id, type: "GOODWILL", base_type: "POINTS" };
    expect((await decide(APPROVE, [item], "demo.maker")).status).toBe(403);
    expect((await decide(APPROVE, [{ ...item, points: "11" }])).status).toBe(400);
    expect((await decide(APPROVE, [{ ...item, id: 99_999_999 }])).status).not.toBe(200);
    expect((await decide(APPROVE, [{ ...item, id: otherId }])).status).not.toBe(200);
    expect((await decide(REJECT, [{ ...item, type: "TRANSACTION" }])).status).not.toBe(200);
    const bad = await callRouteRaw(ADD, { path: "/v1.1/request/add", auth: "demo.maker" }, "{not json");
    expect(bad.status).toBe(400);
    const unknownCustomer = await callRoute(ADD, {
      path: "/v1.1/request/add",
      body: { root: { request: [goodwill("919000000000")] } },
      auth: "demo.maker",
    });
    expect(unknownCustomer.body.response.requests.request[0].item_status.success).toBe("false");
    expect(await eventsAfter(mark)).toEqual([]);

    expect((await decide(REJECT, [item])).status).toBe(200);
    const afterReject = await eventMark();
    expect((await decide(APPROVE, [item])).status).not.toBe(200);
    expect(await eventsAfter(afterReject)).toEqual([]);
  });

  it("a change that fails inside its transaction writes nothing", async () => {
    // The customer is merged away after the request was made: the approval's lock finds no live
    // registration once the credit, the decision and the events were sent, and all of it rolls back.
    const customer = await newCustomer();
    const survivor = await newCustomer();
    const id = await add(goodwill(customer.mobile, "10"));
    await db.customerRegistration.updateMany({
      where: { customerId: customer.id },
      data: { mergedIntoId: survivor.id },
    });
    const mark = await eventMark();
    const res = await decide(APPROVE, [{ id, type: "GOODWILL", base_type: "POINTS" }]);
    expect(res.status).not.toBe(200);
    expect((await db.request.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");

    // Auto Co approves at creation but has no default program: the creation's approval fails (9062) and
    // neither the request nor its request.created is kept.
    const auto = await newCustomer(400);
    const created = await callRoute(ADD, {
      path: "/v1.1/request/add",
      body: { root: { request: [goodwill(auto.mobile, "10")] } },
      auth: "auto.maker",
    });
    expect(created.body.response.requests.request[0].item_status.success).toBe("false");
    expect(await db.request.count({ where: { customerId: auto.id } })).toBe(0);
    expect(await eventsAfter(mark)).toEqual([]);
  });
});
