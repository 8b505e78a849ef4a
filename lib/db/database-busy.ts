import { NoConnectionFree, SqlTransactionExpired } from "./transaction-errors.ts";

// Prisma's: P2024, no pool connection in time; P2028, its interactive transaction could not start or
// finish within its limits. SQLite's: another connection held the write lock past the busy timeout.
const BUSY_CODES = new Set(["P2024", "P2028", "SQLITE_BUSY"]);

/**
 * Whether an error says the database had no room for the work in time, under load: no connection became free,
 * or the transaction could not start or ran past its limit and was rolled back. Nothing of that transaction
 * was committed, so the caller may send the same call again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof NoConnectionFree || error instanceof SqlTransactionExpired) return true;
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === "string" && BUSY_CODES.has(code);
}
