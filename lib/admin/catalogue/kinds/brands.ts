import "server-only";
import { usageOf } from "../catalogue-kind.ts";
import { definePlainKind } from "../plain-kind.ts";
import type { CreateNamedInput, UpdateNamedInput } from "../schemas.ts";
import { nextBrandId } from "./next-free-id.ts";

/** A brand vendors belong to (their brandId); not the product dictionary's brand values. */
export interface BrandEntry {
  id: number;
  orgId: number;
  name: string;
  active: boolean;
}

export const brands = definePlainKind<BrandEntry, CreateNamedInput, UpdateNamedInput>({
  table: "Brand",
  entity: "brand",
  noun: "brand",
  nameColumn: "name",
  audited: ["name"],
  model: (tx) => tx.brand,
  insert: async (tx, orgId, input) => tx.brand.create({ data: { id: await nextBrandId(tx), orgId, name: input.name } }),
  usage: async (tx, row) => usageOf([[await tx.vendor.count({ where: { brandId: row.id } }), "vendor"]]),
});
