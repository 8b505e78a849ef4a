import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { GET, POST, PUT } from "./route.ts";
import { GET as GET_ONE } from "./[id]/route.ts";
import { regularBillRequest } from "@/scripts/test-harness/transaction-request.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";

const post = (body: unknown, query = "source=INSTORE", auth: Auth = "demo.maker") =>
  callRoute(POST, { path: `/v2/requests?${query}`, body, auth });
const put = (body: unknown, auth: Auth = "demo.checker") =>
  callRoute(PUT, { method: "PUT", path: "/v2/requests", body, auth });
const v2Error = (code: number, message?: string) => ({
  errors: [{ status: false, code, message: message ?? expect.any(String) }],
  warnings: [],
});
const requestCount = () => db.request.count();
/** Runs calls that must all be refused, and checks that they wrote no request. */
async function expectNoRequestWritten(refusals: () => Promise<void>) {
  const before = await requestCount();
  await refusals();
  expect(await requestCount()).toBe(before);
}
let nextMobile = 919800000100;
/**
 * A fresh customer of org 100, so tests that merge do not depend on each other (nor on the demo's pending
 * merge of 5004 into 5002, which makes both of those 9018 / 9026 for a new merge).
 */
async function newCustomer(
  firstName = "Test",
  lastName = "",
): Promise<{ id: number; mobile: string; email: string; externalId: string }> {
  const mobile = String(nextMobile++);
  const [email, externalId] = [`t${mobile}@example.com`, `EXT-${mobile}`];
  const customer = await db.customer.create({
    data: {
      firstName,
      lastName,
      registrations: { create: { orgId: 100 } },
      identifiers: {
        create: [
          { orgId: 100, type: "mobile", value: mobile },
          { orgId: 100, type: "email", value: email },
          { orgId: 100, type: "externalId", value: externalId },
        ],
      },
    },
  });
  return { id: customer.id, mobile, email, externalId };
}
const idOf = (customer: { id: number }) => ({ id: String(customer.id) });

const txnBody = (overrides: Record<string, unknown> = {}) => ({
  ...regularBillRequest("919900000003", {
    billNumber: "B-1",
    billAmount: "250",
    paymentModes: [{ mode: "CASH", value: "250" }],
    lineItemsV2: [{ itemCode: "SKU1", description: "Jeans", amount: 250, rate: 250, qty: 1, discount: 0 }],
    customFields: { channel: "store" },
  }),
  ...overrides,
});
const mergeBody = (victim: Record<string, string>, survivor: Record<string, string>) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer: victim,
  survivorCustomer: survivor,
});

