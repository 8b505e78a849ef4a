import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import { verifyAuditChain } from "@/lib/audit/verify-audit-chain.ts";
import { GET as LOOKUP } from "@/app/v2/customers/lookup/route.ts";
import { GET as SCHEDULE } from "@/app/v2/customers/lookup/pointsExpirySchedule/route.ts";
import { POST as CREATE } from "@/app/v2/requests/route.ts";
import { POST as ADD } from "../add/route.ts";
import { POST as REJECT } from "../reject/route.ts";
import { POST } from "./route.ts";
import { byId, postMergeRequest } from "@/scripts/test-harness/merge-request.ts";
import { makeUser } from "@/scripts/test-harness/test-users.ts";
import { allDecided, processedWithFailures } from "@/scripts/test-harness/v11-decisions.ts";

type Item = Record<string, unknown>;
const approve = (request: Item[], auth: Auth = "demo.checker") =>
  callRoute(POST, { path: "/v1.1/request/approve", body: { root: { request } }, auth });
const reject = (request: Item[], auth: Auth = "demo.checker") =>
  callRoute(REJECT, { path: "/v1.1/request/reject", body: { root: { request } }, auth });
const add = async (item: Item, auth: Auth = "demo.maker") => {
  const res = await callRoute(ADD, { path: "/v1.1/request/add", body: { root: { request: [item] } }, auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};
/** A pending CHANGE_IDENTIFIER request of the customer, made by the maker. */
const addIdentifierChange = (
  baseType: "MOBILE" | "EMAIL",
  customerId: number,
  values: { old_value?: string; new_value: string },
) => add({ type: "CHANGE_IDENTIFIER", base_type: baseType, customer: { id: customerId }, ...values });
const createMerge = async (victim: Item, survivor: Item, auth: Auth = "demo.maker") => {
  const res = await postMergeRequest(CREATE, auth, victim, survivor);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.createdId as number;
};
const v11Error = (code: number, message?: string) => ({
  response: { status: { success: "false", code, message: message ?? expect.any(String) } },
});
const itemError = (code: number, message?: string) => ({
  success: "false",
  code,
  message: message ?? expect.any(String),
});
const SUCCESS = { success: "true", code: 9000, message: "Request updated successfully" };
const statusOf = async (id: number) => (await db.request.findUniqueOrThrow({ where: { id } })).status;

let nextMobile = 919700000100;
async function newCustomer(orgIds: number[] = [100]): Promise<{ id: number; mobile: string }> {
  const mobile = String(nextMobile++);
  const customer = await db.customer.create({
    data: {
      firstName: "Test",
      registrations: { create: orgIds.map((orgId) => ({ orgId })) },
      identifiers: { create: orgIds.map((orgId) => ({ orgId, type: "mobile", value: mobile })) },
    },
  });
  return { id: customer.id, mobile };
}

describe("POST /v1.1/request/approve", () => {
  it("refuses to approve goodwill of zero points, and the request stays pending", async () => {
    const id = await add({ type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000002" }, points: "10" });
    const res = await approve([{ id, type: "GOODWILL", base_type: "POINTS", points: "0" }]);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain("greater than zero");
    expect((await db.request.findUniqueOrThrow({ where: { id } })).status).toBe("PENDING");
    expect(await db.pointsLot.count({ where: { requestId: id } })).toBe(0);
  });

  it("approves GOODWILL POINTS with the approver's lower points: customer_promotions, fixed, 31 December next year", async () => {
    const id = await add({
      type: "GOODWILL",
      base_type: "POINTS",
      customer: { mobile: "919900000002" },
      points: "200",
      reason: "late delivery",
    });
    const res = await approve([
      { id, type: "GOODWILL", base_type: "POINTS", points: "150", updated_comments: "approved in part" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      allDecided([
        {
          id: String(id),
          type: "GOODWILL",
          base_type: "POINTS",
          status: "APPROVED",
          approved_value: "150",
          assoc_id: "5002",
          reason: "late delivery",
          updated_comments: "approved in part",
          item_status: SUCCESS,
        },
      ]),
    );
    const lot = await db.pointsLot.findFirstOrThrow({ where: { requestId: id } });
    expect(lot).toMatchObject({
      customerId: 5002,
      programId: 1001,
      pointsType: "customer_promotions",
      expiryType: "fixed",
    });
    expect(lot.points.toString()).toBe("150");
    expect(lot.expiresAt.getTime()).toBe(new Date(new Date().getFullYear() + 1, 11, 31).getTime());
    const events = await db.requestEvent.findMany({ where: { requestId: id }, orderBy: { id: "asc" } });
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.comment])).toEqual([
      [null, "PENDING", ""],
      ["PENDING", "APPROVED", "approved in part"],
    ]);
  });

  it("refuses GOODWILL POINTS without a default program (9062) before a merged-away customer (8015), crediting nothing", async () => {
    const victim = await newCustomer();
    const survivor = await newCustomer();
    const goodwill = await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: victim.id }, points: "10" });
    const merge = await createMerge({ id: String(victim.id) }, { id: String(survivor.id) });
    expect((await approve([{ id: merge, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }])).status).toBe(200);

    const { defaultProgramId } = await db.organization.findUniqueOrThrow({ where: { id: 100 } });
    await db.organization.update({ where: { id: 100 }, data: { defaultProgramId: null } });
    try {
      const noProgram = await approve([{ id: goodwill, type: "GOODWILL", base_type: "POINTS" }]);
      expect(noProgram.status).toBe(422);
      expect(noProgram.body.response.requests.request[0].item_status).toEqual(itemError(9062));
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { defaultProgramId } });
    }
    const merged = await approve([{ id: goodwill, type: "GOODWILL", base_type: "POINTS" }]);
    expect(merged.status).toBe(404);
    expect(merged.body.response.requests.request[0].item_status).toEqual(itemError(8015));
    expect(await statusOf(goodwill)).toBe("PENDING");
    expect(await db.pointsLot.count({ where: { requestId: goodwill } })).toBe(0);
    expect(await db.requestEvent.count({ where: { requestId: goodwill } })).toBe(1);
  });

  it("approves GOODWILL COUPON by issuing a coupon of the series; another series is 9017", async () => {
    const id = await add({ type: "GOODWILL", base_type: "COUPON", customer: { id: 5002 }, series_id: "9001" });
    const bad = await approve([{ id, type: "GOODWILL", base_type: "COUPON", series_id: "9999" }]);
    expect(bad.status).toBe(422);
    expect(bad.body.response.status).toEqual(processedWithFailures(1, 1));
    expect(bad.body.response.requests.request[0].item_status).toEqual(itemError(9017, "Invalid coupon series"));
    expect(await statusOf(id)).toBe("PENDING");
    expect(await db.coupon.count({ where: { requestId: id } })).toBe(0);
    const ok = await approve([{ id, type: "GOODWILL", base_type: "COUPON", series_id: "9001" }]);
    expect(ok.body.response.requests.request[0]).toMatchObject({
      status: "APPROVED",
      approved_value: "9001",
      assoc_id: "5002",
      item_status: SUCCESS,
    });
    expect(await db.coupon.findFirstOrThrow({ where: { requestId: id } })).toMatchObject({
      customerId: 5002,
      seriesId: 9001,
    });
  });

  it("approves CHANGE_IDENTIFIER MOBILE and refuses a value another customer holds", async () => {
    const customer = await newCustomer();
    const id = await addIdentifierChange("MOBILE", customer.id, {
      old_value: customer.mobile,
      new_value: "919711111111",
    });
    const res = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MOBILE" }]);
    expect(res.body.response.requests.request[0]).toEqual({
      id: String(id),
      type: "CHANGE_IDENTIFIER",
      base_type: "MOBILE",
      status: "APPROVED",
      old_value: customer.mobile,
      new_value: "919711111111",
      reason: "",
      updated_comments: "",
      item_status: SUCCESS,
    });
    expect(
      await db.customerIdentifier.findMany({ where: { customerId: customer.id }, select: { value: true } }),
    ).toEqual([{ value: "919711111111" }]);

    const other = await newCustomer();
    const clash = await addIdentifierChange("MOBILE", other.id, { new_value: "919722222222" });
    const holder = await newCustomer();
    await db.customerIdentifier.updateMany({ where: { customerId: holder.id }, data: { value: "919722222222" } });
    const refused = await approve([{ id: clash, type: "CHANGE_IDENTIFIER", base_type: "MOBILE" }]);
    expect(refused.status).toBe(409);
    expect(refused.body.response.requests.request[0].item_status).toEqual(itemError(8018));
    expect(await statusOf(clash)).toBe("PENDING");
  });

  it("approves CHANGE_IDENTIFIER EMAIL with the address stored lower-case, and refuses one held in another case", async () => {
    const customer = await newCustomer();
    const id = await addIdentifierChange("EMAIL", customer.id, { new_value: "New.Address@Example.COM" });
    const res = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "EMAIL" }]);
    expect(res.body.response.requests.request[0]).toMatchObject({
      status: "APPROVED",
      new_value: "new.address@example.com",
      item_status: SUCCESS,
    });
    expect(
      await db.customerIdentifier.findFirst({
        where: { customerId: customer.id, type: "email" },
        select: { value: true },
      }),
    ).toEqual({ value: "new.address@example.com" });
    const other = await newCustomer();
    const item = {
      type: "CHANGE_IDENTIFIER",
      base_type: "EMAIL",
      customer: { id: other.id },
      new_value: "NEW.ADDRESS@example.com",
    };
    const taken = await callRoute(ADD, {
      path: "/v1.1/request/add",
      body: { root: { request: [item] } },
      auth: "demo.maker",
    });
    expect(taken.body.response.requests.request[0].item_status.code).toBe(8018);
  });

  it("merges: the survivor gets the victim's points lots, labels, coupons; the victim's identifiers no longer resolve", async () => {
    const id = await createMerge({ mobile: "919900000001" }, { id: "5003" });
    const res = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE", updated_comments: "same person" }]);
    expect(res.status).toBe(200);
    expect(res.body.response.requests.request[0]).toEqual({
      id: String(id),
      type: "CHANGE_IDENTIFIER",
      base_type: "MERGE",
      status: "APPROVED",
      old_value: "5001",
      new_value: "5003",
      reason: "",
      updated_comments: "same person",
      item_status: SUCCESS,
    });
    const lots = await db.pointsLot.findMany({ where: { customerId: 5003 }, orderBy: { expiresAt: "asc" } });
    expect(lots.map((l) => [l.points.toString(), l.programId, l.pointsType, l.expiryType])).toEqual([
      ["120", 1001, "bill_regular", "rolling"],
      ["70", 1001, "bill_regular", "rolling"],
      ["40", 1002, "bill_regular", "fixed"],
      ["80", 1001, "line_item_regular", "rolling"],
      ["35", 1001, "bill_regular", "rolling"],
      ["50", 1001, "customer_promotions", "fixed"],
    ]);
    expect(await db.pointsLot.count({ where: { customerId: 5001 } })).toBe(0);
    const labels = await db.customerLabel.findMany({ where: { customerId: 5003 }, include: { label: true } });
    expect(labels.map((l) => l.label.name)).toEqual(["VIP"]);
    expect(await db.customerLabel.count({ where: { customerId: 5001 } })).toBe(0);
    const survivorIds = await db.customerIdentifier.findMany({
      where: { customerId: 5003 },
      select: { type: true, value: true },
    });
    expect(survivorIds).toEqual(
      expect.arrayContaining([
        { type: "mobile", value: "919900000003" },
        { type: "email", value: "chen@example.com" },
      ]),
    );
    expect(survivorIds).toHaveLength(3);
    expect(await registration(5001, 100)).toMatchObject({ mergedIntoId: 5003, mergedAt: expect.any(Date) });
    for (const [name, value] of [
      ["mobile", "919900000001"],
      ["email", "asha@example.com"],
      ["cardnumber", "CARD-0001"],
      ["id", "5001"],
    ]) {
      const lookup = await callRoute(LOOKUP, {
        path: `/v2/customers/lookup?source=INSTORE&identifierName=${name}&identifierValue=${value}`,
        auth: "demo.maker",
      });
      expect(lookup.status, name).toBe(404);
      expect(lookup.body.errors[0].code).toBe(8015);
    }
    // A new merge of the merged-away victim is refused at creation (9027, before 5002's pending-merge 9026).
    const again = await createMergeRequestExpectingError({ id: "5001" }, { id: "5002" });
    expect(again).toEqual({ status: 409, code: 9027 });
  });

  it("merges: the survivor's expiry schedule holds the victim's open lots; transactions and coupons follow", async () => {
    const victim = await newCustomer();
    const survivor = await newCustomer();
    const inDays = (days: number) => {
      const d = new Date();
      d.setHours(0, 0, 0, 0);
      d.setDate(d.getDate() + days);
      return d;
    };
    const lot = (customerId: number, points: string, days: number, open = true) => ({
      orgId: 100,
      customerId,
      programId: 1001,
      points,
      remaining: open ? points : "0",
      pointsType: "bill_regular",
      expiryType: "rolling",
      expiresAt: inDays(days),
      open,
    });
    await db.pointsLot.createMany({
      data: [
        lot(victim.id, "30", 20),
        lot(victim.id, "99", 40, false),
        lot(victim.id, "77", -2),
        lot(survivor.id, "10", 10),
      ],
    });
    await db.coupon.create({ data: { orgId: 100, seriesId: 9001, customerId: victim.id, code: `MERGE-${victim.id}` } });
    const bill = await db.transaction.create({
      data: { orgId: 100, customerId: victim.id, billingDate: new Date(), billAmount: "10" },
    });
    const id = await createMerge({ mobile: victim.mobile }, { id: String(survivor.id) });
    expect((await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }])).status).toBe(200);

    const schedule = await callRoute(SCHEDULE, {
      path: `/v2/customers/lookup/pointsExpirySchedule?source=INSTORE&identifierName=mobile&identifierValue=${survivor.mobile}`,
      auth: "demo.maker",
    });
    expect(schedule.status).toBe(200);
    expect(
      schedule.body.expirySchedules.map((e: { points: number; expiryDate: string }) => [e.points, e.expiryDate]),
    ).toEqual([
      [10, formatLocalDate(inDays(10))],
      [30, formatLocalDate(inDays(20))],
    ]);
    const gone = await callRoute(SCHEDULE, {
      path: `/v2/customers/lookup/pointsExpirySchedule?source=INSTORE&identifierName=mobile&identifierValue=${victim.mobile}`,
      auth: "demo.maker",
    });
    expect(gone.status).toBe(404);
    expect(gone.body.errors[0].code).toBe(8015);
    expect(await db.coupon.findUniqueOrThrow({ where: { code: `MERGE-${victim.id}` } })).toMatchObject({
      customerId: survivor.id,
    });
    expect(await db.transaction.findUniqueOrThrow({ where: { id: bill.id } })).toMatchObject({
      customerId: survivor.id,
    });
    expect(await db.pointsLot.count({ where: { customerId: victim.id } })).toBe(0);
  });

  it("refuses the requester (9056), unknown and other organizations' ids (9013), non-pending and force-approved requests", async () => {
    const own = await add(
      { type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "5" },
      "demo.checker",
    );
    const res = await approve([{ id: own, type: "GOODWILL", base_type: "POINTS" }]);
    expect(res.status).toBe(403);
    expect(res.body.response.requests.request[0].item_status).toEqual(
      itemError(9056, "Same user cannot request and approve"),
    );
    expect(await statusOf(own)).toBe("PENDING");

    const [acmeVictim, acmeSurvivor] = [await newCustomer([300]), await newCustomer([300])];
    const acme = await createMerge({ id: String(acmeVictim.id) }, { id: String(acmeSurvivor.id) }, "acme.maker");
    for (const id of [999999, acme]) {
      const missing = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]);
      expect(missing.status).toBe(404);
      expect(missing.body.response.status).toEqual(processedWithFailures(1, 1));
      expect(missing.body.response.requests.request[0].item_status).toEqual(itemError(9013, "Request not found"));
    }
    expect(await statusOf(acme)).toBe("PENDING");

    const forced = await postMergeRequest(
      CREATE,
      "demo.admin",
      { mobile: (await newCustomer()).mobile },
      byId((await newCustomer()).id),
      "source=INSTORE&client_auto_approve=true",
    );
    const forcedRes = await approve([{ id: forced.body.createdId, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]);
    expect(forcedRes.body.response.requests.request[0].item_status).toEqual(itemError(9053));

    const rejected = await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "5" });
    await reject([{ id: rejected, type: "GOODWILL", base_type: "POINTS" }]);
    const notPending = await approve([{ id: rejected, type: "GOODWILL", base_type: "POINTS" }]);
    expect(notPending.status).toBe(409);
    expect(notPending.body.response.requests.request[0].item_status).toEqual(itemError(9052));
  });

  it("reports partial success per item with request-level success false", async () => {
    const id = await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "5" });
    const res = await approve([
      { id, type: "GOODWILL", base_type: "POINTS" },
      { id: 999999, type: "GOODWILL", base_type: "POINTS" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.response.status).toEqual(processedWithFailures(1, 2));
    expect(
      res.body.response.requests.request.map((r: { item_status: { code: number } }) => r.item_status.code),
    ).toEqual([9000, 9013]);
  });

  it("is unusable in an organization with auto-approval, and needs credentials and the approve group", async () => {
    const auto = await approve([{ id: 1, type: "GOODWILL", base_type: "POINTS" }], "auto.maker");
    expect(auto.status).toBe(400);
    expect(auto.body).toEqual(v11Error(9054));
    const anonymous = await approve([{ id: 1, type: "GOODWILL", base_type: "POINTS" }], null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(v11Error(401, "Authentication failed. Please check username and password."));
    for (const user of ["demo.viewer", "demo.maker"] as const) {
      const denied = await approve([{ id: 1, type: "GOODWILL", base_type: "POINTS" }], user);
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual(v11Error(403));
    }
  });

  it("refuses malformed bodies with the v1.1 envelope and writes nothing", async () => {
    const pending = await db.request.count({ where: { status: "PENDING" } });
    const cases = [
      await callRouteRaw(POST, { path: "/v1.1/request/approve", auth: "demo.checker" }, "{"),
      await callRouteRaw(POST, { path: "/v1.1/request/approve", auth: "demo.checker" }, "{}", "text/xml"),
      await approve([]),
      await approve(Array.from({ length: 101 }, (_, i) => ({ id: i + 1, type: "GOODWILL", base_type: "POINTS" }))),
      await callRoute(POST, { path: "/v1.1/request/approve", auth: "demo.checker", body: { request: [] } }),
    ];
    expect(cases.map((c) => c.status)).toEqual([400, 415, 400, 400, 400]);
    for (const c of cases) expect(c.body).toEqual(v11Error(c.status));
    const atLimit = await approve(
      Array.from({ length: 100 }, (_, i) => ({ id: 900000 + i, type: "GOODWILL", base_type: "POINTS" })),
    );
    expect(atLimit.status).toBe(404);
    expect(atLimit.body.response.requests.request).toHaveLength(100);
    expect(await db.request.count({ where: { status: "PENDING" } })).toBe(pending);
  });
});

