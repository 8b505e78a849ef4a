import type { Column } from "@/components/ui/data-table.tsx";
import styles from "./audit.module.css";

/** The last column of both logs: the id that ties a row to the request that wrote it, in the server's logs. */
export function requestIdColumn<T extends { requestId: string | null }>(): Column<T> {
  return {
    key: "requestId",
    header: "Request id",
    cell: (row) => <span className={styles.requestId}>{row.requestId ?? "—"}</span>,
  };
}
