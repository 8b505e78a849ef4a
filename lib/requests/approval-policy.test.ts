import { describe, expect, it } from "vitest";
import { POST as ADD } from "@/app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "@/app/v1.1/request/approve/route.ts";
import { POST as REJECT } from "@/app/v1.1/request/reject/route.ts";
import { POST, PUT } from "@/app/v2/requests/route.ts";
import { GET as GET_ONE } from "@/app/v2/requests/[id]/route.ts";
import { db } from "@/lib/db/client.ts";
import type { ApprovalPolicy } from "@/lib/orgs/approval-policy.ts";
import { callRoute, type Auth, type CallResult, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { createSecondChecker, setApprovalPolicy } from "@/scripts/test-harness/approval-policy.ts";
import { byId, postMergeRequest } from "@/scripts/test-harness/merge-request.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";
import { regularBillRequest } from "@/scripts/test-harness/transaction-request.ts";
import { createMobileCustomer } from "@/scripts/test-harness/mobile-customer.ts";

// The organization's approval policy on every path that creates (v1.1 add, POST /v2/requests: the console's
// forms post to these) and approves (v1.1 approve, PUT /v2/requests: the console decides through these).

const MOBILE = "919900000002";
const checker2 = await createSecondChecker(100, "policy.checker2");

const addGoodwill = (points: string, auth: Auth = "demo.maker", reason = "apology") =>
  callRoute(ADD, {
    path: "/v1.1/request/add",
    body: {
      root: { request: [{ type: "GOODWILL", base_type: "POINTS", customer: { mobile: MOBILE }, points, reason }] },
    },
    auth,
  });
const addedId = async (points: string) => {
  const res = await addGoodwill(points);
  expect(res.status).toBe(200);
  return Number(res.body.response.requests.request[0].id);
};
const approveV11 = (id: number, auth: Auth) =>
  callRoute(APPROVE, {
    path: "/v1.1/request/approve",
    body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }] } },
    auth,
  });
const itemOf = (res: CallResult): JsonBody => res.body.response.requests.request[0];

let bill = 0;
const txnBody = (billAmount: string) =>
  regularBillRequest(MOBILE, {
    billNumber: `POL-${++bill}`,
    billAmount,
    paymentModes: [{ mode: "CASH", value: billAmount }],
  });
const postTxn = (billAmount: string, auth: Auth = "demo.maker", query = "source=INSTORE") =>
  callRoute(POST, { path: `/v2/requests?${query}`, body: txnBody(billAmount), auth });