describe("approvals under concurrency", () => {
  it("20 concurrent approvals of one request credit once and report exactly one success", async () => {
    const id = await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "10" });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => approve([{ id, type: "GOODWILL", base_type: "POINTS" }])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await db.pointsLot.count({ where: { requestId: id } })).toBe(1);
    expect(await db.requestEvent.count({ where: { requestId: id, toStatus: "APPROVED" } })).toBe(1);
    // The losers' audit entries were sent with their writes and rolled back with them.
    const entries = await db.auditEntry.findMany({ where: { entity: "request", entityId: String(id) } });
    expect(entries.map((entry) => entry.action).sort()).toEqual(["approve", "create"]);
    expect(JSON.parse(entries.find((entry) => entry.action === "approve")!.changes)).toEqual({
      status: { before: "PENDING", after: "APPROVED" },
      approvedValue: { before: null, after: "10" },
      assocId: { before: null, after: "5002" },
    });
    expect(await verifyAuditChain(db)).toBeNull();
  });

  it("approve racing reject ends in exactly one decision", async () => {
    const id = await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: 5002 }, points: "10" });
    const item = [{ id, type: "GOODWILL", base_type: "POINTS" }];
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? reject(item) : approve(item))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const final = await statusOf(id);
    expect(await db.requestEvent.count({ where: { requestId: id, fromStatus: "PENDING" } })).toBe(1);
    expect(await db.pointsLot.count({ where: { requestId: id } })).toBe(final === "APPROVED" ? 1 : 0);
    const decisions = await db.auditEntry.count({
      where: { entity: "request", entityId: String(id), action: { in: ["approve", "reject"] } },
    });
    expect(decisions).toBe(1);
  });

  it("two merges sharing a customer never both apply", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const ab = await createMerge({ id: String(a.id) }, { id: String(b.id) });
    // Creation now refuses the second (9018); one stored before that rule may still be pending.
    const row = await db.request.findUniqueOrThrow({
      where: { id: ab },
      omit: { id: true, createdAt: true, updatedAt: true },
    });
    const ba = (await db.request.create({ data: { ...row, customerId: b.id, survivorId: a.id } })).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        approve([{ id: i % 2 ? ab : ba, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const merged = await db.customerRegistration.findMany({
      where: { customerId: { in: [a.id, b.id] }, orgId: 100 },
      select: { customerId: true, mergedIntoId: true },
    });
    expect(merged.filter((c) => c.mergedIntoId !== null)).toHaveLength(1);
    expect([await statusOf(ab), await statusOf(ba)].sort()).toEqual(["APPROVED", "PENDING"]);
  });

  it("a merge racing approvals for its victim leaves nothing on the tombstone", async () => {
    for (let round = 0; round < 5; round++) {
      const victim = await newCustomer();
      const survivor = await newCustomer();
      const merge = await createMerge({ id: String(victim.id) }, { id: String(survivor.id) });
      const goodwill = [];
      for (let i = 0; i < 4; i++)
        goodwill.push(await add({ type: "GOODWILL", base_type: "POINTS", customer: { id: victim.id }, points: "10" }));
      const coupon = await add({
        type: "GOODWILL",
        base_type: "COUPON",
        customer: { id: victim.id },
        series_id: "9001",
      });
      const mobile = await addIdentifierChange("MOBILE", victim.id, { new_value: String(919760000000 + round) });
      const results = await Promise.all([
        ...goodwill.slice(0, 2).map((id) => approve([{ id, type: "GOODWILL", base_type: "POINTS" }])),
        approve([{ id: merge, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }]),
        ...goodwill.slice(2).map((id) => approve([{ id, type: "GOODWILL", base_type: "POINTS" }])),
        approve([{ id: coupon, type: "GOODWILL", base_type: "COUPON", series_id: "9001" }]),
        approve([{ id: mobile, type: "CHANGE_IDENTIFIER", base_type: "MOBILE" }]),
      ]);
      expect(results[2].status, JSON.stringify(results[2].body)).toBe(200);
      // Approvals that won the race were moved to the survivor; the others found the victim merged (8015).
      for (const r of results) expect([200, 404]).toContain(r.status);
      expect(await db.pointsLot.count({ where: { customerId: victim.id } })).toBe(0);
      expect(await db.coupon.count({ where: { customerId: victim.id } })).toBe(0);
      expect(await db.customerIdentifier.count({ where: { customerId: victim.id } })).toBe(0);
      const approved = await db.request.findMany({
        where: { id: { in: goodwill }, status: "APPROVED" },
        select: { id: true },
      });
      expect(await db.pointsLot.count({ where: { customerId: survivor.id, requestId: { in: goodwill } } })).toBe(
        approved.length,
      );
    }
  });
});