describe("POST /v2/requests", () => {
  it("creates a pending transaction request and returns {createdId, warnings}", async () => {
    const res = await post(txnBody());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ createdId: expect.any(Number), warnings: [] });
    const stored = await db.request.findUniqueOrThrow({ where: { id: res.body.createdId }, include: { events: true } });
    expect(stored).toMatchObject({
      orgId: 100,
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      status: "PENDING",
      customerId: 5003,
      forceApproved: false,
    });
    expect(stored.events).toHaveLength(1);
  });

  it("creates a pending merge request", async () => {
    const [victim, survivor] = [await newCustomer(), await newCustomer()];
    const res = await post(mergeBody({ mobile: victim.mobile }, idOf(survivor)));
    expect(res.status).toBe(200);
    const stored = await db.request.findUniqueOrThrow({ where: { id: res.body.createdId } });
    expect(stored).toMatchObject({
      status: "PENDING",
      customerId: victim.id,
      survivorId: survivor.id,
      source: "INSTORE",
    });
    // An email names its customer in any letter case.
    const [other, otherSurvivor] = [await newCustomer(), await newCustomer()];
    const byEmail = await post(mergeBody({ mobile: other.mobile }, { email: otherSurvivor.email.toUpperCase() }));
    expect(byEmail.status).toBe(200);
    expect((await db.request.findUniqueOrThrow({ where: { id: byEmail.body.createdId } })).survivorId).toBe(
      otherSurvivor.id,
    );
  });

  it("accepts INSTORE_V2 as INSTORE and refuses other sources (8003) or none for a merge", async () => {
    expect(
      (await post(mergeBody(idOf(await newCustomer()), idOf(await newCustomer())), "source=INSTORE_V2")).status,
    ).toBe(200);
    const before = await requestCount();
    const bad = await post(mergeBody({ id: "5004" }, { id: "5002" }), "source=WEB");
    expectV2Error(bad, 400, "Invalid source", 8003);
    const missing = await post(mergeBody({ id: "5004" }, { id: "5002" }), "");
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0].code).toBe(400);
    expect(await requestCount()).toBe(before);
  });

  it("processes a merge at once with client_auto_approve=true; it cannot be approved later", async () => {
    const victim = await newCustomer();
    const res = await post(
      mergeBody({ mobile: victim.mobile }, { id: "5003" }),
      "source=INSTORE&client_auto_approve=true",
      "demo.checker",
    );
    expect(res.status).toBe(200);
    const stored = await db.request.findUniqueOrThrow({ where: { id: res.body.createdId } });
    expect(stored).toMatchObject({ status: "APPROVED", forceApproved: true });
    expect(
      await db.customerRegistration.findUniqueOrThrow({
        where: { customerId_orgId: { customerId: victim.id, orgId: 100 } },
      }),
    ).toMatchObject({ mergedIntoId: 5003 });
    const again = await put([{ type: "CHANGE_IDENTIFIER", baseType: "MERGE", id: stored.id, status: "APPROVED" }]);
    expect(again.status).toBe(409);
    expect(again.body.response[0]).toMatchObject({
      entityId: stored.id,
      result: false,
      errors: [{ status: false, code: 9053 }],
    });
    const merged = await post(mergeBody({ id: String(victim.id) }, idOf(await newCustomer())));
    expectV2Error(merged, 409, "Victim is already merged to another user", 9027);
  });

  it("processes requests at once in an organization with auto-approval (recorded, not force-approved)", async () => {
    const customer = await db.customer.create({
      data: {
        firstName: "Auto",
        registrations: { create: { orgId: 400 } },
        identifiers: { create: { orgId: 400, type: "mobile", value: "919600000001" } },
      },
    });
    const res = await post(
      txnBody({ customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919600000001" } }),
      "source=INSTORE",
      "auto.maker",
    );
    expect(res.status).toBe(200);
    const stored = await db.request.findUniqueOrThrow({
      where: { id: res.body.createdId },
      include: { events: { orderBy: { id: "asc" } } },
    });
    expect(stored).toMatchObject({ orgId: 400, status: "APPROVED", forceApproved: false, customerId: customer.id });
    expect(stored.events.map((e) => e.toStatus)).toEqual(["PENDING", "APPROVED"]);
    expect(await db.transaction.count({ where: { requestId: stored.id, customerId: customer.id } })).toBe(1);
  });

  it("refuses an invalid type (9006) and baseType (9008)", async () => {
    await expectNoRequestWritten(async () => {
      for (const type of ["GOODWILL", "NOPE", 5, undefined]) {
        const res = await post({ ...mergeBody({ id: "5004" }, { id: "5002" }), type });
        expectV2Error(res, 400, "Request Type is invalid", 9006);
      }
      for (const [type, baseType] of [
        ["TRANSACTION", "MERGE"],
        ["CHANGE_IDENTIFIER", "REGULAR_TXN_ADD"],
        ["CHANGE_IDENTIFIER", undefined],
      ]) {
        const res = await post({ ...mergeBody({ id: "5004" }, { id: "5002" }), type, baseType });
        expectV2Error(res, 400, "Request Base Type is invalid", 9008);
      }
    });
  });

  it("refuses unknown victims or survivors (9042), another org's customers, and victim = survivor (9029)", async () => {
    await expectNoRequestWritten(async () => {
      for (const body of [
        mergeBody({ mobile: "910000000000" }, { id: "5002" }),
        mergeBody({ id: "5004" }, { id: "999999" }),
        mergeBody({ id: "5005" }, { id: "5002" }),
        mergeBody({ id: "5004", mobile: "919900000002" }, { id: "5002" }),
        txnBody({ customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000005" } }),
      ]) {
        const res = await post(body);
        expectV2Error(res, 404, "Customer not found for given identifiers", 9042);
      }
      const same = await post(mergeBody({ id: "5004" }, { mobile: "919900000004" }));
      expectV2Error(same, 422, "Victim and survivor are the same customer", 9029);
    });
  });

  it("blocks every POST from a child organization of a connected group (9021)", async () => {
    await expectNoRequestWritten(async () => {
      for (const body of [
        mergeBody({ id: "5008" }, { id: "5006" }),
        txnBody({ customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000006" } }),
      ]) {
        const res = await post(body, "source=INSTORE", "north.maker");
        expectV2Error(res, 403, "Request Add/Update is blocked for the child organization", 9021);
      }
    });
  });

  it("refuses malformed JSON, wrong content type, wrong types, unknown fields and oversized arrays", async () => {
    const before = await requestCount();
    const cases = [
      await callRouteRaw(POST, { path: "/v2/requests?source=INSTORE", auth: "demo.maker" }, "{"),
      await callRouteRaw(
        POST,
        { path: "/v2/requests?source=INSTORE", auth: "demo.maker" },
        JSON.stringify(txnBody()),
        "text/plain",
      ),
      await post(txnBody({ transaction: { billAmount: true } })),
      // An unknown field alone is ignored with a warning (drop-in.test.ts); beside a real problem, the problem is refused.
      await post(txnBody({ extra: 1, customerIdentificationInfo: undefined })),
      await post({ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD" }),
      await post(mergeBody({}, { id: "5002" })),
      await post(
        txnBody({
          transaction: {
            lineItemsV2: Array.from({ length: 501 }, () => ({ itemCode: "A", amount: 1, rate: 1, qty: 1 })),
          },
        }),
      ),
      await post(txnBody({ transaction: { billNumber: "x".repeat(101) } })),
      await post(mergeBody({ id: "5004" }, { id: "5002" }), "source=INSTORE&client_auto_approve=yes"),
      await post(txnBody({ transaction: { lineItemsV2: [{ qty: "1.5" }] } })),
    ];
    expect(cases.map((c) => c.status)).toEqual([400, 415, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const c of cases) expect(c.body).toEqual(v2Error(c.status));
    const atLimit = await post(
      txnBody({
        transaction: {
          billNumber: "x".repeat(100),
          lineItemsV2: Array.from({ length: 500 }, () => ({ itemCode: "A", amount: 1, rate: 1, qty: 1 })),
        },
      }),
    );
    expect(atLimit.status).toBe(200);
    expect(await requestCount()).toBe(before + 1);
  });

  it("needs credentials (401) and the requests write access group (403)", async () => {
    await expectNoRequestWritten(async () => {
      const anonymous = await post(txnBody(), "source=INSTORE", null);
      expectV2Error(anonymous, 401, "Authentication failed. Please check username and password.");
      const viewer = await post(txnBody(), "source=INSTORE", "demo.viewer");
      expectV2Error(viewer, 403);
    });
  });
});

describe("PUT /v2/requests", () => {
  it("approves a transaction request: records the transaction and credits bill_regular points", async () => {
    const created = await post(txnBody());
    const res = await put([
      {
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        id: created.body.createdId,
        status: "APPROVED",
        comments: "ok",
      },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      response: [{ entityId: created.body.createdId, result: true, warnings: [] }],
      totalCount: 1,
      failureCount: 0,
    });
    const transaction = await db.transaction.findUniqueOrThrow({ where: { requestId: created.body.createdId } });
    expect(transaction).toMatchObject({ customerId: 5003, billNumber: "B-1" });
    expect(transaction.billAmount.toString()).toBe("250");
    expect(JSON.parse(transaction.details).lineItemsV2).toHaveLength(1);
    const lot = await db.pointsLot.findFirstOrThrow({ where: { requestId: created.body.createdId } });
    expect(lot).toMatchObject({ customerId: 5003, programId: 1001, pointsType: "bill_regular", expiryType: "rolling" });
    expect(lot.points.toString()).toBe("25");
    const billing = new Date("2025-03-01T10:00:00+05:30");
    const expected = new Date(billing.getFullYear(), billing.getMonth(), billing.getDate() + 365);
    expect(lot.expiresAt.getTime()).toBe(expected.getTime());
  });

  it("rejects, reports per-item failures and refuses the maker (9056)", async () => {
    const created = await post(txnBody());
    const id = created.body.createdId;
    const own = await put([{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "APPROVED" }], "demo.maker");
    expect(own.status).toBe(403);
    const checker = await put([
      { type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "REJECTED", comments: "duplicate bill" },
      { type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 999999, status: "APPROVED" },
    ]);
    expect(checker.status).toBe(200);
    expect(checker.body).toEqual({
      response: [
        { entityId: id, result: true, warnings: [] },
        {
          entityId: 999999,
          result: false,
          errors: [{ status: false, code: 9050, message: "Request not found" }],
          warnings: [],
        },
      ],
      totalCount: 2,
      failureCount: 1,
    });
    expect(await db.transaction.count({ where: { requestId: id } })).toBe(0);
    const again = await put([{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "APPROVED" }]);
    expect(again.body.response[0].errors[0].code).toBe(9052);
  });

  it("refuses another organization's request, bad bodies, and callers without approve access", async () => {
    const acme = await post(mergeBody({ id: "5008" }, { id: "5006" }), "source=INSTORE", "acme.maker");
    const other = await put([
      { type: "CHANGE_IDENTIFIER", baseType: "MERGE", id: acme.body.createdId, status: "APPROVED" },
    ]);
    expect(other.status).toBe(404);
    expect(other.body.response[0].errors[0]).toEqual({ status: false, code: 9050, message: "Request not found" });
    expect((await db.request.findUniqueOrThrow({ where: { id: acme.body.createdId } })).status).toBe("PENDING");
    expect((await put([])).status).toBe(400);
    expect(
      (
        await put(
          Array.from({ length: 101 }, (_, i) => ({
            type: "TRANSACTION",
            baseType: "REGULAR_TXN_ADD",
            id: i + 1,
            status: "APPROVED",
          })),
        )
      ).status,
    ).toBe(400);
    expect((await put([{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 1, status: "DONE" }])).status).toBe(400);
    expect(
      (await put([{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 1, status: "APPROVED" }], "demo.maker"))
        .status,
    ).toBe(403);
    const noAccess = await put(
      [{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 1, status: "APPROVED" }],
      "demo.viewer",
    );
    expectV2Error(noAccess, 403);
    expect(
      (await put([{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 1, status: "APPROVED" }], null)).status,
    ).toBe(401);
  });

  it("is refused as a whole when the organization approves automatically", async () => {
    const res = await put(
      [{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id: 1, status: "APPROVED" }],
      "auto.maker",
    );
    expectV2Error(res, 400, undefined, 9054);
  });
});

describe("GET /v2/requests and /v2/requests/{id}", () => {
  it("returns one request with attribution and the full history", async () => {
    const [victim, survivor] = [await newCustomer("Vera", "Victim"), await newCustomer("Sam", "Survivor")];
    const created = await post(mergeBody(idOf(victim), idOf(survivor)));
    const id = created.body.createdId;
    await put([{ type: "CHANGE_IDENTIFIER", baseType: "MERGE", id, status: "REJECTED", comments: "wrong pair" }]);
    const res = await callRoute(GET_ONE, {
      path: `/v2/requests/${id}`,
      params: { id: String(id) },
      auth: "demo.checker",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      type: "CHANGE_IDENTIFIER",
      baseType: "MERGE",
      status: "REJECTED",
      userId: victim.id,
      survivorId: survivor.id,
      comments: "wrong pair",
      attribution: {
        createDate: expect.any(String),
        createdBy: { id: expect.any(Number), code: "demo.maker", name: "Demo Maker", type: "TILL" },
        modifiedBy: { code: "demo.checker", type: "TILL" },
      },
      changeIdentifierRequest: {
        victim: { id: victim.id, name: "Vera Victim", merged: false },
        survivor: { id: survivor.id, name: "Sam Survivor", merged: false },
        changeIdentifiers: {
          add: expect.arrayContaining([{ type: "mobile", value: survivor.mobile }]),
          remove: expect.arrayContaining([{ type: "externalId", value: victim.externalId }]),
        },
      },
      history: [
        { fromStatus: null, toStatus: "PENDING", changedBy: { code: "demo.maker" }, comment: "" },
        { fromStatus: "PENDING", toStatus: "REJECTED", changedBy: { code: "demo.checker" }, comment: "wrong pair" },
      ],
      warnings: [],
    });
  });

  it("answers 9050 for unknown ids and another organization's request", async () => {
    const acme = await post(mergeBody({ id: "5008" }, { id: "5006" }), "source=INSTORE", "acme.maker");
    for (const id of ["999999", "abc", String(acme.body.createdId)]) {
      const res = await callRoute(GET_ONE, { path: `/v2/requests/${id}`, params: { id }, auth: "demo.checker" });
      expectV2Error(res, 404, "Request not found", 9050);
    }
    expect(
      (await callRoute(GET_ONE, { path: "/v2/requests/1", params: { id: "1" }, auth: "demo.viewer" })).status,
    ).toBe(403);
    for (const [path, auth, status] of [
      ["/v2/requests/1", null, 401],
      ["/v2/requests", null, 401],
      ["/v2/requests", "demo.viewer", 403],
    ] as const) {
      const res = await callRoute(path === "/v2/requests" ? GET : GET_ONE, { path, params: { id: "1" }, auth });
      expect(res.status, `${path} ${auth}`).toBe(status);
      expect(res.body).toEqual(v2Error(status));
    }
  });

  it("lists with filters, paging, sorting and the requester", async () => {
    const list = (query: string, auth: Auth = "demo.checker") =>
      callRoute(GET, { path: `/v2/requests?${query}`, auth });
    const all = await list("status=PENDING&limit=100");
    expect(all.status).toBe(200);
    expect(all.body.pagination.total).toBe(all.body.data.length);
    expect(all.body.data.every((r: { status: string }) => r.status === "PENDING")).toBe(true);
    expect(all.body.data[0]).toMatchObject({
      requestedBy: { code: expect.any(String), type: "TILL" },
      addedOn: expect.any(String),
    });
    const merges = await list(
      "requestType=CHANGE_IDENTIFIER&requestSubType=MERGE&limit=1&offset=0&sort=ADDED_ON&order=ASC",
    );
    expect(merges.body.data).toHaveLength(1);
    expect(merges.body.data[0]).toMatchObject({
      baseType: "MERGE",
      userId: 5004,
      customerName: "Dara Okafor",
      survivorId: 5002,
    });
    const page2 = await list("limit=1&offset=1&order=ASC");
    const page1 = await list("limit=1&offset=0&order=ASC");
    expect(page2.body.data[0].id).not.toBe(page1.body.data[0].id);
    expect((await list("limit=&offset=&status=PENDING")).body.pagination).toMatchObject({ limit: 10, offset: 0 });
    for (const bad of [
      "limit=0",
      "limit=101",
      "offset=-1",
      "offset=1e2",
      "limit=1.5",
      "limit=%205",
      "sort=NAME",
      "order=UP",
      "status=DONE",
    ]) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual(v2Error(400));
    }
    // A parameter the operation does not know is ignored, as the original ignores it.
    expect((await list("limit=1&offset=0&order=ASC&foo=1")).body).toEqual(page1.body);
    const acme = await list("limit=100", "acme.checker");
    expect(acme.body.data.some((r: { userId: number }) => r.userId === 5004)).toBe(false);
  });

  it("pages by cursor through the same rows as by offset, for every sort and order", async () => {
    const list = (query: string) => callRoute(GET, { path: `/v2/requests?${query}`, auth: "demo.checker" });
    for (let i = 0; i < 5; i++) expect((await post(txnBody())).status).toBe(200);
    for (const ordering of [
      "sort=ADDED_ON&order=DESC",
      "sort=ADDED_ON&order=ASC",
      "sort=LAST_UPDATED_ON&order=DESC",
      "sort=LAST_UPDATED_ON&order=ASC",
    ]) {
      const everything = await list(`${ordering}&limit=100`);
      const expected = everything.body.data.map((r: { id: number }) => r.id);
      expect(expected.length).toBeGreaterThanOrEqual(7);
      const seen: number[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < 10; page++) {
        const res = await list(`${ordering}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(res.status).toBe(200);
        expect(res.body.pagination.total).toBe(expected.length);
        seen.push(...res.body.data.map((r: { id: number }) => r.id));
        cursor = res.body.pagination.nextCursor;
        if (!cursor) break;
      }
      expect(seen, ordering).toEqual(expected);
    }
    const first = await list("limit=1");
    const cursor = first.body.pagination.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    for (const bad of [
      `cursor=${cursor}&offset=1`,
      `cursor=${cursor}&order=ASC`,
      `cursor=${cursor}&sort=LAST_UPDATED_ON`,
      "cursor=nonsense",
      `cursor=${"9".repeat(41)}`,
    ]) {
      const res = await list(bad);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual(v2Error(400));
    }
  });

  it("shows a transaction's bill number and amount in the list when stored as strings, as its detail shows them", async () => {
    const created = await post(txnBody({ transaction: { ...txnBody().transaction, billNumber: "BILL-Q1" } }));
    expect(created.status).toBe(200);
    // Stored by an older client or by hand: a numeric amount and no bill number are left out, not rendered.
    const stored = await db.request.create({
      data: {
        orgId: 100,
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        status: "PENDING",
        customerId: 5003,
        createdById: (await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } })).id,
        amount: 75,
        payload: JSON.stringify({ transaction: { billAmount: 75, billNumber: null } }),
      },
    });
    const inArray = await db.request.create({
      data: { ...stored, id: undefined, payload: JSON.stringify({ transaction: [{ billNumber: "in an array" }] }) },
    });
    // JSON.stringify stores a control character or an unpaired surrogate as a \u escape, which PostgreSQL's
    // jsonb refuses: such a row must still list, with its fields as stored. The API now refuses a NUL or an
    // unpaired surrogate, so the row is one an earlier version stored.
    const hostile = { ...txnBody().transaction, billNumber: "B-\u0000-\ud800", note: "x\u0001" };
    const refused = await post(txnBody({ transaction: hostile }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].message).toBe("transaction.billNumber: must not contain a NUL character");
    const escaped = await post(txnBody({ transaction: { ...hostile, billNumber: "B-escaped" } }));
    expect(escaped.status).toBe(200);
    const row = await db.request.findUniqueOrThrow({ where: { id: escaped.body.createdId } });
    const payload = JSON.parse(row.payload);
    payload.transaction.billNumber = hostile.billNumber;
    await db.request.update({ where: { id: row.id }, data: { payload: JSON.stringify(payload) } });
    const detail = async (id: number) =>
      (await callRoute(GET_ONE, { path: `/v2/requests/${id}`, params: { id: String(id) }, auth: "demo.checker" })).body;
    // The plain queue, a search (its rows read by id) and the amount order read the rows by three statements.
    for (const query of [
      "status=PENDING&limit=100",
      "search=919900000003&limit=100",
      "sort=AMOUNT&order=DESC&limit=100",
    ]) {
      const list = await callRoute(GET, { path: `/v2/requests?${query}`, auth: "demo.checker" });
      expect(list.status, query).toBe(200);
      const item = (id: number) => list.body.data.find((r: { id: number }) => r.id === id);
      expect(item(created.body.createdId), query).toMatchObject({ billNumber: "BILL-Q1", billAmount: "250" });
      expect(item(escaped.body.createdId), query).toMatchObject({ billNumber: "B-\u0000-\ud800", billAmount: "250" });
      for (const id of [stored.id, inArray.id]) {
        expect(item(id), query).toBeDefined();
        expect(item(id), query).not.toHaveProperty("billAmount");
        expect(item(id), query).not.toHaveProperty("billNumber");
      }
      for (const id of [created.body.createdId, stored.id, inArray.id, escaped.body.createdId]) {
        const shown = await detail(id);
        expect(item(id), query).toEqual(Object.fromEntries(Object.keys(item(id)).map((key) => [key, shown[key]])));
        expect(Object.keys(shown)).toEqual(expect.arrayContaining(Object.keys(item(id))));
      }
    }
  });
});
