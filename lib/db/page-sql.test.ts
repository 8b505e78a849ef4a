import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { databaseUrl, providerOf } from "./database-url.mjs";
import { Prisma } from "./generated/sqlite/client.ts";
import { pageSql } from "./page-sql.ts";
import { sqlRows } from "./sql.ts";
import { sqlTransaction } from "./sql-transaction.ts";
import { requestKeysSql } from "../requests/store/find-request-keys.ts";

const onPostgres = providerOf(databaseUrl()) === "postgresql";

describe("pageSql", () => {
  it("writes a common page size into the text and leaves the offset out of the first page", () => {
    expect(pageSql(50, 0).sql).toBe("LIMIT 50");
    expect(pageSql(50, 0).values).toEqual([]);
    const second = pageSql(50, 100);
    expect(second.sql).toBe("LIMIT 50 OFFSET ?");
    expect(second.values).toEqual([100]);
    // Any other size stays a parameter: a client stepping through sizes makes no statement text of each.
    const texts = new Set(Array.from({ length: 1000 }, (_, i) => pageSql(i + 1, 0).sql));
    expect(texts.size).toBe(7);
    expect(pageSql(37, 0)).toMatchObject({ sql: "LIMIT ?", values: [37] });
    expect(pageSql(37, 74)).toMatchObject({ sql: "LIMIT ? OFFSET ?", values: [37, 74] });
  });

  it("refuses a bound that is not a non-negative integer, so nothing else reaches the text", () => {
    for (const [limit, offset] of [
      [1.5, 0],
      [-1, 0],
      [10, -10],
      [Number.NaN, 0],
      [10, 2 ** 60],
    ])
      expect(() => pageSql(limit, offset)).toThrow(RangeError);
  });

  it("reads the same rows as the ORM on the first page and after it", async () => {
    const orgId = 100;
    for (const [take, skip] of [
      [3, 0],
      [3, 3],
      [50, 0],
    ]) {
      const rows = await sqlRows<{ id: number | bigint }>(
        db,
        requestKeysSql({ orgId }, { column: "createdAt", order: "DESC", skip, take }),
      );
      const expected = await db.request.findMany({
        where: { orgId },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        skip,
        take,
        select: { id: true },
      });
      expect(rows.map((row) => Number(row.id))).toEqual(expected.map((row) => row.id));
    }
  });
});

describe("prepared statements", () => {
  it("plan a queue's first page once per connection: PostgreSQL keeps its generic plan after five runs", async () => {
    const keys = requestKeysSql(
      { orgId: 100, status: "PENDING" },
      { column: "createdAt", order: "DESC", skip: 0, take: 50 },
    );
    const runs = await sqlTransaction(async (tx) => {
      const pages = [];
      for (let run = 0; run < 8; run++) pages.push((await sqlRows<{ id: number | bigint }>(tx, keys)).length);
      if (!onPostgres) return { pages, plans: null };
      const [plans] = await sqlRows<{ generic: number | bigint; custom: number | bigint }>(
        tx,
        Prisma.sql`SELECT "generic_plans" AS "generic", "custom_plans" AS "custom" FROM pg_prepared_statements
          WHERE "statement" = ${keys.text}`,
      );
      return { pages, plans };
    });
    expect(new Set(runs.pages).size).toBe(1);
    expect(runs.pages[0]).toBeGreaterThan(0);
    if (onPostgres) {
      // Prepared once on this connection, and planned generically from the sixth run on.
      expect(runs.plans).not.toBeUndefined();
      expect(Number(runs.plans?.generic)).toBeGreaterThanOrEqual(1);
    } else {
      // SQLite has no plans to keep apart: its statements are prepared once per connection, and the
      // first page's text carries no offset parameter there either.
      expect(runs.plans).toBeNull();
      expect(keys.sql).not.toMatch(/OFFSET/);
    }
  });
});
