import "server-only";
import type { Tx } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlExecute } from "../../db/sql.ts";

/**
 * Takes the organization's row lock for the rest of the transaction (a no-op update, which both
 * databases accept): changes that must see every other change to the organization's admins, settings or
 * catalogue wait here. Taken before the audit chain head.
 */
export async function lockOrganization(tx: Tx, orgId: number): Promise<void> {
  await sqlExecute(tx, Prisma.sql`UPDATE "Organization" SET "id" = "id" WHERE "id" = ${orgId}`);
}
