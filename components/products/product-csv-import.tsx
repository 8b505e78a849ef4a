"use client";

import { useDeferredValue, useMemo, useState, type ChangeEvent } from "react";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import {
  ATTRIBUTE_COLUMN_PREFIX,
  PRODUCT_CSV_COLUMNS,
  readProductCsv,
  type ProductCsvRow,
} from "@/lib/products/product-csv.ts";
import { checkProductRows, toProductContext, type ProductCheckContext } from "./check-product-rows.ts";
import { CsvOutcomes } from "./csv-outcomes.tsx";
import { importProductRows, type ReadyRow, type RowOutcome } from "./import-product-rows.ts";
import { useAddProducts } from "./use-add-products.ts";
import styles from "./products.module.css";
import tones from "@/components/ui/ui.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

type RefusedRow = Exclude<ProductCsvRow, ReadyRow>;

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const PREVIEW_ROWS = 10;
const EXAMPLE = `sku,name,price,brand,category,size,attribute:fabric
JN-100,"Slim jeans, blue",1999.50,Lee,Jeans,M,denim
HB-200,Tote bag,49,Levis,Handbags,,`;

/** Adds many products from pasted or uploaded CSV: preview, send (in as many calls as needed), each row's outcome. */
export function ProductCsvImport({ context }: { context: ProductCheckContext }) {
  const [text, setText] = useState("");
  const [fileNote, setFileNote] = useState<{
    ok: boolean;
    text: string;
  } | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [outcomes, setOutcomes] = useState<RowOutcome[] | null>(null);
  const importer = useAddProducts(importProductRows);
  // Pasted or read CSV that was not sent yet is work the person would lose by leaving.
  useUnsavedChanges(text.trim() !== "" && outcomes === null);
  const deferredText = useDeferredValue(text);
  const csv = useMemo(() => (deferredText.trim() ? readProductCsv(deferredText) : null), [deferredText]);
  const productContext = useMemo(() => toProductContext(context), [context]);
  // Up to 50,000 rows: checked and split once per text, not on every render (progress updates re-render while sending).
  const { rows, ready, refused } = useMemo(() => {
    const all = csv?.ok ? checkProductRows(csv.rows, productContext) : [];
    return {
      rows: all,
      ready: all.filter((row): row is ReadyRow => row.ok),
      refused: all.filter((row): row is RefusedRow => !row.ok),
    };
  }, [csv, productContext]);

  const changeText = (next: string) => {
    setText(next);
    setOutcomes(null);
  };
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES)
      return setFileNote({
        ok: false,
        text: `${file.name} is larger than 10 MB; split it into smaller files.`,
      });
    changeText(await file.text());
    setFileNote({
      ok: true,
      text: `Read ${file.name} into the text box below.`,
    });
  };
  const send = async () => {
    if (!csv?.ok || text !== deferredText) return;
    setOutcomes(null);
    const sent = await importer.mutateAsync({
      rows: ready,
      onProgress: (done, total) => setProgress(done < total ? `Sending call ${done + 1} of ${total}…` : null),
    });
    const notSent = refused.map((row): RowOutcome => ({
      row: row.row,
      sku: row.sku,
      fields: row.fields,
      result: "not-sent",
      message: row.problem,
    }));
    setOutcomes([...sent, ...notSent].sort((a, b) => a.row - b.row));
    const saved = sent.filter((outcome) => outcome.result === "saved").length;
    const missed = sent.length + notSent.length - saved;
    const summary = `${saved} ${saved === 1 ? "product" : "products"} saved`;
    if (missed === 0) notifySuccess(summary);
    else notifyError(null, `${summary}, ${missed} not: see each row's outcome below`);
  };

  return (
    <section aria-labelledby="csv-heading" className={`panel ${styles.stack}`}>
      <h2 id="csv-heading">Many products from CSV</h2>
      <details>
        <summary>Columns the header row may name</summary>
        <p>
          The first row names the columns, in any order and any case. <code>sku</code> and <code>price</code> are
          required; empty cells are left out. Each <code>{ATTRIBUTE_COLUMN_PREFIX}&lt;name&gt;</code> column adds an
          attribute with that name.
        </p>
        <dl className={styles.columns}>
          {PRODUCT_CSV_COLUMNS.map((column) => (
            <div key={column.name}>
              <dt>
                <code>{column.name}</code>
              </dt>
              <dd>{column.meaning}</dd>
            </div>
          ))}
        </dl>
        <p>Example:</p>
        <pre className={styles.example}>{EXAMPLE}</pre>
      </details>
      <div className="field">
        <label htmlFor="product-csv-file">CSV file</label>
        <input
          id="product-csv-file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={fileNote ? "product-csv-file-note" : undefined}
          onChange={readFile}
        />
        {fileNote && (
          <span
            id="product-csv-file-note"
            role={fileNote.ok ? "status" : "alert"}
            className={fileNote.ok ? "muted" : "field-error"}
          >
            {fileNote.text}
          </span>
        )}
      </div>
      <FormField
        id="product-csv-text"
        label="CSV text"
        hint="Paste it here, or choose a file above; the text can be corrected before sending."
      >
        {(control) => (
          <textarea
            {...control}
            rows={8}
            spellCheck={false}
            className={styles.csvText}
            value={text}
            onChange={(event) => changeText(event.target.value)}
          />
        )}
      </FormField>
      {csv && !csv.ok && (
        <p role="alert" className="form-error">
          {csv.error}
        </p>
      )}
      {csv?.ok && <CsvPreview rows={rows} ready={ready.length} refused={refused} />}
      <div className={styles.actions}>
        <Button
          type="button"
          disabled={ready.length === 0 || importer.isPending || text !== deferredText}
          onClick={send}
        >
          {ready.length === 1 ? "Add 1 product" : `Add ${ready.length} products`}
        </Button>
        {importer.isPending && <span role="status">{progress ?? "Sending…"}</span>}
      </div>
      {outcomes && csv?.ok && <CsvOutcomes outcomes={outcomes} header={csv.header} />}
    </section>
  );
}