const putDecision = (id: number, auth: Auth, status: "APPROVED" | "REJECTED" = "APPROVED") =>
  callRoute(PUT, {
    method: "PUT",
    path: "/v2/requests",
    body: [{ id, type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", status }],
    auth,
  });
const detail = async (id: number) =>
  (await callRoute(GET_ONE, { path: `/v2/requests/${id}`, params: { id: String(id) }, auth: "demo.checker" })).body;
const credited = (requestId: number) => db.pointsLot.findMany({ where: { requestId } });
const policy = (value: ApprovalPolicy) => setApprovalPolicy(100, value);

describe("the approval policy at creation", () => {
  it("refuses a goodwill request above the default maximum of 1,000,000 points, writing nothing", async () => {
    await policy({});
    const before = await db.request.count();
    const res = await addGoodwill("99999999999", "demo.maker", "x");
    expect(res.status).toBe(422);
    expect(itemOf(res).item_status).toEqual({
      success: "false",
      code: 9070,
      message: "points: at most 1,000,000 points per goodwill request (organization policy)",
    });
    expect(await db.request.count()).toBe(before);
    // The default maximum itself is allowed.
    expect(itemOf(await addGoodwill("1000000")).status).toBe("PENDING");
  });

  it("refuses above the maximum the organization set, on v1.1 and on POST /v2/requests, even with client_auto_approve", async () => {
    await policy({ GOODWILL_POINTS: { maxPoints: 500 }, TRANSACTION: { maxAmount: 2500.5 } });
    const requests = await db.request.count();
    const transactions = await db.transaction.count();
    expect(itemOf(await addGoodwill("501")).item_status).toMatchObject({
      code: 9070,
      message: "points: at most 500 points per goodwill request (organization policy)",
    });
    for (const res of [
      await postTxn("2500.51"),
      await postTxn("3000", "demo.checker", "source=INSTORE&client_auto_approve=true"),
    ]) {
      expectV2Error(res, 422, "billAmount: at most 2,500.5 per transaction request (organization policy)", 9070);
    }
    expect(await db.request.count()).toBe(requests);
    expect(await db.transaction.count()).toBe(transactions);
    expect((await postTxn("2500.5")).status).toBe(200);
  });

  it("approves at or below autoApproveUpTo at creation, credited once and recorded as approved by policy", async () => {
    await policy({ GOODWILL_POINTS: { autoApproveUpTo: 100 }, TRANSACTION: { autoApproveUpTo: 500 } });
    const res = await addGoodwill("100");
    expect(itemOf(res)).toMatchObject({ status: "APPROVED", approved_value: "100" });
    const id = Number(itemOf(res).id);
    const stored = await db.request.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: "APPROVED", approvedByPolicy: true, forceApproved: false });
    expect((await credited(id)).map((lot) => lot.points.toString())).toEqual(["100"]);
    const shown = await detail(id);
    expect(shown).toMatchObject({ approvedByPolicy: true, approvalsNeeded: 1, approvalsGiven: 0 });
    expect(shown.history.at(-1)).toMatchObject({
      toStatus: "APPROVED",
      comment: "Approved by policy at creation (amount at or below the organization's autoApproveUpTo)",
    });
    // Just above waits for a checker.
    const above = await addedId("101");
    expect(await db.request.findUniqueOrThrow({ where: { id: above } })).toMatchObject({
      status: "PENDING",
      approvedByPolicy: false,
    });
    // A transaction at the threshold is recorded with its points.
    const txn = await postTxn("500");
    expect(txn.status).toBe(200);
    const txnRow = await db.request.findUniqueOrThrow({ where: { id: txn.body.createdId } });
    expect(txnRow).toMatchObject({ status: "APPROVED", approvedByPolicy: true });
    expect(await db.transaction.count({ where: { id: Number(txnRow.assocId) } })).toBe(1);
  });

  it("never approves a merge by policy", async () => {
    await policy({ GOODWILL_POINTS: { autoApproveUpTo: 1_000_000 }, TRANSACTION: { autoApproveUpTo: 1_000_000 } });
    const [victimId, survivorId] = await Promise.all(
      ["919822000001", "919822000002"].map((mobile) => createMobileCustomer(mobile, "Policy")),
    );
    const res = await postMergeRequest(POST, "demo.maker", { mobile: "919822000001" }, byId(survivorId));
    expect(res.status).toBe(200);
    expect(await db.request.findUniqueOrThrow({ where: { id: res.body.createdId } })).toMatchObject({
      status: "PENDING",
      approvedByPolicy: false,
      customerId: victimId,
    });
  });

  it("refuses client_auto_approve above secondApproverAbove (403), creating nothing", async () => {
    await policy({ TRANSACTION: { secondApproverAbove: 1000 } });
    const before = await db.request.count();
    const res = await postTxn("1000.01", "demo.checker", "source=INSTORE&client_auto_approve=true");
    expect(res.status).toBe(403);
    expect(res.body.errors[0]).toMatchObject({
      code: 403,
      message:
        "client_auto_approve cannot approve a request above the organization's secondApproverAbove (1,000): it needs two checkers",
    });
    expect(await db.request.count()).toBe(before);
    // At the threshold one approval is enough, so the flag still works.
    const at = await postTxn("1000", "demo.checker", "source=INSTORE&client_auto_approve=true");
    expect(at.status).toBe(200);
  });
});

