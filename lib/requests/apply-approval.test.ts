import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { POST as CREATE } from "@/app/v2/requests/route.ts";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "@/app/v1.1/request/approve/route.ts";
import { byId, postMergeRequest } from "@/scripts/test-harness/merge-request.ts";
import { createMobileCustomer } from "@/scripts/test-harness/mobile-customer.ts";

// The approval of the kinds that run in the ORM's transaction: the refusals that need no lock come before
// the customer's lock, and the planned effect runs after it.

type Item = Record<string, unknown>;
const approve = (request: Item[], auth: Auth = "demo.checker") =>
  callRoute(APPROVE, { path: "/v1.1/request/approve", body: { root: { request } }, auth });
const add = async (item: Item) => {
  const res = await callRoute(ADD, {
    path: "/v1.1/request/add",
    body: { root: { request: [item] } },
    auth: "demo.maker",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};
const itemOf = (res: { body: { response: { requests: { request: Item[] } } } }) =>
  res.body.response.requests.request[0];
const statusOf = async (id: number) => (await db.request.findUniqueOrThrow({ where: { id } })).status;

let nextMobile = 919700500100;
const newCustomer = () => createMobileCustomer(String(nextMobile++), "Plan");

/** A RETRO request that tags `owner`'s transaction to another, new `customer`. */
async function retroRequest() {
  const owner = await newCustomer();
  const customer = await newCustomer();
  const transaction = await db.transaction.create({
    data: { orgId: 100, customerId: owner, billingDate: new Date(), billAmount: "10" },
  });
  const id = await add({
    type: "TRANSACTION_UPDATE",
    base_type: "RETRO",
    customer: { id: customer },
    transaction_id: transaction.id,
  });
  return { owner, customer, transaction, id };
}

/** Merges the customer away (into a new one) through an approved merge request. */
async function mergeAway(victimId: number) {
  const survivorId = await newCustomer();
  const created = await postMergeRequest(CREATE, "demo.maker", byId(victimId), byId(survivorId));
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const merged = await approve([{ id: created.body.createdId, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]);
  expect(itemOf(merged).status).toBe("APPROVED");
}

describe("approving the kinds planned before the customer's lock", () => {
  it("RETRO tags the organization's transaction to the request's customer and keeps its id", async () => {
    const { customer, transaction, id } = await retroRequest();
    const res = await approve([{ id, type: "TRANSACTION_UPDATE", base_type: "RETRO" }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(itemOf(res)).toMatchObject({ status: "APPROVED" });
    expect((await db.request.findUniqueOrThrow({ where: { id } })).assocId).toBe(String(transaction.id));
    expect((await db.transaction.findUniqueOrThrow({ where: { id: transaction.id } })).customerId).toBe(customer);
  });

  it("refuses a coupon series of no use (9017) before the lock finds the customer merged away (8015)", async () => {
    const customer = await newCustomer();
    const id = await add({ type: "GOODWILL", base_type: "COUPON", customer: { id: customer }, series_id: "9001" });
    await mergeAway(customer);

    const badSeries = await approve([{ id, type: "GOODWILL", base_type: "COUPON", series_id: "9999" }]);
    expect(itemOf(badSeries).item_status).toMatchObject({ code: 9017 });
    const merged = await approve([{ id, type: "GOODWILL", base_type: "COUPON", series_id: "9001" }]);
    expect(merged.status).toBe(404);
    expect(itemOf(merged).item_status).toMatchObject({ code: 8015 });
    expect(await statusOf(id)).toBe("PENDING");
    expect(await db.coupon.count({ where: { requestId: id } })).toBe(0);
  });

  it("applies no RETRO for a customer merged away: the transaction keeps its customer", async () => {
    const { owner, customer, transaction, id } = await retroRequest();
    await mergeAway(customer);
    const res = await approve([{ id, type: "TRANSACTION_UPDATE", base_type: "RETRO" }]);
    expect(itemOf(res).item_status).toMatchObject({ code: 8015 });
    expect(await statusOf(id)).toBe("PENDING");
    expect((await db.transaction.findUniqueOrThrow({ where: { id: transaction.id } })).customerId).toBe(owner);
  });
});
