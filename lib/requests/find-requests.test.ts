import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { createRequest } from "./create-request.ts";
import { decideRequests } from "./decide-requests.ts";
import { findRequests } from "./find-requests.ts";
import { createRequestSchema, findRequestsQuerySchema, type FindRequestsQuery } from "./schemas.ts";
import { principalWithAccess } from "@/scripts/test-harness/principals.ts";
import { queryPlanOf } from "@/scripts/test-harness/query-plan.ts";

// The list query's ORDER BY must be served by an index, or the first page costs a sort of every
// request of the organization. Plans are checked on the SQL that findRequests issues.
const QUERIES = [
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 ORDER BY "updatedAt" ASC, "id" ASC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' ORDER BY "updatedAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "type" = 'TRANSACTION' AND "baseType" = 'REGULAR_TXN_ADD' AND "status" = 'PENDING' ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  // A page after a cursor: the bound on the sort column is an index range, the tie on id a filter.
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' AND "createdAt" <= '2026-11-01' AND ("createdAt" < '2026-11-01' OR "id" < 5) ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "type" = 'TRANSACTION' AND "baseType" = 'REGULAR_TXN_ADD' AND "status" = 'PENDING' ORDER BY "updatedAt" ASC, "id" ASC LIMIT 10`,
];

describe("request list query plans", () => {
  it("read the first page from an index without sorting", async () => {
    for (const sql of QUERIES) {
      const plan = await queryPlanOf(sql);
      expect(plan, sql).toMatch(/Request_orgId_/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});

const person = (username: string) => principalWithAccess(username, ["default", "requests.write", "requests.approve"]);

const FILTERS: FindRequestsQuery[] = (
  [
    {},
    { status: "PENDING" },
    { status: "APPROVED" },
    { status: "REJECTED" },
    { requestType: "TRANSACTION" },
    { requestType: "CHANGE_IDENTIFIER", requestSubType: "MERGE" },
    { requestType: "TRANSACTION", status: "PENDING" },
    { requestSubType: "REGULAR_TXN_ADD", status: "APPROVED" },
  ] as const
).map((filter) => findRequestsQuerySchema.parse(filter));

async function expectTotalsToMatchRows(principal: Principal) {
  for (const query of FILTERS) {
    const { requestType, requestSubType, status } = query;
    const counted = await db.request.count({
      where: {
        orgId: principal.orgId,
        ...(requestType ? { type: requestType } : {}),
        ...(requestSubType ? { baseType: requestSubType } : {}),
        ...(status ? { status } : {}),
      },
    });
    expect((await findRequests(principal, query)).total, JSON.stringify(query)).toBe(counted);
    // Past the last page the total is still told (read on its own when no row carries it).
    const beyond = await findRequests(principal, { ...query, offset: 100_000 });
    expect(beyond.requests).toEqual([]);
    expect(beyond.total, JSON.stringify(query)).toBe(counted);
  }
}

describe("request list totals", () => {
  it("follow every creation, approval and rejection, per organization and filter", async () => {
    const [maker, checker] = [await person("demo.maker"), await person("demo.checker")];
    await expectTotalsToMatchRows(checker);
    const before = (await findRequests(checker, FILTERS[1])).total;
    const transaction = (billNumber: string) => ({
      type: "TRANSACTION" as const,
      baseType: "REGULAR_TXN_ADD" as const,
      customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000002", source: "INSTORE" },
      transaction: { type: "REGULAR", billNumber, billAmount: "120", billingDate: "2026-11-01T10:00:00.000Z" },
    });
    const created: { id: number }[] = [];
    for (const bill of ["T-1", "T-2", "T-3"])
      created.push(
        await createRequest(maker, createRequestSchema.parse(transaction(bill)), { clientAutoApprove: false }),
      );
    await createRequest(maker, createRequestSchema.parse(transaction("T-AUTO")), { clientAutoApprove: true });
    expect((await findRequests(checker, FILTERS[1])).total).toBe(before + 3);
    await decideRequests(checker, [
      { id: created[0].id, decision: "APPROVED" },
      { id: created[1].id, decision: "REJECTED" },
    ]);
    expect((await findRequests(checker, FILTERS[1])).total).toBe(before + 1);
    // Each listed request names who created it and who decided it, the undecided one nobody.
    const listed = (await findRequests(checker, findRequestsQuerySchema.parse({ limit: 100 }))).requests;
    const named = (id: number) => {
      const row = listed.find((request) => request.id === id);
      return [row?.createdBy?.username, row?.updatedBy?.username ?? null];
    };
    expect(named(created[0].id)).toEqual(["demo.maker", "demo.checker"]);
    expect(named(created[1].id)).toEqual(["demo.maker", "demo.checker"]);
    expect(named(created[2].id)).toEqual(["demo.maker", null]);
    expect(listed.find((request) => request.id === created[0].id)?.createdBy?.displayName).toBe("Demo Maker");
    await expectTotalsToMatchRows(checker);
    // Another organization's list is untouched by all of this.
    const acme = await db.user.findFirst({ where: { orgId: { not: 100 } } });
    if (acme) await expectTotalsToMatchRows({ ...checker, userId: acme.id, orgId: acme.orgId });
  });

  it("stay exact when rows change outside the domain functions (the database keeps them)", async () => {
    const checker = await person("demo.checker");
    const [first] = await db.request.findMany({ where: { orgId: 100 }, take: 1, orderBy: { id: "asc" } });
    await db.request.update({ where: { id: first.id }, data: { status: "REJECTED" } });
    await db.request.update({ where: { id: first.id }, data: { comments: "unrelated change" } });
    await expectTotalsToMatchRows(checker);
    await db.requestEvent.deleteMany({ where: { requestId: first.id } });
    await db.request.delete({ where: { id: first.id } });
    await expectTotalsToMatchRows(checker);
  });
});
