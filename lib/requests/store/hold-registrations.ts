import "server-only";
import type { AnyTx } from "../../db/transaction-types.ts";
import { sqlExecute } from "../../db/sql.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";

/**
 * Holds the customers' registration rows in the organization (a no-op write, in customer id order) until the
 * transaction ends, refusing nothing: the approval step that follows makes the checks and answers its own
 * codes. A decision takes these rows first, then the request counts (the Request triggers) and the audit
 * chain head; an auto-approved creation inserts and audits before it approves, so it takes them here,
 * before its insert, to keep that order (on PostgreSQL the opposite order deadlocks against a decision on
 * the same customer). A merge's creation takes them too, pending or not: its checks (assertMergeable) then
 * see every earlier creation or approval involving either customer, and later ones wait.
 */
export async function holdRegistrations(tx: AnyTx, orgId: number, customerIds: number[]): Promise<void> {
  for (const customerId of [...new Set(customerIds)].sort((a, b) => a - b))
    await sqlExecute(
      tx,
      Prisma.sql`
      UPDATE "CustomerRegistration" SET "orgId" = "orgId" WHERE "customerId" = ${customerId} AND "orgId" = ${orgId}`,
    );
}
