/** An ORM call inside a raw SQL transaction (lib/db/sql-transaction.ts) would run outside it: refused, loudly. */
export class OrmCallInSqlTransaction extends Error {
  override name = "OrmCallInSqlTransaction";
}

/** The transaction ran past its time limit; what it wrote is rolled back, as Prisma's expiry does (P2028). */
export class SqlTransactionExpired extends Error {
  override name = "SqlTransactionExpired";
  constructor(timeoutMs: number) {
    super(`the transaction ran past ${timeoutMs} ms and was rolled back`);
  }
}

/** No pool connection became free within the wait limit: the transaction never began. */
export class NoConnectionFree extends Error {
  override name = "NoConnectionFree";
  constructor(waitedMs: number) {
    super(`no database connection became free within ${waitedMs} ms`);
  }
}

/** A statement of a transaction's callback that ran after the transaction ended, refused as Prisma refuses it. */
export class TransactionClosed extends Error {
  override name = "TransactionClosed";
  constructor() {
    super("Transaction already closed: a statement of its callback ran after it ended (P2028)");
  }
}

/** Raw SQL given the top-level client inside a transaction would run outside it: refused, loudly. */
export class TopLevelSqlInTransaction extends Error {
  override name = "TopLevelSqlInTransaction";
  constructor() {
    super(
      "raw SQL given the top-level client inside a transaction would run outside it: pass the transaction's client",
    );
  }
}
