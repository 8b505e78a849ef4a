import "server-only";
import { defineCatalogueKind, usageOf } from "../catalogue-kind.ts";
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
  findRows: (tx, orgId, ids) => tx.orgUnit.findMany({ where: { orgId, id: { in: ids } } }),
  insert: (tx, orgId, input) => tx.orgUnit.create({ data: { orgId, code: input.code, name: input.name } }),
  update: (tx, row, input) => tx.orgUnit.update({ where: { id: row.id }, data: input }),
  remove: async (tx, row) => {
    await tx.orgUnit.delete({ where: { id: row.id } });
  },
  usage: async (tx, row) => usageOf([[await tx.product.count({ where: { ouId: row.id } }), "product"]]),
  fields: (row) => ({ code: row.code, name: row.name, active: row.active }),
});