describe("two approvals above secondApproverAbove", () => {
  it("v1.1: the first checker leaves it PENDING, the same checker and the maker are refused, a second checker approves and credits once", async () => {
    await policy({ GOODWILL_POINTS: { secondApproverAbove: 1000 } });
    const id = await addedId("5000");
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({ approvalsNeeded: 2 });
    // Maker-checker holds for either approval: a maker who may approve cannot approve their own.
    const own = Number(itemOf(await addGoodwill("5000", checker2.auth)).id);
    expect(itemOf(await approveV11(own, checker2.auth)).item_status).toMatchObject({ code: 9056 });
    await approveV11(own, "demo.checker");
    expect(itemOf(await approveV11(own, checker2.auth)).item_status).toMatchObject({ code: 9056 });

    const first = await approveV11(id, "demo.checker");
    expect(first.status).toBe(200);
    expect(itemOf(first)).toMatchObject({
      status: "PENDING",
      item_status: {
        success: "true",
        code: 9000,
        message: "Approval 1 of 2 recorded: the request stays PENDING until a different checker approves",
      },
    });
    expect(await credited(id)).toHaveLength(0);
    const checker = await db.user.findUniqueOrThrow({ where: { username: "demo.checker" } });
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({
      status: "PENDING",
      firstApproverId: checker.id,
      firstApprovedAt: expect.any(Date),
    });
    const pending = await detail(id);
    expect(pending).toMatchObject({ status: "PENDING", approvalsNeeded: 2, approvalsGiven: 1 });
    expect(pending.history.at(-1)).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "PENDING",
      comment: "Approval 1 of 2 by demo.checker",
      detail: "approval 1 of 2",
    });

    const again = await approveV11(id, "demo.checker");
    expect(again.status).toBe(403);
    expect(itemOf(again).item_status).toMatchObject({ success: "false", code: 9071 });

    const second = await approveV11(id, checker2.auth);
    expect(itemOf(second)).toMatchObject({
      status: "APPROVED",
      item_status: { success: "true", code: 9000, message: "Request updated successfully" },
    });
    expect((await credited(id)).map((lot) => lot.points.toString())).toEqual(["5000"]);
    expect(await detail(id)).toMatchObject({ status: "APPROVED", approvalsGiven: 2 });
    expect(itemOf(await approveV11(id, "demo.checker")).item_status).toMatchObject({ code: 9052 });
    expect(await credited(id)).toHaveLength(1);
    // Each approval is audited with before and after.
    const audit = await db.auditEntry.findMany({
      where: { entity: "request", entityId: String(id) },
      orderBy: { seq: "asc" },
    });
    expect(audit.map((entry) => entry.action)).toEqual(["create", "approve-first", "approve"]);
  });

  it("PUT /v2/requests: the first approval answers result true with a warning, the second approves once", async () => {
    await policy({ TRANSACTION: { secondApproverAbove: 1000 } });
    const created = await postTxn("2000");
    const id = Number(created.body.createdId);
    const transactions = await db.transaction.count();

    const first = await putDecision(id, "demo.checker");
    expect(first.status).toBe(200);
    expect(first.body.response[0]).toEqual({
      entityId: id,
      result: true,
      warnings: [
        {
          status: false,
          code: 9072,
          message: "Approval 1 of 2 recorded: the request stays PENDING until a different checker approves",
        },
      ],
    });
    expect(await db.transaction.count()).toBe(transactions);
    const again = await putDecision(id, "demo.checker");
    expect(again.status).toBe(403);
    expect(again.body.response[0].errors[0]).toMatchObject({ code: 9071 });

    const second = await putDecision(id, checker2.auth);
    expect(second.body.response[0]).toEqual({ entityId: id, result: true, warnings: [] });
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "APPROVED" });
    expect(await db.transaction.count()).toBe(transactions + 1);
  });

  it("a rejection after the first approval rejects, crediting nothing", async () => {
    await policy({ GOODWILL_POINTS: { secondApproverAbove: 10 } });
    const id = await addedId("50");
    expect(itemOf(await approveV11(id, "demo.checker")).status).toBe("PENDING");
    const rejected = await callRoute(REJECT, {
      path: "/v1.1/request/reject",
      body: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }] } },
      auth: checker2.auth,
    });
    expect(itemOf(rejected)).toMatchObject({ status: "REJECTED" });
    expect(await credited(id)).toHaveLength(0);
    // The first checker may reject too: a rejection is never a second approval.
    const other = await addedId("60");
    await approveV11(other, "demo.checker");
    expect(await putDecisionGoodwill(other, "demo.checker", "REJECTED")).toMatchObject({ result: true });
    expect(await db.request.findUniqueOrThrow({ where: { id: other } })).toMatchObject({ status: "REJECTED" });
  });

  it("two checkers approving at once count once each: one first, one second, credited once", async () => {
    await policy({ GOODWILL_POINTS: { secondApproverAbove: 10 } });
    for (let round = 0; round < 3; round++) {
      const id = await addedId("40");
      const answers = await Promise.all([approveV11(id, "demo.checker"), approveV11(id, checker2.auth)]);
      for (const answer of answers) expect(itemOf(answer).item_status).toMatchObject({ success: "true" });
      const stored = await db.request.findUniqueOrThrow({ where: { id } });
      expect(stored.status).toBe("APPROVED");
      expect(stored.firstApproverId).not.toBe(stored.updatedById);
      expect((await credited(id)).map((lot) => lot.points.toString())).toEqual(["40"]);
      expect(await db.requestEvent.count({ where: { requestId: id, detail: "approval 1 of 2" } })).toBe(1);
    }
  });

  it("the same checker approving twice at once counts once and leaves the request PENDING", async () => {
    await policy({ GOODWILL_POINTS: { secondApproverAbove: 10 } });
    const id = await addedId("40");
    const answers = await Promise.all([approveV11(id, "demo.checker"), approveV11(id, "demo.checker")]);
    expect(answers.map((answer) => itemOf(answer).item_status.code).sort()).toEqual([9000, 9071]);
    expect(await db.request.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING" });
    expect(await credited(id)).toHaveLength(0);
  });

  it("a policy changed later leaves requests already created as they were", async () => {
    await policy({ GOODWILL_POINTS: { secondApproverAbove: 10 } });
    const two = await addedId("40");
    await policy({});
    const one = await addedId("40");
    expect(itemOf(await approveV11(one, "demo.checker")).status).toBe("APPROVED");
    expect(itemOf(await approveV11(two, "demo.checker")).status).toBe("PENDING");
  });
});

