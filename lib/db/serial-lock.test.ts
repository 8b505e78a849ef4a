import { describe, expect, it } from "vitest";
import { db, dbProvider } from "./client.ts";

// shared/design.md: on SQLite a plain write sent while another request's interactive transaction is
// open would run inside it and be rolled back with it, although it was acknowledged. The process-wide
// lock prevents that; this proves an acknowledged write survives a concurrent rollback.
describe("writes during a failing interactive transaction", () => {
  it("keep an acknowledged write when a concurrent transaction rolls back", async () => {
    let entered!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (entered = resolve));
    const failing = db.$transaction(async (tx) => {
      await tx.label.create({ data: { orgId: 100, name: "rolled back" } });
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      throw new Error("deliberate failure");
    });
    await transactionOpen;
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
    let entered!: () => void;
    const transactionOpen = new Promise<void>((resolve) => (entered = resolve));
    const failing = db.$transaction(async (tx) => {
      await tx.label.create({ data: { orgId: 100, name: "raw rolled back" } });
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      throw new Error("deliberate failure");
    });
    await transactionOpen;
    const raw = await db.$executeRaw`UPDATE "Customer" SET "firstName" = ${"Raw survivor"} WHERE "id" = ${5002}`;
    await db.$transaction([db.label.create({ data: { orgId: 100, name: "batch survivor" } })]);
    await expect(failing).rejects.toThrow("deliberate failure");

    expect(raw).toBe(1);
    expect((await db.customer.findUniqueOrThrow({ where: { id: 5002 } })).firstName).toBe("Raw survivor");
    expect(await db.label.count({ where: { name: "batch survivor" } })).toBe(1);
    expect(await db.label.count({ where: { name: "raw rolled back" } })).toBe(0);
  });
});
