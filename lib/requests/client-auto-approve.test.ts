import { describe, expect, it } from "vitest";
import { POST, PUT } from "@/app/v2/requests/route.ts";
import { GET as GET_ONE } from "@/app/v2/requests/[id]/route.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";

// Four-eyes on client_auto_approve: only a caller holding requests.approve may skip the checker.

const post = (body: unknown, auth: Auth) =>
  callRoute(POST, { path: "/v2/requests?source=INSTORE&client_auto_approve=true", body, auth });
let nextMobile = 919811000100;

async function newCustomer(): Promise<{ id: number; mobile: string }> {
  const mobile = String(nextMobile++);
  const customer = await db.customer.create({
    data: {
      firstName: "Four",
      registrations: { create: { orgId: 100 } },
      identifiers: { create: { orgId: 100, type: "mobile", value: mobile } },
    },
  });
  return { id: customer.id, mobile };
}

const txnBody = (mobile: string) => ({
  type: "TRANSACTION",
  baseType: "REGULAR_TXN_ADD",
  customerIdentificationInfo: { identifierType: "mobile", identifierValue: mobile, source: "INSTORE" },
  transaction: {
    type: "REGULAR",
    billingDate: "2025-03-01T10:00:00+05:30",
    billNumber: "FE-1",
    billAmount: "100",
    paymentModes: [{ mode: "CASH", value: "100" }],
  },
});
const mergeBody = (victimMobile: string, survivorId: number) => ({
  type: "CHANGE_IDENTIFIER",
  baseType: "MERGE",
  victimCustomer: { mobile: victimMobile },
  survivorCustomer: { id: String(survivorId) },
});

describe("client_auto_approve=true", () => {
  it("is refused (403, naming the flag) for a maker without requests.approve, on transactions and merges, with nothing created", async () => {
    const customer = await newCustomer();
    const victim = await newCustomer();
    const requestsBefore = await db.request.count();
    const transactionsBefore = await db.transaction.count();
    for (const body of [txnBody(customer.mobile), mergeBody(victim.mobile, customer.id)]) {
      const res = await post(body, "demo.maker");
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        errors: [{ status: false, code: 403, message: expect.stringContaining("client_auto_approve") }],
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
