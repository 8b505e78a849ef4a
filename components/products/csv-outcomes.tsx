import { downloadCsv } from "@/components/csv/download-csv.ts";
import { writeCsv } from "@/lib/csv/write-csv.ts";
import { PROBLEM_COLUMN } from "@/lib/products/product-csv.ts";
import { describeProductError } from "./product-error-words.ts";
import type { RowOutcome } from "./import-product-rows.ts";
import styles from "./products.module.css";
import { Button } from "@/components/ui/button.tsx";

const RESULT_WORDS = {
  saved: "Saved",
  failed: "Failed",
  "not-sent": "Not sent",
} as const;

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
      <div className="table-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">SKU</th>
              <th scope="col">Result</th>
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.map((outcome) => (
              <tr
                key={outcome.row}
                data-testid={`csv-outcome-${outcome.row}`}
                className={outcome.result === "saved" ? styles.ok : styles.failed}
              >
                <th scope="row">{outcome.row}</th>
                <td>{outcome.sku || <span className="muted">—</span>}</td>
                <td>{RESULT_WORDS[outcome.result]}</td>
                <td>{details(outcome)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function details(outcome: RowOutcome): string {
  if (outcome.result === "saved") return `${outcome.message} (${outcome.code})`;
  if (outcome.result === "not-sent") return outcome.message;
  return outcome.code === null
    ? outcome.message
    : describeProductError({ code: outcome.code, message: outcome.message });
}
