import { describe, expect, expectTypeOf, it } from "vitest";
import type { Db, Tx } from "./client.ts";
import { int } from "./codecs.ts";
import { Prisma } from "./generated/sqlite/client.ts";
import { sqlExecute, sqlRows } from "./sql.ts";
import { ormTransaction, sqlTransaction } from "./sql-transaction.ts";
import type { SqlTx } from "./transaction-types.ts";

// tsc checks this file (tsconfig includes every .ts): each @ts-expect-error below fails the type check the
// day the line it marks compiles, that is, the day the raw transaction's handle offers the ORM again.

describe("the raw transaction's type", () => {
  it("has no ORM members: the compiler refuses an ORM call inside sqlTransaction", async () => {
    const ran = await sqlTransaction(async (tx) => {
      const ormCallCompiles = false as boolean;
      if (ormCallCompiles) {
        // @ts-expect-error the raw transaction's handle has no ORM model
        await tx.label.findMany();
        // @ts-expect-error nor the ORM's own raw query, which would run outside the transaction
        await tx.$queryRaw`SELECT 1`;
        // @ts-expect-error and it is not an ORM transaction either
        const orm: Tx = tx;
        void orm;
      }
      expectTypeOf(tx).toEqualTypeOf<SqlTx>();
      return "ran";
    });
    expect(ran).toBe("ran");
  });

  it("still runs raw SQL, in the transaction", async () => {
    const [read, changed] = await sqlTransaction(async (tx) => [
      await sqlRows<{ one: unknown }>(tx, Prisma.sql`SELECT 1 AS "one"`),
      await sqlExecute(tx, Prisma.sql`UPDATE "Organization" SET "name" = "name" WHERE "id" = ${100}`),
    ]);
    expect(int(read[0].one as number)).toBe(1);
    expect(changed).toBe(1);
  });

  it("leaves the ORM's transaction its type, and raw SQL accepts every client", async () => {
    const count = await ormTransaction(async (tx) => {
      expectTypeOf(tx).toEqualTypeOf<Tx>();
      expectTypeOf(sqlRows<unknown>)
        .parameter(0)
        .toEqualTypeOf<Db | Tx | SqlTx>();
      return tx.organization.count({ where: { id: 100 } });
    });
    expect(count).toBe(1);
  });
});
