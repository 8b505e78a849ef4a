import { describe, expect, it } from "vitest";
import { db, type Tx } from "./client.ts";
import type { SqlClient } from "./transaction-types.ts";
import { labelName, someLabel } from "@/scripts/test-harness/demo-label.ts";
import { databasePoolSize } from "../config/env.ts";
import { databaseUrl, providerOf } from "./database-url.mjs";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlExecute, sqlRows } from "./sql.ts";
import { OrmCallInSqlTransaction, SqlTransactionExpired, sqlTransaction } from "./sql-transaction.ts";

const onPostgres = providerOf(databaseUrl()) === "postgresql";

const rename = (tx: SqlClient, id: number, name: string) =>
  sqlExecute(tx, Prisma.sql`UPDATE "Label" SET "name" = ${name} WHERE "id" = ${id}`);

describe("sqlTransaction", () => {
  it("commits the work's statements together and returns its value; another reader sees none before the commit", async () => {
    const label = await someLabel();
    let wrote = () => {};
    let readOutside = () => {};
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const outsideRead = new Promise<void>((resolve) => (readOutside = resolve));
    const running = sqlTransaction(async (tx) => {
      expect(await rename(tx, label.id, "first")).toBe(1);
      expect(await rename(tx, label.id, "second")).toBe(1);
      // Read in the transaction: its own write.
      expect(
        (await sqlRows<{ name: string }>(tx, Prisma.sql`SELECT "name" FROM "Label" WHERE "id" = ${label.id}`))[0].name,
      ).toBe("second");
      wrote();
      await outsideRead;
      return "done";
    });
    // The other reader reads from outside the work (inside it, the top-level client is refused).
    await written;
    if (onPostgres) expect(await labelName(label.id)).toBe(label.name);
    readOutside();
    const result = await running;
    expect(result).toBe("done");
    expect(await labelName(label.id)).toBe("second");
    await rename(db, label.id, label.name);
  });

  it("rolls everything back when the work fails, and gives its connection back every time", async () => {
    const label = await someLabel();
    // More failures than the pool has connections: a connection kept by a failed transaction would hang here.
    for (let i = 0; i < databasePoolSize() + 3; i++) {
      const failure = new Error(`failed ${i}`);
      await expect(
        sqlTransaction(async (tx) => {
          await rename(tx, label.id, `doomed ${i}`);
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("refuses an ORM call inside (it would run outside the transaction) and writes nothing", async () => {
    const label = await someLabel();
    await expect(
      sqlTransaction(async (tx) => {
        await rename(tx, label.id, "before the ORM call");
        // The compiler refuses this call (lib/db/sql-transaction-types.test.ts); at run time the handle does too.
        return (tx as unknown as Tx).label.findMany();
      }),
    ).rejects.toBeInstanceOf(OrmCallInSqlTransaction);
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("rolls back a transaction that runs past its limit and refuses its later statements", async () => {
    const label = await someLabel();
    let late: Promise<number> | undefined;
    await expect(
      sqlTransaction(
        async (tx) => {
          await rename(tx, label.id, "in time");
          await new Promise((resolve) => setTimeout(resolve, 150));
          late = rename(tx, label.id, "too late");
          return late;
        },
        { timeoutMs: 50 },
      ),
    ).rejects.toBeInstanceOf(SqlTransactionExpired);
    await expect(late).rejects.toThrow("Transaction already closed");
    expect(await labelName(label.id)).toBe(label.name);
  });

  it("keeps concurrent transactions apart (PostgreSQL: each on its connection; SQLite: one after another), each seeing its own write", async () => {
    const label = await someLabel();
    const seen = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        sqlTransaction(async (tx) => {
          await sqlExecute(
            tx,
            Prisma.sql`UPDATE "Label" SET "name" = ${`writer ${i}`} WHERE "id" = ${label.id} AND ${i} >= 0`,
          );
          const [row] = await sqlRows<{ name: string }>(
            tx,
            Prisma.sql`SELECT "name" FROM "Label" WHERE "id" = ${label.id}`,
          );
          return row.name;
        }),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 8 }, (_, i) => `writer ${i}`));
    await rename(db, label.id, label.name);
  });

  it("on PostgreSQL refuses after 2 s when every pool connection is held (the one it waited for goes back); on SQLite waits its turn", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    if (!onPostgres) {
      // One connection under the client's lock: the next transaction waits for the held one, refusing nothing.
      const order: string[] = [];
      const held = sqlTransaction(async () => (await released, order.push("held")));
      const next = sqlTransaction(async () => order.push("next"));
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(order).toEqual([]);
      release();
      await Promise.all([held, next]);
      expect(order).toEqual(["held", "next"]);
      return;
    }
    const holders = Array.from({ length: databasePoolSize() }, () => sqlTransaction(() => released));
    const started = Date.now();
    await expect(sqlTransaction(async () => "never")).rejects.toThrow("no database connection became free");
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    release();
    await Promise.all(holders);
    // The connection the refused call was still waiting for was given back: all of them can be held at once
    // again (each transaction waits until every one has its connection).
    let arrived = 0;
    let allArrived = () => {};
    const everyone = new Promise<void>((resolve) => (allArrived = resolve));
    const again = Array.from({ length: databasePoolSize() }, () =>
      sqlTransaction(async () => {
        if (++arrived === databasePoolSize()) allArrived();
        await everyone;
        return "served";
      }),
    );
    expect(await Promise.all(again)).toEqual(Array(databasePoolSize()).fill("served"));
  }, 10_000);
});

// Only PostgreSQL has a statement that waits on a row lock to cancel; defined there only, not skipped.
if (onPostgres)
  describe("sqlTransaction at its limit on PostgreSQL", () => {
    // Statements of this test's database waiting on a lock.
    const waitingOnLocks = async () => {
      const [row] = await sqlRows<{ n: number | bigint }>(
        db,
        Prisma.sql`SELECT COUNT(*) AS "n" FROM pg_stat_activity
          WHERE "datname" = current_database() AND "wait_event_type" = 'Lock'`,
      );
      return Number(row.n);
    };

    it("cancels its statement waiting on a row lock, and rolls back, while the lock's holder keeps it", async () => {
      const [held, written] = await db.label.findMany({ where: { orgId: 100 }, orderBy: { id: "asc" }, take: 2 });
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = sqlTransaction(async (tx) => {
        await rename(tx, held.id, "held by another transaction");
        await released;
      });
      try {
        await new Promise((resolve) => setTimeout(resolve, 100)); // the holder's row lock is taken
        const started = Date.now();
        const blocked = sqlTransaction(
          async (tx) => {
            await rename(tx, written.id, "rolled back at the limit");
            await rename(tx, held.id, "waits on the holder's lock");
          },
          { timeoutMs: 500 },
        ).then(
          () => "committed",
          (error: unknown) => (error instanceof SqlTransactionExpired ? "expired" : error),
        );
        const stillWaiting = new Promise((resolve) => setTimeout(() => resolve("still waiting"), 1500));
        // Without the cancel the rollback waited behind the statement, which waited for the holder.
        expect(await Promise.race([blocked, stillWaiting])).toBe("expired");
        expect(Date.now() - started).toBeLessThan(1500);
        // Its own row lock is gone and its write undone, while the holder still holds its lock.
        expect(await waitingOnLocks()).toBe(0);
        expect(await labelName(written.id)).toBe(written.name);
        const freed = rename(db, written.id, "written after the limit").then(() => "written");
        const stuck = new Promise((resolve) => setTimeout(() => resolve("still locked"), 1000));
        expect(await Promise.race([freed, stuck])).toBe("written");
      } finally {
        release();
        await holder;
      }
      // The holder was not cancelled: its write commits.
      expect(await labelName(held.id)).toBe("held by another transaction");
      await rename(db, held.id, held.name);
      await rename(db, written.id, written.name);
    });
  });
