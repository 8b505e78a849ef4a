import { describe, expect, it } from "vitest";
import { db, dbProvider } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { sqlExecute } from "../db/sql.ts";
import { sqlTransaction } from "../db/sql-transaction.ts";
import type { AnyTx } from "../db/transaction-types.ts";
import { insertRequestRow } from "./store/request-store.ts";
import { sumKeptRequestCounts } from "./store/sum-kept-request-counts.ts";

const onPostgres = dbProvider() === "postgresql";
// A sub-type of its own, so requests other test files create meanwhile do not move these counts.
const KEY = { orgId: 100, type: "TRANSACTION", baseType: "KEPT_COUNT_TEST", status: "PENDING" } as const;

async function demoRefs() {
  const registration = await db.customerRegistration.findFirst({ where: { orgId: KEY.orgId } });
  const user = await db.user.findFirst({ where: { orgId: KEY.orgId } });
  if (!registration || !user) throw new Error("the demo data has no customer or user in organization 100");
  return { customerId: registration.customerId, userId: user.id };
}

const create = (tx: AnyTx, refs: { customerId: number; userId: number }) =>
  insertRequestRow(
    tx,
    { ...KEY, customerId: refs.customerId, createdById: refs.userId, payload: "{}" },
    { fromStatus: null, toStatus: KEY.status, actorId: refs.userId, comment: "", detail: null },
  );

const remove = async (id: number) => {
  await sqlExecute(db, Prisma.sql`DELETE FROM "RequestEvent" WHERE "requestId" = ${id}`);
  await sqlExecute(db, Prisma.sql`DELETE FROM "Request" WHERE "id" = ${id}`);
};

describe("the kept request counts", () => {
  it("count a creation at its commit, not a rolled-back one, and on PostgreSQL leave the count row free while the creation's transaction runs", async () => {
    const refs = await demoRefs();
    // A committed creation first, so the count row of the key exists.
    const first = await sqlTransaction((tx) => create(tx, refs));
    const before = await sumKeptRequestCounts(db, KEY);

    const failure = new Error("rolled back");
    await expect(
      sqlTransaction(async (tx) => {
        await create(tx, refs);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await sumKeptRequestCounts(db, KEY)).toBe(before);

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let created = () => {};
    const inserted = new Promise<void>((resolve) => (created = resolve));
    const held = sqlTransaction(async (tx) => {
      const row = await create(tx, refs);
      created();
      await released;
      return row;
    });
    await inserted;
    try {
      if (onPostgres) {
        // Every creation and decision of the kind updates this row: locked from the change to the commit, it
        // made them wait for each other. Another transaction takes it at once while this one is still open.
        const locked = await db.$transaction(async (other) => {
          await other.$executeRawUnsafe("SET LOCAL lock_timeout = '500ms'");
          return other.$queryRaw<{ count: number }[]>`
          SELECT "count" FROM "RequestCount" WHERE "orgId" = ${KEY.orgId} AND "type" = ${KEY.type}
            AND "baseType" = ${KEY.baseType} AND "status" = ${KEY.status} FOR UPDATE`;
        });
        expect(Number(locked[0].count)).toBe(before);
      }
      // (On SQLite the open transaction holds the one connection: nothing else runs until it ends.)
    } finally {
      release();
    }
    const second = await held;
    expect(await sumKeptRequestCounts(db, KEY)).toBe(before + 1);

    await remove(second.id);
    await remove(first.id);
    expect(await sumKeptRequestCounts(db, KEY)).toBe(before - 1);
  });
});
