import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { addTransactionRequest } from "@/scripts/test-harness/transaction-request.ts";
import { GET, POST, PUT } from "./route.ts";

const list = (query: string) => callRoute(GET, { path: `/v2/requests?${query}`, auth: "demo.checker" });
const ids = (body: { data: { id: number }[] }) => body.data.map((r) => r.id).sort((a, b) => a - b);

const transaction = (auth: Auth, billNumber: string) =>
  addTransactionRequest(POST, auth, "919900000003", { billNumber, billAmount: "10" });

async function decide(id: number, status: "APPROVED" | "REJECTED") {
  const res = await callRoute(PUT, {
    path: "/v2/requests",
    auth: "demo.checker",
    body: [{ id, type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", status, comments: "filters" }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("GET /v2/requests?requestedBy=&decidedOn=", () => {
  it("lists one requester's requests, with their total", async () => {
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    const seeded = await db.request.findMany({
      where: { orgId: 100, status: "PENDING", createdById: maker.id },
      select: { id: true },
    });
    const mine = [await transaction("demo.maker", "M-1"), await transaction("demo.maker", "M-2")];
    const theirs = await transaction("demo.checker", "C-1");
    const res = await list("status=PENDING&requestedBy=demo.maker&limit=100");
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([...seeded.map((r) => r.id), ...mine].sort((a, b) => a - b));
    expect(res.body.pagination.total).toBe(seeded.length + 2);
    expect(ids(res.body)).not.toContain(theirs);
    // Someone unknown, or of another organization, requested nothing here.
    for (const who of ["nobody.at.all", "acme.maker"])
      expect((await list(`requestedBy=${who}`)).body.pagination.total, who).toBe(0);
  });

  it("lists the requests decided on a day (server time), per status, with their total", async () => {
    const [approved, rejected, open] = [
      await transaction("demo.maker", "D-1"),
      await transaction("demo.maker", "D-2"),
      await transaction("demo.maker", "D-3"),
    ];
    await decide(approved, "APPROVED");
    await decide(rejected, "REJECTED");
    const today = formatLocalDate(new Date());
    const all = await list(`decidedOn=${today}&limit=100`);
    expect(ids(all.body)).toEqual([approved, rejected]);
    expect(all.body.pagination.total).toBe(2);
    expect(ids((await list(`status=APPROVED&decidedOn=${today}`)).body)).toEqual([approved]);
    expect(ids((await list(`status=PENDING&decidedOn=${today}`)).body)).toEqual([]);
    expect((await list(`decidedOn=2001-01-01`)).body.pagination.total).toBe(0);
    expect((await list(`decidedOn=yesterday`)).status).toBe(400);
    expect(open).toBeGreaterThan(0);
  });
});
