import "server-only";
import type { Db } from "./client.ts";

// Rows inserted with explicit ids (demo data) do not advance PostgreSQL's serial sequences; SQLite's
// AUTOINCREMENT follows the largest id by itself.
const TABLES_WITH_SERIAL_IDS = [
  "Customer",
  "Program",
  "OrgUnit",
  "User",
  "Request",
  "Label",
  "PointsLot",
  "DictionaryEntry",
];

export async function resetIdSequences(db: Db, provider: "sqlite" | "postgresql"): Promise<void> {
  if (provider !== "postgresql") return;
  for (const table of TABLES_WITH_SERIAL_IDS) {
    await db.$executeRawUnsafe(
      `SELECT setval(pg_get_serial_sequence('"${table}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${table}"), 1))`,
    );
  }
}
