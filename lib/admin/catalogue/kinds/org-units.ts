import "server-only";
import { usageOf } from "../catalogue-kind.ts";
import { definePlainKind } from "../plain-kind.ts";
import type { CreateOrgUnitInput, UpdateOrgUnitInput } from "../schemas.ts";

export interface OrgUnitEntry {
  id: number;
  orgId: number;
  code: string;
  name: string;
  active: boolean;
}

export const orgUnits = definePlainKind<OrgUnitEntry, CreateOrgUnitInput, UpdateOrgUnitInput>({
  table: "OrgUnit",
  entity: "orgUnit",
  noun: "org unit",
  // Products name a unit by its code without letter case (ou_code), so codes are unique that way.
  nameColumn: "code",
  audited: ["code", "name"],
  model: (tx) => tx.orgUnit,
  insert: (tx, orgId, input) => tx.orgUnit.create({ data: { orgId, code: input.code, name: input.name } }),
  usage: async (tx, row) => usageOf([[await tx.product.count({ where: { ouId: row.id } }), "product"]]),
});
