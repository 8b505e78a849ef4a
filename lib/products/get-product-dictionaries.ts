import "server-only";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { DICTIONARY_KINDS, type DictionaryKind } from "./schemas.ts";

export interface DictionaryValue {
  name: string;
  sizeType: string | null;
}
export type ProductDictionaries = Record<DictionaryKind, DictionaryValue[]>;

/** The active brand, color, category, size and style values of the caller's organization (deactivated ones are refused). */
export async function getProductDictionaries(principal: Principal): Promise<ProductDictionaries> {
  const rows = await db.dictionaryEntry.findMany({
    where: { orgId: principal.orgId, kind: { in: [...DICTIONARY_KINDS] }, active: true },
    orderBy: [{ kind: "asc" }, { name: "asc" }],
    select: { kind: true, name: true, sizeType: true },
  });
  const dictionaries = Object.fromEntries(
    DICTIONARY_KINDS.map((kind) => [kind, [] as DictionaryValue[]]),
  ) as ProductDictionaries;
  for (const row of rows) dictionaries[row.kind as DictionaryKind].push({ name: row.name, sizeType: row.sizeType });
  return dictionaries;
}
