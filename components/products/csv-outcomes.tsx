import { describeProductError } from "./product-error-words.ts";
import type { RowOutcome } from "./import-product-rows.ts";
import styles from "./products.module.css";

const RESULT_WORDS = { saved: "Saved", failed: "Failed", "not-sent": "Not sent" } as const;

/** Every row of the last import, in file order, with its result in words. */
export function CsvOutcomes({ outcomes }: { outcomes: RowOutcome[] }) {
  const count = (result: RowOutcome["result"]) => outcomes.filter((outcome) => outcome.result === result).length;
  return (
    <section aria-labelledby="csv-outcome-heading" className={styles.stack}>
      <h3 id="csv-outcome-heading">Outcome of each row</h3>
      <p role="status">
        {outcomes.length} rows: {count("saved")} saved, {count("failed")} failed, {count("not-sent")} not sent.
      </p>
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
            <tr key={outcome.row} data-testid={`csv-outcome-${outcome.row}`} className={outcome.result === "saved" ? styles.ok : styles.failed}>
              <th scope="row">{outcome.row}</th>
              <td>{outcome.sku || <span className="muted">—</span>}</td>
              <td>{RESULT_WORDS[outcome.result]}</td>
              <td>{details(outcome)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function details(outcome: RowOutcome): string {
  if (outcome.result === "saved") return `${outcome.message} (${outcome.code})`;
  if (outcome.result === "not-sent") return outcome.message;
  return outcome.code === null ? outcome.message : describeProductError({ code: outcome.code, message: outcome.message });
}
