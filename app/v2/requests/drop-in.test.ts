import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { GET as LOOKUP } from "../customers/lookup/route.ts";
import { POST as ADD_CUSTOMER } from "../customers/route.ts";
import { POST, PUT } from "./route.ts";

// A drop-in for the original: what its clients send is accepted; refusals name the field, with its messages.

const post = (body: unknown, query = "source=INSTORE", auth: Auth = "demo.maker") =>
  callRoute(POST, { path: `/v2/requests?${query}`, body, auth });
const merge = (victimCustomer?: Record<string, string>, survivorCustomer?: Record<string, string>) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer,
  survivorCustomer,
});
const statusOf = async (id: number) => (await db.request.findUniqueOrThrow({ where: { id } })).status;
const refused = (code: number, message: string | RegExp) => ({
  errors: [{ status: false, code, message: typeof message === "string" ? message : expect.stringMatching(message) }],
  warnings: [],
});

let seq = 0;
async function newCustomer() {
  const n = ++seq;
  const ids = {
    mobile: `91960000${String(n).padStart(4, "0")}`,
    email: `dropin${n}@example.com`,
    externalId: `DROPIN-${n}`,
  };
  const customer = await db.customer.create({
    data: {
      firstName: "Drop",
      lastName: `In ${n}`,
      registrations: { create: { orgId: 100 } },
      identifiers: { create: Object.entries(ids).map(([type, value]) => ({ orgId: 100, type, value })) },
    },
  });
  return { id: customer.id, ...ids };
}

describe("POST /v2/requests, client_auto_approve", () => {
  it("treats an empty value as not given and reads true/false in any letter case", async () => {
    const empty = await post(
      merge({ id: String((await newCustomer()).id) }, { id: String((await newCustomer()).id) }),
      "source=INSTORE&client_auto_approve=",
    );
    expect(empty.status).toBe(200);
    expect(await statusOf(empty.body.createdId)).toBe("PENDING");
    for (const flag of ["TRUE", "True"]) {
      const res = await post(
        merge({ id: String((await newCustomer()).id) }, { id: String((await newCustomer()).id) }),
        `source=INSTORE&client_auto_approve=${flag}`,
        "demo.checker",
      );
      expect(res.status, flag).toBe(200);
      expect(await statusOf(res.body.createdId)).toBe("APPROVED");
    }
    const no = await post(
      merge({ id: String((await newCustomer()).id) }, { id: String((await newCustomer()).id) }),
      "source=INSTORE&client_auto_approve=FALSE",
    );
    expect(await statusOf(no.body.createdId)).toBe("PENDING");
    const bad = await post(merge({ id: "5004" }, { id: "5002" }), "source=INSTORE&client_auto_approve=yes");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(refused(400, /^client_auto_approve: /));
  });
});

