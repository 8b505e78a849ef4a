import "server-only";
import { labelAlreadyExists } from "../../../errors/catalogue.ts";
import { defineCatalogueKind, plainRows, usageOf } from "../catalogue-kind.ts";
import type { CreateNamedInput, UpdateNamedInput } from "../schemas.ts";

export interface LabelEntry {
  id: number;
  orgId: number;
  name: string;
  active: boolean;
  createdAt: Date;
}

export const labels = defineCatalogueKind<LabelEntry, CreateNamedInput, UpdateNamedInput>({
  table: "Label",
  entity: "label",
  noun: "label",
  nameOf: (row) => row.name,
  // As POST /v2/labels: exact, case-sensitive names, and its 33002 when taken.
  unique: [{ column: "name", valueOf: (input) => input.name, exact: true }],
  taken: labelAlreadyExists,
  ...plainRows((tx) => tx.label),
  insert: (tx, orgId, input) => tx.label.create({ data: { orgId, name: input.name } }),
  usage: async (tx, row) => usageOf([[await tx.customerLabel.count({ where: { labelId: row.id } }), "customer"]]),
  fields: (row) => ({ name: row.name, active: row.active }),
});
