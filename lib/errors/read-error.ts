import * as catalogue from "./catalogue.ts";
import { fieldOf, type CatalogueEntry, type MessageParams } from "./define-error.ts";

// The way back from what a client receives (a code and a message) to the catalogue's row and the values
// filled into its message, so the console places an error beside its field without parsing messages itself.

const isEntry = (value: unknown): value is CatalogueEntry =>
  typeof value === "function" && typeof (value as Partial<CatalogueEntry>).code === "number";

/** Every row of the catalogue, by the name domain code throws it with. */
export const catalogueEntries: readonly [name: string, entry: CatalogueEntry][] = Object.entries(catalogue).filter(
  (pair: [string, unknown]): pair is [string, CatalogueEntry] => isEntry(pair[1]),
);

interface Pattern {
  entry: CatalogueEntry;
  variant?: string;
  names: string[];
  regex: RegExp;
  /** Literal characters: the most specific template is tried first ("{message}" matches anything). */
  literal: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function patternsOf(entry: CatalogueEntry): Pattern[] {
  const variants = Object.entries(entry.templates);
  return variants.map(([variant, template]) => {
    const parts = template.split(/\{(\w+)\}/);
    const names = parts.filter((_, index) => index % 2 === 1);
    const source = parts.map((part, index) => (index % 2 === 1 ? "([\\s\\S]*?)" : escape(part))).join("");
    const literal = parts.filter((_, index) => index % 2 === 0).join("").length;
    return {
      entry,
      variant: variants.length > 1 ? variant : undefined,
      names,
      regex: new RegExp(`^${source}$`),
      literal,
    };
  });
}

const patternsByCode = new Map<number, Pattern[]>();
for (const [, entry] of catalogueEntries)
  patternsByCode.set(entry.code, [...(patternsByCode.get(entry.code) ?? []), ...patternsOf(entry)]);
for (const patterns of patternsByCode.values()) patterns.sort((a, b) => b.literal - a.literal);

/** The catalogue row an API error item came from, with its message's values; undefined for an unknown one. */
export function readError(item: {
  code: number;
  message: string;
}): { entry: CatalogueEntry; params: MessageParams } | undefined {
  for (const pattern of patternsByCode.get(item.code) ?? []) {
    const match = pattern.regex.exec(item.message);
    if (!match) continue;
    const params: Record<string, string> = Object.fromEntries(
      pattern.names.map((name, index) => [name, match[index + 1]]),
    );
    if (pattern.variant) params.variant = pattern.variant;
    return { entry: pattern.entry, params };
  }
  return undefined;
}

/** The form field an API error item concerns, as the catalogue records it. */
export function fieldOfError(item: { code: number; message: string }): string | undefined {
  const read = readError(item);
  return read && fieldOf(read.entry, read.params);
}

/** A catalogue row's entry by code, for wording keyed on a spec code (the first row of a generic code). */
export const entryOfCode = (code: number): CatalogueEntry | undefined => patternsByCode.get(code)?.[0]?.entry;
