import { describe, expect, it } from "vitest";
import { POST, PUT } from "@/app/v2/requests/route.ts";
import { GET as GET_ONE } from "@/app/v2/requests/[id]/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import type { ClientAutoApprovePolicy } from "@/lib/orgs/client-auto-approve-policy.ts";
import { regularBillRequest } from "@/scripts/test-harness/transaction-request.ts";
import { createMobileCustomer } from "@/scripts/test-harness/mobile-customer.ts";

// Who may skip the checker with client_auto_approve=true is the organization's clientAutoApprove setting:
// OFF nobody, APPROVERS (the default: four-eyes) only a caller holding requests.approve, WRITERS every writer.

const post = (body: unknown, auth: Auth) =>
  callRoute(POST, { path: "/v2/requests?source=INSTORE&client_auto_approve=true", body, auth });
let nextMobile = 919811000100;

async function newCustomer(): Promise<{ id: number; mobile: string }> {
  const mobile = String(nextMobile++);
  return { id: await createMobileCustomer(mobile, "Four"), mobile };
}

const txnBody = (mobile: string) =>
  regularBillRequest(mobile, { billNumber: "FE-1", billAmount: "100", paymentModes: [{ mode: "CASH", value: "100" }] });
const mergeBody = (victimMobile: string, survivorId: number) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer: { mobile: victimMobile },
  survivorCustomer: { id: String(survivorId) },
});

const setPolicy = (orgId: number, clientAutoApprove: string) =>
  db.organization.update({ where: { id: orgId }, data: { clientAutoApprove } });
const APPROVERS_MESSAGE =
  "client_auto_approve needs the requests.approve permission in this organization (setting clientAutoApprove = APPROVERS)";
const OFF_MESSAGE = "client_auto_approve is turned off for this organization (setting clientAutoApprove = OFF)";

describe("client_auto_approve=true", () => {
  it("is refused (403, naming the flag and the setting) for a maker without requests.approve, on transactions and merges, with nothing created", async () => {
    const customer = await newCustomer();
    const victim = await newCustomer();
    const requestsBefore = await db.request.count();
    const transactionsBefore = await db.transaction.count();
    for (const body of [txnBody(customer.mobile), mergeBody(victim.mobile, customer.id)]) {
      const res = await post(body, "demo.maker");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        errors: [{ status: false, code: 403, message: APPROVERS_MESSAGE }],
        warnings: [],
      });
    }
    expect(await db.request.count()).toBe(requestsBefore);
    expect(await db.transaction.count()).toBe(transactionsBefore);
    expect(
      await db.customerRegistration.findUniqueOrThrow({
        where: { customerId_orgId: { customerId: victim.id, orgId: 100 } },
      }),
    ).toMatchObject({ mergedIntoId: null });
  });

  it("is honoured for a caller holding requests.approve, and the history says who self-approved", async () => {
    const customer = await newCustomer();
    const res = await post(txnBody(customer.mobile), "demo.checker");
    expect(res.status).toBe(200);
    const detail = await callRoute(GET_ONE, {
      path: `/v2/requests/${res.body.createdId}`,
      params: { id: String(res.body.createdId) },
      auth: "demo.checker",
    });
    expect(detail.status).toBe(200);
    expect(detail.body.status).toBe("APPROVED");
    const approval = detail.body.history.find((event: { toStatus: string }) => event.toStatus === "APPROVED");
    expect(approval.comment).toBe("Self-approved at creation by demo.checker (client_auto_approve)");
    expect(JSON.stringify(approval.changedBy)).toContain("demo.checker");
    expect(await db.transaction.count({ where: { requestId: res.body.createdId, customerId: customer.id } })).toBe(1);
  });

  it("self-approved creations racing decisions on the same customer all complete (one lock order, no deadlock)", async () => {
    const customer = await newCustomer();
    const pending: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await callRoute(POST, {
        path: "/v2/requests?source=INSTORE",
        body: txnBody(customer.mobile),
        auth: "demo.maker",
      });
      pending.push(res.body.createdId);
    }
    const approve = (id: number) =>
      callRoute(PUT, {
        method: "PUT",
        path: "/v2/requests",
        body: [{ type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", id, status: "APPROVED" }],
        auth: "demo.checker",
      });
    const results = await Promise.all(
      pending.flatMap((id) => [approve(id), post(txnBody(customer.mobile), "demo.checker")]),
    );
    expect(results.map((r) => r.status)).toEqual(pending.flatMap(() => [200, 200]));
    expect(await db.transaction.count({ where: { customerId: customer.id } })).toBe(20);
    expect(await db.pointsLot.count({ where: { customerId: customer.id } })).toBe(20);
  });
});

