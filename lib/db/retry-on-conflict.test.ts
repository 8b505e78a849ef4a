import { describe, expect, it } from "vitest";
import { retryOnConflict } from "./retry-on-conflict.ts";
import { onPostgres, runOpposingWriters } from "@/scripts/test-harness/opposing-writers.ts";

describe("retryOnConflict", () => {
  it(
    onPostgres
      ? "runs a transaction again after PostgreSQL broke a deadlock with it, so both writers complete"
      : "lets writers taking rows in opposite orders both complete (SQLite runs them one after the other)",
    async () => {
      const runs = await runOpposingWriters(
        (tx, customerId) =>
          tx.$executeRaw`UPDATE "CustomerRegistration" SET "orgId" = "orgId" WHERE "customerId" = ${customerId} AND "orgId" = 100`,
      );
      expect(runs).toBe(onPostgres ? 3 : 2);
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
