import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { labelName, someLabel } from "@/scripts/test-harness/demo-label.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlExecute, sqlRows } from "./sql.ts";
import { OrmCallInSqlTransaction, ormTransaction, sqlTransaction } from "./sql-transaction.ts";
import { TopLevelSqlInTransaction } from "./transaction-errors.ts";

// Work inside a transaction that reaches the top-level client runs outside the transaction: each transaction
// kind marks its work's async context, and the top-level client refuses the calls that would escape.

const rename = (id: number, name: string) => Prisma.sql`UPDATE "Label" SET "name" = ${name} WHERE "id" = ${id}`;
const one = Prisma.sql`SELECT 1 AS "one"`;

describe("a transaction's work reaching the top-level client", () => {
  it("is refused an ORM call inside a raw transaction, and the transaction writes nothing", async () => {
    const label = await someLabel();
    for (const escape of [
      () => db.label.findMany(),
      () => db.$queryRaw`SELECT 1`,
      () => db.$transaction(async (tx) => tx.label.count()),
    ]) {
      const refused = sqlTransaction(async (tx) => {
        await sqlExecute(tx, rename(label.id, "before the escape"));
        return escape();
      });
      await expect(refused).rejects.toBeInstanceOf(OrmCallInSqlTransaction);
      await expect(refused).rejects.toThrow(/db\.\S+ is an ORM call inside a raw SQL transaction/);
    }
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("is refused raw SQL on the top-level client inside a transaction of either kind", async () => {
    const label = await someLabel();
    await expect(
      ormTransaction(async (tx) => {
        await tx.label.update({ where: { id: label.id }, data: { name: "before the escape" } });
        return sqlExecute(db, rename(label.id, "outside the transaction"));
      }),
    ).rejects.toBeInstanceOf(TopLevelSqlInTransaction);
    await expect(ormTransaction(() => sqlRows(db, one))).rejects.toThrow(/pass the transaction's client/);
    await expect(db.$transaction(() => sqlRows(db, one))).rejects.toBeInstanceOf(TopLevelSqlInTransaction);
    await expect(sqlTransaction(() => sqlRows(db, one))).rejects.toBeInstanceOf(TopLevelSqlInTransaction);
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("still runs the transaction's own statements, and work left running after it ended", async () => {
    expect(await ormTransaction((tx) => sqlRows<{ one: unknown }>(tx, one))).toHaveLength(1);
    expect(await sqlTransaction((tx) => sqlRows<{ one: unknown }>(tx, one))).toHaveLength(1);
    let later: Promise<unknown> | undefined;
    let release: () => void = () => {};
    const ended = new Promise<void>((resolve) => (release = resolve));
    await ormTransaction(async () => {
      later = ended.then(() => Promise.all([sqlRows(db, one), db.label.count()]));
    });
    await sqlTransaction(async () => {
      later = Promise.all([later, ended.then(() => Promise.all([sqlRows(db, one), db.label.count()]))]);
    });
    release();
    await expect(later).resolves.toBeDefined();
  });
});
