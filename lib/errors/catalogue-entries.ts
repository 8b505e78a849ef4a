import * as catalogue from "./catalogue.ts";
import type { CatalogueEntry } from "./define-error.ts";

const isEntry = (value: unknown): value is CatalogueEntry =>
  typeof value === "function" && typeof (value as Partial<CatalogueEntry>).code === "number";

/** Every row of the catalogue, by the name domain code throws it with (for the catalogue's own tests). */
export const catalogueEntries: readonly [name: string, entry: CatalogueEntry][] = Object.entries(catalogue).filter(
  (pair: [string, unknown]): pair is [string, CatalogueEntry] => isEntry(pair[1]),
);
