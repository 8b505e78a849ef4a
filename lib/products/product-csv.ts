import { parseCsv, type CsvRecord } from "./parse-csv.ts";

/** A product of `root.product` built from one CSV row. The API validates it; bad values come back per item. */
export interface ProductCsvItem {
  sku?: string;
  price?: string;
  ean?: string;
  description?: string;
  long_description?: string;
  img_url?: string;
  ou_code?: string;
  returnable?: boolean | string;
  returnableDays?: number | string;
  brand?: { name: string };
  color?: { name: string };
  category?: { name: string };
  style?: { name: string };
  size?: { name: string; type?: string };
  attributes?: { attribute: { name: string; value: string }[] };
}

/** A data row: ready to send, or refused before sending (it is not valid CSV or does not fit the header). */
export type ProductCsvRow =
  | { row: number; line: number; sku: string; fields: string[]; ok: true; item: ProductCsvItem }
  | { row: number; line: number; sku: string; fields: string[]; ok: false; problem: string };

/** `header` is the header row as written, so failed rows can be written back in the file's own columns. */
export type ProductCsv =
  { ok: true; header: string[]; columns: string[]; rows: ProductCsvRow[] } | { ok: false; error: string };

/**
 * A column the console adds when it writes failed rows back (why each failed); it is read and ignored, so
 * the corrected file imports as it is.
 */
export const PROBLEM_COLUMN = "problem";

type Setter = (item: ProductCsvItem, value: string) => void;

const named =
  (kind: "brand" | "color" | "category" | "style"): Setter =>
  (item, value) =>
    void (item[kind] = { name: value });

/** The columns a header may name (any case; spaces, `_` and `-` are ignored), in the order the docs list them. */
export const PRODUCT_CSV_COLUMNS: readonly { name: string; meaning: string; set: Setter }[] = [
  { name: "sku", meaning: "SKU (required)", set: (item, value) => void (item.sku = value) },
  { name: "price", meaning: "price, a plain number (required)", set: (item, value) => void (item.price = value) },
  {
    name: "name",
    meaning: "the product's name (the API's description)",
    set: (item, value) => void (item.description = value),
  },
  { name: "description", meaning: "same as name", set: (item, value) => void (item.description = value) },
  { name: "long_description", meaning: "long description", set: (item, value) => void (item.long_description = value) },
  { name: "ean", meaning: "EAN", set: (item, value) => void (item.ean = value) },
  { name: "brand", meaning: "a brand of the organization", set: named("brand") },
  { name: "category", meaning: "a category of the organization", set: named("category") },
  { name: "color", meaning: "a color of the organization", set: named("color") },
  {
    name: "size",
    meaning: "a size of the organization, alone or with its type as the form shows it: M (apparel)",
    set: setSize,
  },
  {
    name: "size_type",
    meaning: "the size's type (optional)",
    set: (item, value) => void (item.size = { name: item.size?.name ?? "", type: value }),
  },
  { name: "style", meaning: "a style of the organization", set: named("style") },
  {
    name: "returnable",
    meaning: "true or false (yes/no, 1/0)",
    set: (item, value) => void (item.returnable = booleanOf(value)),
  },
  {
    name: "returnable_days",
    meaning: "whole days",
    set: (item, value) => void (item.returnableDays = /^-?\d{1,9}$/.test(value) ? Number(value) : value),
  },
  { name: "img_url", meaning: "image URL", set: (item, value) => void (item.img_url = value) },
  {
    name: "ou_code",
    meaning: "org unit code (only where OU-level products are on)",
    set: (item, value) => void (item.ou_code = value),
  },
];

/** `attribute:<name>` columns become attribute rows (name from the header, value from the cell). */
export const ATTRIBUTE_COLUMN_PREFIX = "attribute:";

/** More rows than this are refused as a whole: the page sends them in several calls and lists every outcome. */
export const MAX_CSV_ROWS = 50_000;

const keyOf = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
const COLUMN_BY_KEY = new Map(PRODUCT_CSV_COLUMNS.map((column) => [keyOf(column.name), column]));
const SAME_FIELD = new Map([["name", "description"]]);

interface Column {
  label: string;
  set: Setter;
}

/**
 * Reads product CSV text: the first row is a header naming the columns (see PRODUCT_CSV_COLUMNS), each other
 * row becomes one product item. Rows that are not valid CSV, or whose field count differs from the header's,
 * are returned as problems and must not be sent; a later row repeating a SKU is not sent either, so a file
 * split over several calls behaves as one batch (the API would refuse the repeat with 9109).
 */
