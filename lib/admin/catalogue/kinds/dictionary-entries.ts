import "server-only";
import type { Tx } from "../../../db/client.ts";
import { catalogueKindNotFound, invalidInput } from "../../../errors/catalogue.ts";
import { defineCatalogueKind, usageOf, type CatalogueKind } from "../catalogue-kind.ts";
import {
  CATALOGUE_DICTIONARY_KINDS,
  type CatalogueDictionaryKind,
  type CreateDictionaryEntryInput,
  type UpdateDictionaryEntryInput,
} from "../schemas.ts";

export interface DictionaryEntryRow {
  id: number;
  orgId: number;
  kind: string;
  name: string;
  sizeType: string | null;
  active: boolean;
}

// Products keep the value's text (brand, color, ...), as the original's product API answers it.
const productColumn = (kind: CatalogueDictionaryKind) => kind;

function assertSizeTypeFits(kind: CatalogueDictionaryKind, sizeType: string | null | undefined) {
  if (kind !== "size" && sizeType !== undefined && sizeType !== null)
    throw invalidInput("sizeType: only size entries have a size type", "sizeType");
}

/**
 * A rename (or a size's new size type) is carried to the products naming the entry in the same
 * transaction, so every read of those products shows the new text at once.
 */
async function carryToProducts(
  tx: Tx,
  kind: CatalogueDictionaryKind,
  row: DictionaryEntryRow,
  after: DictionaryEntryRow,
) {
  const column = productColumn(kind);
  const data: Record<string, string | null> = {};
  if (after.name !== row.name) data[column] = after.name;
  if (kind === "size" && after.sizeType !== row.sizeType) data.sizeType = after.sizeType;
  if (Object.keys(data).length === 0) return;
  await tx.product.updateMany({ where: { orgId: row.orgId, [column]: row.name }, data });
}

function dictionaryKind(kind: CatalogueDictionaryKind) {
  return defineCatalogueKind<DictionaryEntryRow, CreateDictionaryEntryInput, UpdateDictionaryEntryInput>({
    table: "DictionaryEntry",
    entity: "dictionaryEntry",
    noun: `${kind} value`,
    kind,
    nameOf: (row) => row.name,
    // Products match values without letter case, so two values differing only in case could not be told apart.
    unique: [{ column: "name", valueOf: (input) => input.name }],
    findRows: (tx, orgId, ids) => tx.dictionaryEntry.findMany({ where: { orgId, kind, id: { in: ids } } }),
    insert: (tx, orgId, input) => {
      assertSizeTypeFits(kind, input.sizeType);
      return tx.dictionaryEntry.create({ data: { orgId, kind, name: input.name, sizeType: input.sizeType ?? null } });
    },
    update: async (tx, row, input) => {
      assertSizeTypeFits(kind, input.sizeType);
      const after = await tx.dictionaryEntry.update({ where: { id: row.id }, data: input });
      await carryToProducts(tx, kind, row, after);
      return after;
    },
    remove: async (tx, row) => {
      await tx.dictionaryEntry.delete({ where: { id: row.id } });
    },
    usage: async (tx, row) =>
      usageOf([[await tx.product.count({ where: { orgId: row.orgId, [productColumn(kind)]: row.name } }), "product"]]),
    fields: (row) => ({ kind: row.kind, name: row.name, sizeType: row.sizeType, active: row.active }),
  });
}

type DictionaryKindOps = CatalogueKind<DictionaryEntryRow, CreateDictionaryEntryInput, UpdateDictionaryEntryInput>;
const KINDS = new Map<string, DictionaryKindOps>(
  CATALOGUE_DICTIONARY_KINDS.map((kind) => [kind, dictionaryKind(kind)]),
);

/** The operations of one product dictionary, or undefined for a kind that is not one. */
export const dictionaryEntries = (kind: string): DictionaryKindOps | undefined => KINDS.get(kind);

/** As dictionaryEntries, refusing (404) a kind that is not a product dictionary. */
export function dictionaryEntriesOrNotFound(kind: string): DictionaryKindOps {
  const ops = dictionaryEntries(kind);
  if (!ops) throw catalogueKindNotFound(kind.slice(0, 40));
  return ops;
}
