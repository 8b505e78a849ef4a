import "server-only";
import type { Db } from "../../db/client.ts";

/** The names of the migrations recorded as finished and not rolled back. */
export async function readAppliedMigrations(db: Db): Promise<string[]> {
  const rows = await db.$queryRawUnsafe<{ migration_name: string }[]>(
    "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
  );
  return rows.map((row) => row.migration_name);
}

/** Resolves when the database answers a trivial statement. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRawUnsafe("SELECT 1");
}
