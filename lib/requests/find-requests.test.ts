import { describe, expect, it } from "vitest";
import { db, dbProvider } from "../db/client.ts";

// The list query's ORDER BY must be served by an index, or the first page costs a sort of every
// request of the organization. Plans are checked on the SQL that findRequests issues.
const QUERIES = [
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 ORDER BY "updatedAt" ASC, "id" ASC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' ORDER BY "createdAt" DESC, "id" DESC LIMIT 10`,
  `SELECT "id" FROM "Request" WHERE "orgId" = 100 AND "status" = 'PENDING' ORDER BY "updatedAt" DESC, "id" DESC LIMIT 10`,
];

describe("request list query plans", () => {
  it("read the first page from an index without sorting", async () => {
    for (const sql of QUERIES) {
      const plan =
        dbProvider() === "sqlite"
          ? (await db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`)).map((row) => row.detail).join("\n")
          : await db.$transaction(async (tx) => {
              // Tiny test tables make a sequential scan cheapest; forbid it to see which index serves the order.
              await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
              const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`);
              return rows.map((row) => row["QUERY PLAN"]).join("\n");
            });
      expect(plan, sql).toMatch(/Request_orgId_/);
      expect(plan, sql).not.toMatch(/TEMP B-TREE|Sort/);
    }
  });
});
