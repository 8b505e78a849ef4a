import { db } from "@/lib/db/client.ts";
import { Prisma } from "@/lib/db/generated/sqlite/client.ts";
import { sqlRows } from "@/lib/db/sql.ts";

/** The first label of the demo organization 100: a row the raw SQL tests rename and put back. */
export async function someLabel() {
  const label = await db.label.findFirst({ where: { orgId: 100 }, orderBy: { id: "asc" } });
  if (!label) throw new Error("the demo data has no label in organization 100");
  return label;
}

/** The label's committed name, read outside any transaction. */
export const labelName = async (id: number) =>
  (await sqlRows<{ name: string }>(db, Prisma.sql`SELECT "name" FROM "Label" WHERE "id" = ${id}`))[0].name;
