import { Refused } from "@/components/feedback/refused.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import type { ProductCsvRow } from "@/lib/products/product-csv.ts";
import { CONSOLE_BATCH_LIMITS, splitProductBatches } from "@/lib/products/split-product-batches.ts";
import { addProductBatch } from "./use-add-products.ts";

export type ReadyRow = Extract<ProductCsvRow, { ok: true }>;

/**
 * What became of one CSV row: sent and saved (its status, added or updated), sent and refused (the refusals,
 * none when no answer came), or never sent (the preview's words). `fields` are the row's cells as written,
 * for the failed-rows download.
 */
export type RowOutcome =
  | { row: number; sku: string; fields: string[]; result: "saved"; status: OutcomeError }
  | { row: number; sku: string; fields: string[]; result: "failed"; errors: readonly OutcomeError[] }
  | { row: number; sku: string; fields: string[]; result: "not-sent"; message: string };

// A server action's body is at most 1 MB (Next.js's default), below the route's 8 MiB: calls stay well under it.
const ACTION_BATCH_LIMITS = { ...CONSOLE_BATCH_LIMITS, maxBytes: 768 * 1024 };

export interface ImportRequest {
  rows: ReadyRow[];
  onProgress: (sentCalls: number, totalCalls: number) => void;
}

/**
 * Sends the rows through the add-products action in as many calls as the route's limits need, one after the
 * other, and pairs each answered item with its row (items are answered in the order sent). A call that
 * is refused as a whole marks each of its rows with that call's error.
 */
export async function importProductRows({ rows, onProgress }: ImportRequest): Promise<RowOutcome[]> {
  const batches = splitProductBatches(
    rows.map((row) => row.item),
    ACTION_BATCH_LIMITS,
  );
  const outcomes: RowOutcome[] = [];
  let offset = 0;
  for (const [index, batch] of batches.entries()) {
    onProgress(index, batches.length);
    const batchRows = rows.slice(offset, offset + batch.length);
    offset += batch.length;
    try {
      const answer = await addProductBatch(batch);
      answer.items.forEach((item, i) => {
        const { row, sku, fields } = batchRows[i];
        outcomes.push(
          item.ok
            ? { row, sku, fields, result: "saved", status: item.status }
            : { row, sku, fields, result: "failed", errors: item.errors },
        );
      });
    } catch (error) {
      // A refusal of the whole call (or no answer at all) is each of its rows' outcome.
      const errors = error instanceof Refused ? error.errors : [];
      for (const { row, sku, fields } of batchRows) outcomes.push({ row, sku, fields, result: "failed", errors });
    }
  }
  onProgress(batches.length, batches.length);
  return outcomes;
}
