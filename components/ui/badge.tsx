import styles from "./ui.module.css";

export type BadgeTone = "neutral" | "info" | "ok" | "warn" | "danger";

/** A short status word on a coloured ground; the word carries the meaning, the colour only helps. */
export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: React.ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
