import { db, dbProvider } from "@/lib/db/client.ts";
import { Prisma } from "@/lib/db/generated/sqlite/client.ts";

/** The plan's text for `sql`: SQLite's EXPLAIN QUERY PLAN, PostgreSQL's EXPLAIN with sequential scans priced out. */
export async function queryPlanOf(sql: string | Prisma.Sql): Promise<string> {
  const statement = typeof sql === "string" ? Prisma.raw(sql) : sql;
  if (dbProvider() === "sqlite") {
    const rows = await db.$queryRaw<{ detail: string }[]>(Prisma.sql`EXPLAIN QUERY PLAN ${statement}`);
    return rows.map((row) => row.detail).join("\n");
  }
  return db.$transaction(async (tx) => {
    // Tiny test tables make a sequential scan cheapest; forbid it to see which index serves the query.
    await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
    const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ${statement}`);
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}
