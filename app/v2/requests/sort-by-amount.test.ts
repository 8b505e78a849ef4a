import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { db, dbProvider } from "@/lib/db/client.ts";
import { callRoute } from "@/scripts/test-harness/call-route.ts";
import { POST as addV11 } from "../../v1.1/request/add/route.ts";
import { GET, POST } from "./route.ts";
import { queryPlanOf } from "@/scripts/test-harness/query-plan.ts";

interface Row {
  id: number;
  type: string;
  billAmount?: string;
  requestedPoints?: string;
}
const list = (query: string) => callRoute(GET, { path: `/v2/requests?${query}`, auth: "demo.checker" });
const amountOf = (row: Row) => (row.billAmount ?? row.requestedPoints ?? null) as string | null;

async function transaction(billAmount: string) {
  const res = await callRoute(POST, {
    path: "/v2/requests?source=INSTORE",
    auth: "demo.maker",
    body: {
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000003" },
      transaction: { billNumber: `B-${billAmount}`, billAmount },
    },
  });
  expect(res.status).toBe(200);
}

async function goodwill(points: string) {
  const res = await callRoute(addV11, {
    path: "/v1.1/request/add",
    auth: "demo.maker",
    body: {
      root: {
        request: [
          { type: "GOODWILL", base_type: "POINTS", customer: { mobile: "919900000001" }, points, reason: "sort" },
        ],
      },
    },
  });
  expect(res.status).toBe(200);
}

/** Every page of a sort, by offset and by cursor; both walks must give the same rows as one big page. */
async function walk(query: string, limit: number) {
  const whole = (await list(`${query}&limit=100`)).body.data as Row[];
  const byOffset: Row[] = [];
  for (let offset = 0; byOffset.length < whole.length + limit; offset++) {
    const page = (await list(`${query}&limit=${limit}&offset=${offset}`)).body.data as Row[];
    if (page.length === 0) break;
    byOffset.push(...page);
  }
  const byCursor: Row[] = [];
  let cursor: string | null = "";
  while (cursor !== null) {
    const res = await list(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status, cursor).toBe(200);
    byCursor.push(...(res.body.data as Row[]));
    cursor = res.body.pagination.nextCursor;
  }
  expect(byOffset.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  expect(byCursor.map((r) => r.id)).toEqual(whole.map((r) => r.id));
  return whole;
}

describe("GET /v2/requests?sort=AMOUNT", () => {
  it("orders by bill amount or points asked, both directions, requests without an amount last", async () => {
    for (const amount of ["9.5", "1200", "120", "120"]) await transaction(amount);
    for (const points of ["50", "700.25"]) await goodwill(points);

    const desc = await walk("status=PENDING&sort=AMOUNT&order=DESC", 3);
    const amounts = desc.map(amountOf);
    // The seeded pending bill of 500 and the seeded merge (no amount) are in the list too.
    expect(amounts).toEqual(["1200", "700.25", "500", "120", "120", "50", "9.5", null]);
    const asc = await walk("status=PENDING&sort=AMOUNT&order=ASC", 3);
    expect(asc.map(amountOf)).toEqual(["9.5", "50", "120", "120", "500", "700.25", "1200", null]);
    // Equal amounts keep the id order of the direction, so pages never repeat or skip them.
    const tied = desc.filter((r) => amountOf(r) === "120").map((r) => r.id);
    expect(tied[0]).toBeGreaterThan(tied[1]);

    const all = await walk("sort=AMOUNT&order=DESC", 2);
    expect(all.at(-1) && amountOf(all.at(-1)!)).toBeNull();
    const goodwillOnly = await walk("requestType=GOODWILL&sort=AMOUNT&order=ASC", 1);
    expect(goodwillOnly.map(amountOf)).toEqual(["50", "700.25"]);
  });

  it("refuses a cursor of another sort, and a time cursor for the amount sort", async () => {
    for (const amount of ["1", "2", "3"]) await transaction(amount);
    const byTime = await list("sort=ADDED_ON&limit=1");
    const byAmount = await list("sort=AMOUNT&limit=1");
    expect(byAmount.body.pagination.nextCursor).toMatch(/^md\./);
    expect((await list(`sort=AMOUNT&limit=1&cursor=${byTime.body.pagination.nextCursor}`)).status).toBe(400);
    expect((await list(`sort=ADDED_ON&limit=1&cursor=${byAmount.body.pagination.nextCursor}`)).status).toBe(400);
    expect((await list("sort=AMOUNT&order=ASC&limit=1&cursor=md.5.1")).status).toBe(400);
  });

  it("reads each part of the amount order from an index, without sorting", async () => {
    const queries = [
      `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' AND "amount" IS NOT NULL ORDER BY "amount" DESC, "id" DESC LIMIT 10`,
      `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' AND "amount" IS NOT NULL ORDER BY "amount" ASC, "id" ASC LIMIT 10`,
      `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "amount" IS NOT NULL ORDER BY "amount" DESC, "id" DESC LIMIT 10`,
      `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' AND "amount" IS NULL ORDER BY "amount" DESC, "id" DESC LIMIT 10`,
      `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "amount" IS NULL ORDER BY "amount" ASC, "id" ASC LIMIT 10`,
    ];
    for (const sql of queries) {
      const plan = await queryPlanOf(sql);
      expect(plan, sql).toMatch(/Request_orgId_(status_)?amount_id/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });

  it("has existing requests' amounts filled in by the migration that adds the column", async () => {
    await transaction("77.5");
    await goodwill("33");
    const before = await db.request.findMany({ select: { id: true, amount: true }, orderBy: { id: "asc" } });
    expect(before.filter((r) => r.amount !== null).length).toBeGreaterThanOrEqual(3);
    await db.request.updateMany({ data: { amount: null } });
    const migration = readFileSync(
      `prisma/migrations/${dbProvider()}/20261122200337_request_amount/migration.sql`,
      "utf8",
    );
    const backfill = migration.slice(migration.indexOf("-- Written by hand"));
    for (const statement of backfill.split(";").filter((s) => /\bUPDATE\b/.test(s)))
      await db.$executeRawUnsafe(statement);
    const after = await db.request.findMany({ select: { id: true, amount: true }, orderBy: { id: "asc" } });
    expect(after.map((r) => [r.id, r.amount?.toString() ?? null])).toEqual(
      before.map((r) => [r.id, r.amount?.toString() ?? null]),
    );
  });
});
