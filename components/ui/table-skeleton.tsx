import styles from "./ui.module.css";

/** Grey placeholder rows while a page's data loads, announced once to screen readers. */
export function TableSkeleton({ label, rows = 6 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className={styles.skeleton}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