export function readProductCsv(text: string): ProductCsv {
  const [header, ...records] = parseCsv(text);
  if (!header)
    return {
      ok: false,
      error: "The CSV is empty: the first row must be a header naming the columns (at least sku and price).",
    };
  const columns = readHeader(header);
  if (typeof columns === "string") return { ok: false, error: columns };
  if (records.length > MAX_CSV_ROWS)
    return {
      ok: false,
      error: `The CSV has ${records.length} rows; at most ${MAX_CSV_ROWS} can be added at once. Split the file.`,
    };

  const skuIndex = columns.findIndex((column) => column.label === "sku");
  const firstRowOfSku = new Map<string, number>();
  const rows = records.map((record, index): ProductCsvRow => {
    const row = index + 1;
    const base = { row, line: record.line, sku: (record.fields[skuIndex] ?? "").trim(), fields: record.fields };
    if (record.error) return { ...base, ok: false, problem: `Not valid CSV (line ${record.line}): ${record.error}.` };
    if (record.fields.length !== columns.length) {
      const relation = record.fields.length > columns.length ? "more" : "fewer";
      return {
        ...base,
        ok: false,
        problem: `Not valid CSV (line ${record.line}): ${record.fields.length} fields, ${relation} than the header's ${columns.length}.`,
      };
    }
    const earlier = base.sku ? firstRowOfSku.get(base.sku) : undefined;
    if (earlier !== undefined)
      return {
        ...base,
        ok: false,
        problem: `Not sent: row ${earlier} has the same SKU, and only the first row of a SKU is sent.`,
      };
    if (base.sku) firstRowOfSku.set(base.sku, row);
    return { ...base, ok: true, item: itemOf(columns, record.fields) };
  });
  return { ok: true, header: header.fields, columns: columns.map((column) => column.label), rows };
}

function readHeader(header: CsvRecord): Column[] | string {
  if (header.error) return `The header row is not valid CSV: ${header.error}.`;
  const known = PRODUCT_CSV_COLUMNS.map((column) => column.name).join(", ");
  const isAttribute = (name: string) => name.trim().toLowerCase().startsWith(ATTRIBUTE_COLUMN_PREFIX);
  if (!header.fields.some((name) => COLUMN_BY_KEY.has(keyOf(name)) || isAttribute(name)))
    return `The first row must be a header naming the columns (at least sku and price); known columns: ${known}, and ${ATTRIBUTE_COLUMN_PREFIX}<name>.`;

  const columns: Column[] = [];
  const labels = new Set<string>();
  const seen = new Set<string>();
  for (const raw of header.fields) {
    const name = raw.trim();
    let column: Column;
    if (keyOf(name) === PROBLEM_COLUMN) {
      column = { label: PROBLEM_COLUMN, set: () => {} };
    } else if (isAttribute(name)) {
      const attribute = name.slice(ATTRIBUTE_COLUMN_PREFIX.length).trim();
      if (!attribute) return `The column "${name}" needs an attribute name after "${ATTRIBUTE_COLUMN_PREFIX}".`;
      column = {
        label: `${ATTRIBUTE_COLUMN_PREFIX}${attribute}`,
        set: (item, value) => void (item.attributes ??= { attribute: [] }).attribute.push({ name: attribute, value }),
      };
    } else {
      const found = COLUMN_BY_KEY.get(keyOf(name));
      if (!found)
        return name
          ? `Unknown column "${name}". Known columns: ${known}, and ${ATTRIBUTE_COLUMN_PREFIX}<name>.`
          : "A column of the header has no name.";
      column = { label: found.name, set: found.set };
    }
    const field = SAME_FIELD.get(column.label) ?? column.label;
    if (labels.has(column.label)) return `The column "${column.label}" appears twice.`;
    if (seen.has(field)) return "The columns name and description are the same field; keep one.";
    labels.add(column.label);
    seen.add(field);
    columns.push(column);
  }
  for (const required of ["sku", "price"])
    if (!seen.has(required)) return `The header has no ${required} column; every product needs its ${required}.`;
  return columns;
}

function itemOf(columns: Column[], fields: string[]): ProductCsvItem {
  const item: ProductCsvItem = {};
  columns.forEach((column, index) => {
    const value = fields[index].trim();
    if (value) column.set(item, value);
  });
  return item;
}

/** "M (apparel)", as the product form lists a size, is the size M of type apparel. */
function setSize(item: ProductCsvItem, value: string) {
  const shown = /^(.+?)\s*\(([^()]+)\)$/.exec(value);
  item.size = shown ? { name: shown[1].trim(), type: shown[2].trim() } : { ...item.size, name: value };
}

function booleanOf(value: string): boolean | string {
  const lower = value.toLowerCase();
  if (["true", "yes", "y", "1"].includes(lower)) return true;
  if (["false", "no", "n", "0"].includes(lower)) return false;
  return value;
}
