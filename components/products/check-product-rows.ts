import type { ProductCsvRow } from "@/lib/products/product-csv.ts";
import { validateProductItem, type ProductContext } from "@/lib/products/validate-product-item.ts";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { outcomeErrorOfItem } from "@/lib/errors/domain-outcome.ts";

/** What the page knows of the organization to check rows as the API will: plain data, so a server page can pass it. */
export interface ProductCheckContext {
  dictionaries: ProductContext["dictionaries"];
  ouLevelProducts: boolean;
  orgUnits: { id: number; code: string }[];
}

export const toProductContext = (context: ProductCheckContext): ProductContext => ({
  dictionaries: context.dictionaries,
  ouLevelProducts: context.ouLevelProducts,
  orgUnits: new Map(context.orgUnits.map((unit) => [unit.code.toLowerCase(), unit])),
});

/**
 * Runs the API's own item validation (validateProductItem: the product schema, dictionaries, org units) on
 * each row the CSV reader found well formed, so the preview refuses before sending what the API would refuse.
 */
export function checkProductRows(rows: ProductCsvRow[], context: ProductContext): ProductCsvRow[] {
  return rows.map((row) => {
    if (!row.ok) return row;
    const check = validateProductItem(row.item, context);
    if (check.ok) return row;
    const { row: index, line, sku, fields } = row;
    return {
      row: index,
      line,
      sku,
      fields,
      ok: false,
      problem: `Refused: ${describeOutcomeErrorLine(outcomeErrorOfItem(check.error))}`,
    };
  });
}
