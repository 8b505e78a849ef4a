import type { HTMLAttributes, ReactNode } from "react";
import styles from "./ui.module.css";

export type SortDirection = "ascending" | "descending";

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** The row's name for screen readers: rendered as <th scope="row">. */
  rowHeader?: boolean;
  /** Sortable: the current direction when this column orders the rows (else null), and what a click does. */
  sort?: { direction: SortDirection | null; onSort: () => void };
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string };
  empty: ReactNode;
  /** Rows are being replaced (a filter or page changed): dimmed and announced as busy. */
  busy?: boolean;
}

/** The console's table: one markup for headers, sorting, empty and loading states; scrolls inside its own box. */
export function DataTable<T>({ caption, columns, rows, rowKey, rowProps, empty, busy = false }: Props<T>) {
  return (
    // A box that may scroll sideways (on a phone) must be reachable by keyboard to be scrolled without a mouse.
    <div className={styles.tableBox} aria-busy={busy} role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" aria-sort={column.sort ? (column.sort.direction ?? "none") : undefined}>
                {column.sort ? (
                  <button type="button" className={styles.sortButton} onClick={column.sort.onSort}>
                    {column.header}
                    <span aria-hidden="true">
                      {column.sort.direction === "ascending"
                        ? " ▲"
                        : column.sort.direction === "descending"
                          ? " ▼"
                          : ""}
                    </span>
                  </button>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="muted">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((row, index) => (
            <tr key={rowKey(row)} {...rowProps?.(row, index)}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key}>{column.cell(row)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
