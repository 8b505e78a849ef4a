import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { addTransactionRequest } from "@/scripts/test-harness/transaction-request.ts";
import { GET, POST } from "./route.ts";

const list = (query: string, auth: Auth = "demo.checker") => callRoute(GET, { path: `/v2/requests?${query}`, auth });

async function customerWith(orgId: number, firstName: string, lastName: string, mobile: string, email?: string) {
  const identifiers = [
    { orgId, type: "mobile", value: mobile },
    ...(email ? [{ orgId, type: "email", value: email }] : []),
  ];
  return db.customer.create({
    data: { firstName, lastName, registrations: { create: { orgId } }, identifiers: { create: identifiers } },
  });
}

const transactionFor = (mobile: string, billNumber: string, auth: Auth = "demo.maker") =>
  addTransactionRequest(POST, auth, mobile, { billNumber, billAmount: "420.50", note: "Till 3 was offline" });

const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id).sort((a, b) => a - b);

describe("GET /v2/requests?search=", () => {
  it("finds requests by request id, customer name, mobile or email, with the total of the matches", async () => {
    const zara = await customerWith(100, "Zara", "Quill", "919811100001", "zara.quill@example.com");
    const other = await customerWith(100, "Otto", "Plain", "919811100002");
    const first = await transactionFor("919811100001", "Z-1");
    const second = await transactionFor("919811100001", "Z-2");
    const unrelated = await transactionFor("919811100002", "O-1");

    for (const search of ["zara", "QUILL", "ara Qu", "811100001", "zara.quill@EXAMPLE.com"]) {
      const res = await list(`status=PENDING&search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
      expect(ids(res.body), search).toEqual([first, second]);
      expect(res.body.pagination.total, search).toBe(2);
    }
    const byId = await list(`search=${encodeURIComponent(`#${unrelated}`)}`);
    expect(byId.body.data.map((r: { id: number }) => r.id)).toContain(unrelated);
    expect(
      byId.body.data.every((r: { id: number; userId: number }) => r.id === unrelated || r.userId !== other.id),
    ).toBe(true);
    // Wildcards are taken literally.
    expect((await list("search=%25")).body.pagination.total).toBe(0);
    expect(zara.id).toBeGreaterThan(0);
  });

  it("shows the bill number and amount of transaction requests in the list", async () => {
    await customerWith(100, "Bill", "Shown", "919811100003");
    const id = await transactionFor("919811100003", "BILL-77");
    const res = await list("search=Bill%20Shown");
    expect(res.body.data).toEqual([expect.objectContaining({ id, billNumber: "BILL-77", billAmount: "420.50" })]);
  });

  it("never finds another organization's requests", async () => {
    await customerWith(200, "Yuri", "Elsewhere", "919811100004");
    await transactionFor("919811100004", "Y-1", "dual.maker");
    const res = await list("search=Yuri");
    expect(res.status).toBe(200);
    expect(res.body.pagination.total).toBe(0);
    expect(res.body.data).toEqual([]);
  });

  it("refuses a search longer than 100 characters with the v2 error shape", async () => {
    const res = await list(`search=${"x".repeat(101)}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [
        expect.objectContaining({
          status: false,
          code: expect.any(Number),
          message: expect.stringContaining("search"),
        }),
      ],
      warnings: [],
    });
  });
});
