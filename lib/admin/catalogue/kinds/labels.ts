import "server-only";
import { labelAlreadyExists } from "../../../errors/catalogue.ts";
import { usageOf } from "../catalogue-kind.ts";
import { definePlainKind } from "../plain-kind.ts";
import type { CreateNamedInput, UpdateNamedInput } from "../schemas.ts";

export interface LabelEntry {
  id: number;
  orgId: number;
  name: string;
  active: boolean;
  createdAt: Date;
}

export const labels = definePlainKind<LabelEntry, CreateNamedInput, UpdateNamedInput>({
  table: "Label",
  entity: "label",
  noun: "label",
  // As POST /v2/labels: exact, case-sensitive names, and its 33002 when taken.
  nameColumn: "name",
  exact: true,
  taken: labelAlreadyExists,
  audited: ["name"],
  model: (tx) => tx.label,
  insert: (tx, orgId, input) => tx.label.create({ data: { orgId, name: input.name } }),
  usage: async (tx, row) => usageOf([[await tx.customerLabel.count({ where: { labelId: row.id } }), "customer"]]),
});
