import "server-only";

interface AdapterError {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } };
}

/**
 * The database gave up on the transaction to let another one through (PostgreSQL's deadlock 40P01 or
 * serialization failure 40001, Prisma's write conflict P2034) and rolled it back, so running it again is safe.
 */
export function isTransientConflict(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, meta } = error as AdapterError;
  // Prisma's write conflict, or PostgreSQL's own code from a raw statement run on the driver (lib/db/sql.ts).
  if (code === "P2034" || code === "40P01" || code === "40001") return true;
  const cause = meta?.driverAdapterError?.cause;
  return (
    cause?.originalCode === "40P01" || cause?.originalCode === "40001" || cause?.kind === "TransactionWriteConflict"
  );
}

/** Runs a whole transaction again (at most `attempts` times in all) when the database broke a conflict with it. */
export async function retryOnConflict<T>(transaction: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= attempts || !isTransientConflict(error)) throw error;
      // A short, jittered pause so the two writers do not collide again in step.
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
