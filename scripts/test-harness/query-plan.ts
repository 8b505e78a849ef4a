import { db, dbProvider } from "@/lib/db/client.ts";

/** The plan's text for `sql`: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with sequential scans priced out. */
export async function queryPlanOf(sql: string): Promise<string> {
  if (dbProvider() === "sqlite") {
    const rows = await db.$queryRawUnsafe<{ detail: string }[]>(`EXPLAIN QUERY PLAN ${sql}`);
    return rows.map((row) => row.detail).join("\n");
  }
  return db.$transaction(async (tx) => {
    // Tiny test tables make a sequential scan cheapest; forbid it to see which index serves the query.
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const rows = await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
