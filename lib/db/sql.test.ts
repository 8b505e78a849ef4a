import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { labelName, someLabel } from "@/scripts/test-harness/demo-label.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlExecute, sqlRows } from "./sql.ts";
import { onPostgres, runOpposingWriters } from "@/scripts/test-harness/opposing-writers.ts";

describe("sqlRows and sqlExecute", () => {
  it("run in the caller's transaction: the ORM in it sees their write, and it rolls back with the transaction", async () => {
    const label = await someLabel();
    const failure = new Error("roll back");
    await expect(
      db.$transaction(async (tx) => {
        const changed = await sqlExecute(
          tx,
          Prisma.sql`UPDATE "Label" SET "name" = ${"renamed in a transaction"} WHERE "id" = ${label.id}`,
        );
        expect(changed).toBe(1);
        expect((await tx.label.findUnique({ where: { id: label.id } }))?.name).toBe("renamed in a transaction");
        expect(
          (await sqlRows<{ name: string }>(tx, Prisma.sql`SELECT "name" FROM "Label" WHERE "id" = ${label.id}`))[0]
            .name,
        ).toBe("renamed in a transaction");
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("given the top-level client, never read another call's uncommitted write", async () => {
    const label = await someLabel();
    // The reader is another request: it starts outside the transaction's async context, once the write is made.
    let written = () => {};
    const outside = new Promise<void>((resolve) => (written = resolve)).then(() => labelName(label.id));
    await expect(
      db.$transaction(async (tx) => {
        await sqlExecute(tx, Prisma.sql`UPDATE "Label" SET "name" = ${"uncommitted"} WHERE "id" = ${label.id}`);
        // On SQLite the reader waits for the lock; on PostgreSQL it reads the committed row on another connection.
        written();
        await new Promise((resolve) => setTimeout(resolve, 30));
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await outside).toBe(label.name);
  });

  it("refuse a statement of a callback that outlived its transaction (a timeout), writing nothing", async () => {
    const label = await someLabel();
    let late: Promise<number> | undefined;
    await expect(
      db.$transaction(
        async (tx) => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          late = sqlExecute(tx, Prisma.sql`UPDATE "Label" SET "name" = ${"after the end"} WHERE "id" = ${label.id}`);
          await late;
        },
        { timeout: 100 },
      ),
    ).rejects.toThrow();
    await expect(late).rejects.toThrow(/Transaction already closed|P2028|expired|closed/i);
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("read a timestamp stored as plain UTC text (SQLite's CURRENT_TIMESTAMP form) as that UTC instant, as the ORM does", async () => {
    const label = await someLabel();
    const originalTz = process.env.TZ;
    process.env.TZ = "Asia/Kolkata";
    try {
      await sqlExecute(
        db,
        Prisma.sql`UPDATE "Label" SET "createdAt" = ${"2026-01-31 10:00:00"} WHERE "id" = ${label.id}`,
      );
      const [row] = await sqlRows<{ createdAt: Date }>(
        db,
        Prisma.sql`SELECT "createdAt" FROM "Label" WHERE "id" = ${label.id}`,
      );
      expect(row.createdAt.toISOString()).toBe("2026-01-31T10:00:00.000Z");
      expect((await db.label.findUnique({ where: { id: label.id } }))?.createdAt.toISOString()).toBe(
        "2026-01-31T10:00:00.000Z",
      );
    } finally {
      process.env.TZ = originalTz;
      await db.label.update({ where: { id: label.id }, data: { createdAt: label.createdAt } });
    }
  });

  it("return rows typed as the ORM reads them: dates, decimals, booleans, text", async () => {
    const request = await db.request.findFirst({ where: { orgId: 100, amount: { not: null } } });
    if (!request) throw new Error("the demo data has no request with an amount in organization 100");
    const [row] = await sqlRows<{
      createdAt: Date;
      amount: Prisma.Decimal;
      forceApproved: boolean;
      type: string;
      id: number | bigint;
    }>(
      db,
      Prisma.sql`SELECT "id", "createdAt", "amount", "forceApproved", "type" FROM "Request" WHERE "id" = ${request.id}`,
    );
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(row.createdAt.getTime()).toBe(request.createdAt.getTime());
    expect(Prisma.Decimal.isDecimal(row.amount)).toBe(true);
    expect(row.amount.equals(request.amount!)).toBe(true);
    expect(row.forceApproved).toBe(request.forceApproved);
    expect(row.type).toBe(request.type);
    expect(Number(row.id)).toBe(request.id);
  });

  it("bind dates so that a date written raw reads back equal through the ORM, whatever the time zone", async () => {
    const label = await someLabel();
    const at = new Date("2031-02-03T04:05:06.789Z");
    await sqlExecute(db, Prisma.sql`UPDATE "Label" SET "createdAt" = ${at} WHERE "id" = ${label.id}`);
    try {
      expect((await db.label.findUnique({ where: { id: label.id } }))?.createdAt.getTime()).toBe(at.getTime());
      const [raw] = await sqlRows<{ createdAt: Date }>(
        db,
        Prisma.sql`SELECT "createdAt" FROM "Label" WHERE "id" = ${label.id} AND "createdAt" = ${at}`,
      );
      expect(raw?.createdAt.getTime()).toBe(at.getTime());
    } finally {
      await db.label.update({ where: { id: label.id }, data: { createdAt: label.createdAt } });
    }
  });

  it(
    onPostgres
      ? "report PostgreSQL's deadlock so retryOnConflict runs the transaction again"
      : "let raw writers taking rows in opposite orders both complete (SQLite runs them one after the other)",
    async () => {
      const runs = await runOpposingWriters((tx, customerId) =>
        sqlExecute(
          tx,
          Prisma.sql`UPDATE "CustomerRegistration" SET "orgId" = "orgId" WHERE "customerId" = ${customerId} AND "orgId" = 100`,
        ),
      );
      expect(runs).toBe(onPostgres ? 3 : 2);
    },
  );
});