const PREVIEW_COLUMNS: Column<ProductCsvRow>[] = [
  { key: "row", header: "Row", rowHeader: true, cell: (row) => row.row },
  { key: "sku", header: "SKU", cell: (row) => row.sku },
  { key: "name", header: "Name", cell: (row) => (row.ok ? row.item.description : "") },
  { key: "price", header: "Price", cell: (row) => (row.ok ? row.item.price : "") },
  { key: "brand", header: "Brand", cell: (row) => (row.ok ? row.item.brand?.name : "") },
  { key: "category", header: "Category", cell: (row) => (row.ok ? row.item.category?.name : "") },
  {
    key: "attributes",
    header: "Attributes",
    cell: (row) => (row.ok ? row.item.attributes?.attribute.map((a) => `${a.name}: ${a.value}`).join(", ") : ""),
  },
  {
    key: "check",
    header: "Check",
    cell: (row) => (row.ok ? "Ready" : row.problem),
    cellClassName: (row) => (row.ok ? undefined : tones.danger),
  },
];

function CsvPreview({ rows, ready, refused }: { rows: ProductCsvRow[]; ready: number; refused: RefusedRow[] }) {
  const shown = [...rows.slice(0, PREVIEW_ROWS), ...refused.filter((row) => row.row > PREVIEW_ROWS)];
  return (
    <section aria-labelledby="csv-preview-heading" className={styles.stack}>
      <h3 id="csv-preview-heading">Preview</h3>
      <p aria-live="polite">
        {rows.length} rows: {ready} ready to send, {refused.length} cannot be sent.
        {rows.length > shown.length &&
          ` The table shows the first ${PREVIEW_ROWS} rows and every row that cannot be sent.`}
      </p>
      <DataTable
        caption="Rows read from the CSV"
        columns={PREVIEW_COLUMNS}
        rows={shown}
        rowKey={(row) => row.row}
        rowTestIdPrefix="csv-preview"
        empty="No rows."
      />
    </section>
  );
}
