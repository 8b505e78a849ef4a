import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { labelName, someLabel } from "@/scripts/test-harness/demo-label.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlExecute, sqlRows } from "./sql.ts";
import { OrmCallInSqlTransaction, ormTransaction, SqlTransactionExpired, sqlTransaction } from "./sql-transaction.ts";
import { heldRawTransaction, inOpenTransaction } from "./held-raw-transaction.ts";
import { TopLevelSqlInTransaction, TransactionClosed } from "./transaction-errors.ts";

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

describe("a raw transaction that ran past its limit", () => {
  const limits = { timeoutMs: 500 };
  const pastTheLimit = () => new Promise((resolve) => setTimeout(resolve, 1200));

  it("refuses every late statement of its work, through its handle or the top-level client, and writes nothing", async () => {
    const label = await someLabel();
    // Each attempt is made in the work's async context; a refusal thrown at once becomes a rejection.
    const attempt = (call: () => Promise<unknown>) => (async () => call())();
    const late: Promise<unknown>[] = [];
    await expect(
      sqlTransaction(async (tx) => {
        await sqlExecute(tx, rename(label.id, "in time"));
        await pastTheLimit();
        late.push(
          attempt(() => sqlExecute(tx, rename(label.id, "late, through the handle"))),
          attempt(() => sqlExecute(db, rename(label.id, "late, through the top-level client"))),
          attempt(() => db.label.update({ where: { id: label.id }, data: { name: "late, through the ORM" } })),
        );
        await Promise.allSettled(late);
      }, limits),
    ).rejects.toBeInstanceOf(SqlTransactionExpired);
    const [handle, topLevelSql, orm] = late;
    await expect(handle).rejects.toBeInstanceOf(TransactionClosed);
    await expect(topLevelSql).rejects.toBeInstanceOf(TopLevelSqlInTransaction);
    await expect(orm).rejects.toBeInstanceOf(OrmCallInSqlTransaction);
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("leaves no mark on the later work of the same async context", async () => {
    const label = await someLabel();
    await expect(
      sqlTransaction(async (tx) => {
        await sqlExecute(tx, rename(label.id, "expired"));
        await pastTheLimit();
      }, limits),
    ).rejects.toBeInstanceOf(SqlTransactionExpired);
    expect(heldRawTransaction.getStore()).toBeUndefined();
    expect(inOpenTransaction()).toBe(false);
    // The top-level client runs again, and so do new transactions of either kind.
    expect(await sqlRows(db, one)).toHaveLength(1);
    expect(await db.label.count()).toBeGreaterThan(0);
    await sqlExecute(db, rename(label.id, "after the expired one"));
    expect(await sqlTransaction((tx) => sqlRows(tx, one))).toHaveLength(1);
    expect(await ormTransaction((tx) => tx.label.count())).toBeGreaterThan(0);
    expect(await labelName(label.id)).toBe("after the expired one");
    await sqlExecute(db, rename(label.id, label.name));
  });

  it("lets work it left running after it ended use the top-level client, but not its handle", async () => {
    const label = await someLabel();
    let release = () => {};
    const ended = new Promise<void>((resolve) => (release = resolve));
    let later: Promise<unknown> | undefined;
    let laterOnHandle: Promise<unknown> | undefined;
    await expect(
      sqlTransaction(async (tx) => {
        later = ended.then(() => Promise.all([sqlRows(db, one), db.label.count()]));
        laterOnHandle = ended.then(() => sqlRows(tx, one));
        laterOnHandle.catch(() => {}); // its refusal is awaited below
        await pastTheLimit();
      }, limits),
    ).rejects.toBeInstanceOf(SqlTransactionExpired);
    release();
    await expect(later).resolves.toBeDefined();
    await expect(laterOnHandle).rejects.toBeInstanceOf(TransactionClosed);
    expect(await labelName(label.id)).toBe(label.name);
  });
});
