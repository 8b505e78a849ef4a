import "server-only";
import { actorOf } from "../audit/audit-actor.ts";
import { recordAudit } from "../audit/store/audit-chain.ts";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { isUniqueViolation } from "../db/prisma-errors.ts";
import type { OrganizationLabel } from "./find-organization-labels.ts";
import type { CreateLabelInput } from "./schemas.ts";
import { labelAlreadyExists } from "../errors/catalogue.ts";

/** Adds a label to the organization; names are unique in it (exact, case-sensitive match), 33002 otherwise. */
export async function createLabel(principal: Principal, input: CreateLabelInput): Promise<OrganizationLabel> {
  try {
    const row = await db.$transaction(async (tx) => {
      const created = await tx.label.create({ data: { orgId: principal.orgId, name: input.labelName } });
      await recordAudit(tx, actorOf(principal), {
        entity: "label",
        entityId: created.id,
        action: "create",
        after: { name: created.name },
      });
      return created;
    });
    return { labelId: row.id, labelName: row.name, customerCount: 0, createdAt: row.createdAt };
  } catch (error) {
    if (isUniqueViolation(error)) throw labelAlreadyExists(input.labelName);
    throw error;
  }
}
