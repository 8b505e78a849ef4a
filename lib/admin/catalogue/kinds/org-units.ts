import "server-only";
import { defineCatalogueKind, plainRows, usageOf } from "../catalogue-kind.ts";
import type { CreateOrgUnitInput, UpdateOrgUnitInput } from "../schemas.ts";

export interface OrgUnitEntry {
  id: number;
  orgId: number;
  code: string;
  name: string;
  active: boolean;
}

export const orgUnits = defineCatalogueKind<OrgUnitEntry, CreateOrgUnitInput, UpdateOrgUnitInput>({
  table: "OrgUnit",
  entity: "orgUnit",
  noun: "org unit",
  nameOf: (row) => row.code,
  // Products name a unit by its code without letter case (ou_code), so codes are unique that way.
  unique: [{ column: "code", valueOf: (input) => input.code }],
  ...plainRows((tx) => tx.orgUnit),
  insert: (tx, orgId, input) => tx.orgUnit.create({ data: { orgId, code: input.code, name: input.name } }),
  usage: async (tx, row) => usageOf([[await tx.product.count({ where: { ouId: row.id } }), "product"]]),
  fields: (row) => ({ code: row.code, name: row.name, active: row.active }),
});
