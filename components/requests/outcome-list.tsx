import type { ItemOutcome } from "./decide-requests.ts";
import styles from "./requests.module.css";

/** The result of each item of the last review, success and refusal side by side. */
export function OutcomeList({ outcomes }: { outcomes: ItemOutcome[] }) {
  if (outcomes.length === 0) return null;
  return (
    <ul className={styles.outcomes} aria-label="Review outcome">
      {outcomes.map((o) => (
        <li key={o.id} className={o.ok ? styles.ok : styles.failed} data-testid={`outcome-${o.id}`}>
          Request #{o.id}: {o.ok ? o.message : `error ${o.code} – ${o.message}`}
        </li>
      ))}
    </ul>
  );
}