describe("client_auto_approve=true under each clientAutoApprove setting", () => {
  const statusOf = async (id: number) => (await db.request.findUniqueOrThrow({ where: { id } })).status;
  // What a writer-only caller and an approver get, on a transaction and on a merge: the status created, or
  // the refusal's message.
  async function outcomes(policy: string) {
    await setPolicy(100, policy);
    try {
      const seen: Record<string, string[]> = {};
      for (const user of ["demo.maker", "demo.checker"] as const) {
        const survivor = await newCustomer();
        const victim = await newCustomer();
        const registration = { customerId_orgId: { customerId: victim.id, orgId: 100 } };
        const requestsBefore = await db.request.count();
        const transactionsBefore = await db.transaction.count();
        seen[user] = [];
        for (const body of [txnBody(survivor.mobile), mergeBody(victim.mobile, survivor.id)]) {
          const res = await post(body, user);
          if (res.status === 200) {
            seen[user].push(await statusOf(res.body.createdId));
            continue;
          }
          expect(res.status).toBe(403);
          expect(res.body.warnings).toEqual([]);
          seen[user].push(res.body.errors[0].message);
        }
        if (seen[user].every((outcome) => outcome !== "APPROVED")) {
          // Refused: nothing created, the victim not merged.
          expect(await db.request.count()).toBe(requestsBefore);
          expect(await db.transaction.count()).toBe(transactionsBefore);
          expect(await db.customerRegistration.findUniqueOrThrow({ where: registration })).toMatchObject({
            mergedIntoId: null,
          });
        } else {
          expect(await db.transaction.count({ where: { customerId: survivor.id } })).toBe(1);
          expect(await db.customerRegistration.findUniqueOrThrow({ where: registration })).toMatchObject({
            mergedIntoId: survivor.id,
          });
        }
      }
      return seen;
    } finally {
      await setPolicy(100, "APPROVERS");
    }
  }

  it("OFF refuses everyone, naming the setting", async () => {
    expect(await outcomes("OFF")).toEqual({
      "demo.maker": [OFF_MESSAGE, OFF_MESSAGE],
      "demo.checker": [OFF_MESSAGE, OFF_MESSAGE],
    });
  });

  it("APPROVERS refuses a writer-only caller and honours an approver", async () => {
    expect(await outcomes("APPROVERS")).toEqual({
      "demo.maker": [APPROVERS_MESSAGE, APPROVERS_MESSAGE],
      "demo.checker": ["APPROVED", "APPROVED"],
    });
  });

  it("WRITERS honours a writer-only caller and an approver alike", async () => {
    expect(await outcomes("WRITERS")).toEqual({
      "demo.maker": ["APPROVED", "APPROVED"],
      "demo.checker": ["APPROVED", "APPROVED"],
    });
  });

  it("a value outside the three (the column has no CHECK) fails closed, as OFF", async () => {
    expect(await outcomes("writers")).toEqual({
      "demo.maker": [OFF_MESSAGE, OFF_MESSAGE],
      "demo.checker": [OFF_MESSAGE, OFF_MESSAGE],
    });
  });

  it("OFF concerns only the flag: without it a writer's request is created, pending", async () => {
    await setPolicy(100, "OFF" satisfies ClientAutoApprovePolicy);
    try {
      const customer = await newCustomer();
      const res = await callRoute(POST, {
        path: "/v2/requests?source=INSTORE&client_auto_approve=false",
        body: txnBody(customer.mobile),
        auth: "demo.maker",
      });
      expect(res.status).toBe(200);
      expect(await statusOf(res.body.createdId)).toBe("PENDING");
    } finally {
      await setPolicy(100, "APPROVERS");
    }
  });

  it("the setting is the caller's organization's: WRITERS in Drop-in Co leaves Demo Retail at APPROVERS", async () => {
    // The demo's Drop-in Co: dropin.maker (no requests.approve) merges its two demo customers at once.
    const merged = await post(mergeBody("919900000010", 5009), "dropin.maker");
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(await statusOf(merged.body.createdId)).toBe("APPROVED");
    expect(
      await db.customerRegistration.findUniqueOrThrow({
        where: { customerId_orgId: { customerId: 5010, orgId: 500 } },
      }),
    ).toMatchObject({ mergedIntoId: 5009 });
    const customer = await newCustomer();
    expect((await post(txnBody(customer.mobile), "demo.maker")).body.errors[0].message).toBe(APPROVERS_MESSAGE);
  });
});
