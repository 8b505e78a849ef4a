import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { scalarColumn, scalarValue, type ScalarColumn } from "./scalar-column.ts";
import { sqlRows } from "./sql.ts";

const read = async (statement: Prisma.Sql | null) => {
  const [row] = await sqlRows<ScalarColumn & { id: number | bigint }>(
    db,
    Prisma.sql`SELECT "id", ${scalarColumn(statement)} FROM "Organization" WHERE "id" = ${100}`,
  );
  return { id: Number(row.id), value: scalarValue(row) };
};

describe("a scalar read beside a row", () => {
  it("holds the first value of the statement's first row, or null without a statement or a row", async () => {
    expect(await read(Prisma.sql`SELECT "orgId" FROM "User" WHERE "username" = ${"demo.checker"}`)).toEqual({
      id: 100,
      value: 100,
    });
    expect(await read(Prisma.sql`SELECT "orgId" FROM "User" WHERE "username" = ${"nobody"}`)).toEqual({
      id: 100,
      value: null,
    });
    expect(await read(null)).toEqual({ id: 100, value: null });
  });

  it("takes the first of several rows instead of failing (PostgreSQL refuses a scalar subquery of two rows)", async () => {
    const value = (await read(Prisma.sql`SELECT "id" FROM "User" WHERE "orgId" = ${100} ORDER BY "id"`)).value;
    const first = await db.user.findFirst({ where: { orgId: 100 }, orderBy: { id: "asc" }, select: { id: true } });
    expect(value).toBe(first?.id);
  });
});
