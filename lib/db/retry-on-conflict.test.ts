import { describe, expect, it } from "vitest";
import { db } from "./client.ts";
import { databaseUrl, providerOf } from "./database-url.mjs";
import { retryOnConflict } from "./retry-on-conflict.ts";

const onPostgres = providerOf(databaseUrl()) === "postgresql";

describe("retryOnConflict", () => {
  // Two writers taking the same two rows in opposite orders. On PostgreSQL they are made to hold their first
  // row at the same time, so the server must break the deadlock; SQLite runs transactions one at a time.
  it(
    onPostgres
      ? "runs a transaction again after PostgreSQL broke a deadlock with it, so both writers complete"
      : "lets writers taking rows in opposite orders both complete (SQLite runs them one after the other)",
    async () => {
      let holding = 0;
      let release = () => {};
      const bothHold = new Promise<void>((resolve) => (release = resolve));
      const runs = { a: 0, b: 0 };
      const lockBoth = (name: "a" | "b", first: number, second: number) =>
        retryOnConflict(() =>
          db.$transaction(async (tx) => {
            runs[name]++;
            await tx.$executeRaw`UPDATE "CustomerRegistration" SET "orgId" = "orgId" WHERE "customerId" = ${first} AND "orgId" = 100`;
            if (onPostgres) {
              if (++holding === 2) release();
              await bothHold;
            }
            await tx.$executeRaw`UPDATE "CustomerRegistration" SET "orgId" = "orgId" WHERE "customerId" = ${second} AND "orgId" = 100`;
          }),
        );
      await Promise.all([lockBoth("a", 5002, 5003), lockBoth("b", 5003, 5002)]);
      expect(runs.a + runs.b).toBe(onPostgres ? 3 : 2);
    },
  );

  it("does not run a transaction again for any other error", async () => {
    let runs = 0;
    await expect(
      retryOnConflict(async () => {
        runs++;
        throw new Error("not a conflict");
      }),
    ).rejects.toThrow("not a conflict");
    expect(runs).toBe(1);
  });
});
