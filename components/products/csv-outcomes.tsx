import { downloadCsv } from "@/components/csv/download-csv.ts";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { writeCsv } from "@/lib/csv/write-csv.ts";
import { PROBLEM_COLUMN } from "@/lib/products/product-csv.ts";
import { catalogueMessage, describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import type { RowOutcome } from "./import-product-rows.ts";
import styles from "./products.module.css";
import tones from "@/components/ui/ui.module.css";
import { Button } from "@/components/ui/button.tsx";

const RESULT_WORDS = {
  saved: "Saved",
  failed: "Failed",
  "not-sent": "Not sent",
} as const;

const OUTCOME_COLUMNS: Column<RowOutcome>[] = [
  { key: "row", header: "Row", rowHeader: true, cell: (outcome) => outcome.row },
  { key: "sku", header: "SKU", cell: (outcome) => outcome.sku || <span className="muted">—</span> },
  { key: "result", header: "Result", cell: (outcome) => RESULT_WORDS[outcome.result] },
  { key: "details", header: "Details", cell: details },
];

/** Every row of the last import, in file order, with its result in words; the rows not saved can be downloaded to fix. */
export function CsvOutcomes({ outcomes, header }: { outcomes: RowOutcome[]; header: string[] }) {
  const count = (result: RowOutcome["result"]) => outcomes.filter((outcome) => outcome.result === result).length;
  const unsaved = outcomes.filter((outcome) => outcome.result !== "saved");
  // The file's own columns and cells, plus why each row failed: corrected, it imports again as it is.
  const downloadFailed = () => {
    const keep = header
      .map((name, index) => (name.trim().toLowerCase() === PROBLEM_COLUMN ? -1 : index))
      .filter((index) => index >= 0);
    const rows = unsaved.map((outcome) => [...keep.map((index) => outcome.fields[index] ?? ""), details(outcome)]);
    downloadCsv("products-failed-rows.csv", writeCsv([...keep.map((index) => header[index]), PROBLEM_COLUMN], rows));
  };
  return (
    <section aria-labelledby="csv-outcome-heading" className={styles.stack}>
      <h3 id="csv-outcome-heading">Outcome of each row</h3>
      <p role="status">
        {outcomes.length} rows: {count("saved")} saved, {count("failed")} failed, {count("not-sent")} not sent.
      </p>
      {unsaved.length > 0 && (
        <p>
          <Button type="button" variant="secondary" onClick={downloadFailed}>
            Download the {unsaved.length === 1 ? "row" : `${unsaved.length} rows`} not saved as CSV
          </Button>
        </p>
      )}
      <DataTable
        caption="Result of each row sent"
        columns={OUTCOME_COLUMNS}
        rows={outcomes}
        rowKey={(outcome) => outcome.row}
        rowTestIdPrefix="csv-outcome"
        rowProps={(outcome) => ({ className: outcome.result === "saved" ? tones.ok : tones.danger })}
        empty="No rows."
      />
    </section>
  );
}

const NO_ANSWER = "No answer from the server; check the connection.";

function details(outcome: RowOutcome): string {
  if (outcome.result === "saved") return `${catalogueMessage(outcome.status) ?? "Saved"} (${outcome.status.code})`;
  if (outcome.result === "not-sent") return outcome.message;
  return outcome.errors.length ? outcome.errors.map(describeOutcomeErrorLine).join(" ") : NO_ANSWER;
}
