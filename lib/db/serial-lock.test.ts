import { describe, expect, it } from "vitest";
import { db, dbProvider } from "./client.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { SerialLock } from "./serial-lock.ts";
import { sqlExecute } from "./sql.ts";

/**
 * Opens an interactive transaction that writes a label named `name`, holds on for 300 ms and then fails;
 * answers once it is open, with the transaction's promise (which rejects with "deliberate failure"), wrapped
 * so that awaiting the answer does not wait for the transaction.
 */
async function openFailingTransaction(name: string): Promise<{ failing: Promise<unknown> }> {
  let entered!: () => void;
  const transactionOpen = new Promise<void>((resolve) => (entered = resolve));
  const failing = db.$transaction(async (tx) => {
    await tx.label.create({ data: { orgId: 100, name } });
    entered();
    await new Promise((resolve) => setTimeout(resolve, 300));
    throw new Error("deliberate failure");
  });
  await transactionOpen;
  return { failing };
}

// shared/design.md: on SQLite a plain write sent while another request's interactive transaction is
// open would run inside it and be rolled back with it, although it was acknowledged. The process-wide
// lock prevents that; this proves an acknowledged write survives a concurrent rollback.
describe("writes during a failing interactive transaction", () => {
  it("keep an acknowledged write when a concurrent transaction rolls back", async () => {
    const { failing } = await openFailingTransaction("rolled back");
    const acknowledged = await db.label.create({ data: { orgId: 100, name: `survivor-${dbProvider()}` } });
    await expect(failing).rejects.toThrow("deliberate failure");

    expect(await db.label.findUnique({ where: { id: acknowledged.id } })).not.toBeNull();
    expect(await db.label.count({ where: { name: "rolled back" } })).toBe(0);
  });

  it("serializes concurrent transactions without losing any", async () => {
    const names = Array.from({ length: 20 }, (_, i) => `parallel-${i}`);
    await Promise.all(
      names.map((name) => db.$transaction(async (tx) => tx.label.create({ data: { orgId: 100, name } }))),
    );
    expect(await db.label.count({ where: { name: { startsWith: "parallel-" } } })).toBe(20);
  });

  it("keeps a raw SQL write and a batch transaction sent meanwhile, too", async () => {
    const { failing } = await openFailingTransaction("raw rolled back");
    const raw = await db.$executeRaw`UPDATE "Customer" SET "firstName" = ${"Raw survivor"} WHERE "id" = ${5002}`;
    await db.$transaction([db.label.create({ data: { orgId: 100, name: "batch survivor" } })]);
    await expect(failing).rejects.toThrow("deliberate failure");

    expect(raw).toBe(1);
    expect((await db.customer.findUniqueOrThrow({ where: { id: 5002 } })).firstName).toBe("Raw survivor");
    expect(await db.label.count({ where: { name: "batch survivor" } })).toBe(1);
    expect(await db.label.count({ where: { name: "raw rolled back" } })).toBe(0);
  });

  it("keeps a direct raw write (lib/db/sql.ts) sent meanwhile, as it keeps the ORM's", async () => {
    const { failing } = await openFailingTransaction("direct rolled back");
    const written = await sqlExecute(
      db,
      Prisma.sql`UPDATE "Customer" SET "lastName" = ${"Direct survivor"} WHERE "id" = ${5002}`,
    );
    await expect(failing).rejects.toThrow("deliberate failure");
    expect(written).toBe(1);
    expect((await db.customer.findUniqueOrThrow({ where: { id: 5002 } })).lastName).toBe("Direct survivor");
    expect(await db.label.count({ where: { name: "direct rolled back" } })).toBe(0);
  });
});

describe("SerialLock.runNow", () => {
  it("runs at once when the lock is free or held by this context, and not while another holds or waits", async () => {
    const lock = new SerialLock();
    expect(lock.runNow(() => "free")).toEqual({ value: "free" });
    let release!: () => void;
    const held = lock.run(async () => {
      expect(lock.runNow(() => "inside")).toEqual({ value: "inside" });
      await new Promise<void>((resolve) => (release = resolve));
    });
    await new Promise((resolve) => setImmediate(resolve));
    const waiting = lock.run(async () => "queued");
    expect(lock.runNow(() => "outside")).toBeUndefined();
    release();
    await held;
    expect(await waiting).toBe("queued");
    expect(lock.runNow(() => "free again")).toEqual({ value: "free again" });
  });

  it("reports a wait for every run that takes the lock, a zero one for runNow, none inside the holder", async () => {
    const waits: number[] = [];
    const lock = new SerialLock((ms) => waits.push(ms));
    lock.runNow(() => "free");
    await lock.run(async () => lock.runNow(() => "inside"));
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBe(0);
  });
});