describe("the policy in an organization with auto-approval (approve answers 9054)", () => {
  it("approves at creation up to secondApproverAbove and refuses above it: no one could give two approvals", async () => {
    await db.customer.create({
      data: {
        firstName: "Auto",
        registrations: { create: { orgId: 400 } },
        identifiers: { create: { orgId: 400, type: "mobile", value: "919600000077" } },
      },
    });
    await setApprovalPolicy(400, { TRANSACTION: { secondApproverAbove: 100 } });
    try {
      const add = (billAmount: string) => {
        const body = txnBody(billAmount);
        body.customerIdentificationInfo.identifierValue = "919600000077";
        return callRoute(POST, { path: "/v2/requests?source=INSTORE", body, auth: "auto.maker" });
      };
      const before = await db.request.count({ where: { orgId: 400 } });
      const refused = await add("500");
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].message).toContain("secondApproverAbove (100)");
      expect(await db.request.count({ where: { orgId: 400 } })).toBe(before);
      const approved = await add("100");
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      expect(await db.request.findUniqueOrThrow({ where: { id: approved.body.createdId } })).toMatchObject({
        status: "APPROVED",
      });
    } finally {
      await setApprovalPolicy(400, {});
    }
  });
});

const putDecisionGoodwill = async (id: number, auth: Auth, status: "APPROVED" | "REJECTED") =>
  (
    await callRoute(PUT, {
      method: "PUT",
      path: "/v2/requests",
      body: [{ id, type: "GOODWILL", baseType: "POINTS", status }],
      auth,
    })
  ).body.response[0];