describe("POST /v2/requests, the transaction body", () => {
  const transaction = (extra: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
    type: "TRANSACTION",
    baseType: "REGULAR_TXN_ADD",
    customerIdentificationInfo: {
      identifierType: "mobile",
      identifierValue: "919900000003",
      source: "INSTORE",
      channel: "POS",
    },
    transaction: {
      type: "REGULAR",
      billNumber: "DI-1",
      billAmount: "100",
      storeCode: "S1",
      lineItemsV2: [{ itemCode: "A" }, { qty: 2, serial: "x" }, {}],
      ...details,
    },
    ...extra,
  });

  it("ignores unknown fields anywhere, listing each in the warnings, and takes line items with any subset of fields", async () => {
    const res = await post(transaction({ requestId: "r-1" }));
    expect(res.status).toBe(200);
    const ignored = [
      "requestId",
      "customerIdentificationInfo.channel",
      "transaction.storeCode",
      "transaction.lineItemsV2.1.serial",
    ];
    expect(res.body.warnings).toHaveLength(ignored.length);
    expect(res.body.warnings).toEqual(
      expect.arrayContaining(
        ignored.map((path) => ({ status: false, code: 9045, message: `${path}: unknown field ignored` })),
      ),
    );
    const stored = await db.request.findUniqueOrThrow({ where: { id: res.body.createdId } });
    expect(JSON.parse(stored.payload).transaction.lineItemsV2).toEqual([{ itemCode: "A" }, { qty: 2 }, {}]);
    expect((await post(transaction({}, { lineItemsV2: [{ amount: 10 }] }))).body.warnings).toHaveLength(2);
  });

  it("still refuses what makes the request meaningless, naming the field", async () => {
    const badAmount = await post(transaction({}, { billAmount: "a lot" }));
    expect(badAmount.status).toBe(400);
    expect(badAmount.body).toEqual(refused(400, /^transaction\.billAmount: /));
    const badQty = await post(transaction({}, { lineItemsV2: [{ qty: "two" }] }));
    expect(badQty.body).toEqual(refused(400, /^transaction\.lineItemsV2\.0\.qty: /));
    const noCustomer = await post({ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", extra: 1 });
    expect(noCustomer.body).toEqual(refused(400, "customerIdentificationInfo: is required (expected object)"));
  });
});

describe("POST /v2/requests, merge customers", () => {
  it("answers the original's messages when the customers are missing", async () => {
    expect((await post(merge({ id: "5004" }))).body).toEqual(
      refused(400, "toUserId can't be null (survivorCustomer required)"),
    );
    expect((await post(merge(undefined, { id: "5002" }))).body).toEqual(
      refused(400, "fromUserId can't be null (victimCustomer required)"),
    );
    expect((await post(merge())).body).toEqual(
      refused(400, "toUserId can't be null, fromUserId can't be null (survivorCustomer and victimCustomer required)"),
    );
  });

  it("refuses accountId alone naming the field, and takes it beside an identifier", async () => {
    const alone = await post(merge({ accountId: "ACC-1" }, { id: "5002" }));
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual(refused(400, /^victimCustomer\.accountId: accountId is a source account/));
    const beside = await post(
      merge({ accountId: "ACC-1", mobile: (await newCustomer()).mobile }, { id: String((await newCustomer()).id) }),
    );
    expect(beside.status).toBe(200);
  });

  it("answers 9027 for a merged victim however it is named, and the retired identifiers resolve to nobody", async () => {
    const victim = await newCustomer();
    const done = await post(
      merge({ id: String(victim.id) }, { id: String((await newCustomer()).id) }),
      "source=INSTORE&client_auto_approve=true",
      "demo.checker",
    );
    expect(done.status).toBe(200);
    const refs: Record<string, string>[] = [
      { id: String(victim.id) },
      { mobile: victim.mobile },
      { email: victim.email.toUpperCase() },
      { externalId: victim.externalId },
    ];
    for (const ref of refs) {
      const res = await post(merge(ref, { id: "5003" }));
      expect(res.status, JSON.stringify(ref)).toBe(409);
      expect(res.body).toEqual(refused(9027, "Victim is already merged to another user"));
    }
    const lookup = await callRoute(LOOKUP, {
      path: `/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=${victim.mobile}`,
      auth: "demo.maker",
    });
    expect(lookup.status).toBe(404);
    // The value is free again: a new customer may take it, and is then the one it names.
    const again = await callRoute(ADD_CUSTOMER, {
      path: "/v2/customers?source=INSTORE",
      body: {
        profiles: [{ firstName: "New", lastName: "Holder", identifiers: [{ type: "mobile", value: victim.mobile }] }],
      },
      auth: "demo.maker",
    });
    expect(again.status).toBe(200);
    const named = await post(merge({ mobile: victim.mobile }, { id: String((await newCustomer()).id) }));
    expect(named.status).toBe(200);
    expect((await db.request.findUniqueOrThrow({ where: { id: named.body.createdId } })).customerId).toBe(
      again.body.createdId,
    );
  });
});

describe("PUT /v2/requests", () => {
  it("answers the original's 'requestId can't be null' for an item without its id", async () => {
    const res = await callRoute(PUT, {
      method: "PUT",
      path: "/v2/requests",
      body: [{ type: "GOODWILL", baseType: "POINTS", status: "APPROVED" }],
      auth: "demo.checker",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refused(400, "requestId can't be null (0.id required)"));
  });
});