describe("merges in a connected group", () => {
  it("applies the parent's merge in each child where both are registered and ignores the others", async () => {
    const id = await createMerge({ id: "5008" }, { id: "5006" }, "acme.maker");
    const res = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }], "acme.checker");
    expect(res.status).toBe(200);
    expect(await db.customerIdentifier.count({ where: { customerId: 5008 } })).toBe(0);
    expect(await db.customerIdentifier.count({ where: { customerId: 5006 } })).toBe(6);
    for (const orgId of [300, 301]) expect(await registration(5008, orgId)).toMatchObject({ mergedIntoId: 5006 });
  });

  it("merges in the parent and the children holding both, and leaves the victim live in a child holding only the victim (rule 3)", async () => {
    const victim = await newCustomer([300, 301, 302]);
    const survivor = await newCustomer([300, 301]);
    const lot = await db.pointsLot.create({
      data: {
        orgId: 302,
        customerId: victim.id,
        programId: 3001,
        points: 40,
        remaining: 40,
        pointsType: "bill_regular",
        expiryType: "rolling",
        expiresAt: new Date(Date.now() + 30 * 86_400_000),
      },
    });
    const id = await createMerge({ id: String(victim.id) }, { id: String(survivor.id) }, "acme.maker");
    const res = await approve([{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }], "acme.checker");
    expect(res.status).toBe(200);
    for (const orgId of [300, 301])
      expect(await registration(victim.id, orgId)).toMatchObject({ mergedIntoId: survivor.id });
    expect(await registration(victim.id, 302)).toMatchObject({ mergedIntoId: null, mergedAt: null });
    expect(await db.customerIdentifier.findMany({ where: { customerId: victim.id }, select: { orgId: true } })).toEqual(
      [{ orgId: 302 }],
    );
    expect((await db.pointsLot.findUniqueOrThrow({ where: { id: lot.id } })).customerId).toBe(victim.id);
    // Each organization the merge applied in has its customer.merged event; Acme South, untouched, none.
    const merged = { victimId: victim.id, survivorId: survivor.id, requestId: Number(id) };
    for (const orgId of [300, 301, 302]) {
      const events = await db.event.findMany({ where: { orgId, type: "customer.merged" }, select: { payload: true } });
      const data = events.map((event) => JSON.parse(event.payload).data);
      expect(
        data.filter((d) => d.victimId === victim.id),
        String(orgId),
      ).toEqual(orgId === 302 ? [] : [merged]);
    }
    // Still live and resolvable in Acme South; gone from the parent and Acme North.
    const lookup = (user: Auth) =>
      callRoute(LOOKUP, {
        path: `/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=${victim.mobile}`,
        auth: user,
      });
    const southReader = await makeUser("south.reader", 302, ["default", "points.read", "requests.write"]);
    expect((await lookup(southReader.auth)).body).toMatchObject({ id: victim.id });
    expect((await lookup("north.maker")).status).toBe(404);
    expect((await lookup("acme.maker")).status).toBe(404);
  });

  it("still needs both customers in the parent (rule 2: 9042 otherwise)", async () => {
    const victim = await newCustomer([301, 302]);
    const survivor = await newCustomer([300, 301, 302]);
    const res = await postMergeRequest(CREATE, "acme.maker", byId(victim.id), byId(survivor.id));
    expect(res.status).toBe(404);
    expect(res.body.errors[0].code).toBe(9042);
  });
});

const registration = (customerId: number, orgId: number) =>
  db.customerRegistration.findUniqueOrThrow({
    where: { customerId_orgId: { customerId, orgId } },
    select: { mergedIntoId: true, mergedAt: true },
  });

async function createMergeRequestExpectingError(victim: Item, survivor: Item) {
  const res = await postMergeRequest(CREATE, "demo.maker", victim, survivor);
  return { status: res.status, code: res.body.errors?.[0]?.code };
}
