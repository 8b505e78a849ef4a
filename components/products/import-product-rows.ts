import { ApiError } from "@/lib/client/api-client.ts";
import type { ProductCsvRow } from "@/lib/products/product-csv.ts";
import { splitProductBatches } from "@/lib/products/split-product-batches.ts";
import { addProductBatch } from "./use-add-products.ts";

export type ReadyRow = Extract<ProductCsvRow, { ok: true }>;

/** What became of one CSV row: sent and accepted, sent and refused (with the API's code), or never sent. */
/** `fields` are the row's cells as written, for the failed-rows download. */
export type RowOutcome =
  | { row: number; sku: string; fields: string[]; result: "saved"; code: number; message: string }
  | { row: number; sku: string; fields: string[]; result: "failed"; code: number | null; message: string }
  | { row: number; sku: string; fields: string[]; result: "not-sent"; message: string };

export interface ImportRequest {
  rows: ReadyRow[];
  onProgress: (sentCalls: number, totalCalls: number) => void;
}

/**
 * Sends the rows through POST /v1.1/product/add in as many calls as the route's limits need, one after the
 * other, and pairs each answered item with its row (the API answers items in the order sent). A call that
 * is refused as a whole marks each of its rows with that call's error.
 */
export async function importProductRows({ rows, onProgress }: ImportRequest): Promise<RowOutcome[]> {
  const batches = splitProductBatches(rows.map((row) => row.item));
  const outcomes: RowOutcome[] = [];
  let offset = 0;
  for (const [index, batch] of batches.entries()) {
    onProgress(index, batches.length);
    const batchRows = rows.slice(offset, offset + batch.length);
    offset += batch.length;
    try {
      const answer = await addProductBatch(batch);
      answer.product.forEach(({ item_status: status }, i) => {
        const { row, sku, fields } = batchRows[i];
        outcomes.push({
          row,
          sku,
          fields,
          result: status.success ? "saved" : "failed",
          code: status.code,
          message: status.message,
        });
      });
    } catch (error) {
      const failure =
        error instanceof ApiError
          ? error.items[0]
          : { code: null, message: "No answer from the server; check the connection." };
      for (const { row, sku, fields } of batchRows)
        outcomes.push({ row, sku, fields, result: "failed", code: failure.code, message: failure.message });
    }
  }
  onProgress(batches.length, batches.length);
  return outcomes;
}
