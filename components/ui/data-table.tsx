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
  /** A class for this column's cells, such as a row's failed check. */
  cellClassName?: (row: T) => string | undefined;
}

type RowKey = string | number;

/** Rows with an id are keyed by it unless told otherwise; other rows must say how. */
type KeyProps<T> = [T] extends [{ id: RowKey }] ? { rowKey?: (row: T) => RowKey } : { rowKey: (row: T) => RowKey };

type Props<T> = KeyProps<T> & {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  /** Each row's data-testid is `<prefix>-<key>`, the handle the tests find a listed row by. */
  rowTestIdPrefix?: string;
  rowProps?: (row: T, index: number) => HTMLAttributes<HTMLTableRowElement> & { "data-testid"?: string };
  empty: ReactNode;
  /** Rows are being replaced (a filter or page changed): dimmed and announced as busy. */
  busy?: boolean;
  className?: string;
  /**
   * The scroll box's name when the caption would repeat the name of the section around it: regions are found by
   * name, and two regions sharing one are ambiguous.
   */
  regionLabel?: string;
};

/** The console's table: one markup for headers, sorting, empty and loading states; scrolls inside its own box. */
export function DataTable<T>(props: Props<T>) {
  const { caption, columns, rows, rowTestIdPrefix, rowProps, empty, busy = false, className, regionLabel } = props;
  // KeyProps lets rowKey be left out only when the rows have an id.
  const rowKey = props.rowKey ?? ((row: T) => (row as { id: RowKey }).id);
  return (
    // A box that may scroll sideways (on a phone) must be reachable by keyboard to be scrolled without a mouse.
    <div className={styles.tableBox} aria-busy={busy} role="region" aria-label={regionLabel ?? caption} tabIndex={0}>
      <table className={className}>
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
            <tr
              key={rowKey(row)}
              data-testid={rowTestIdPrefix ? `${rowTestIdPrefix}-${rowKey(row)}` : undefined}
              {...rowProps?.(row, index)}
            >
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.key} scope="row" className={column.cellClassName?.(row)}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={column.cellClassName?.(row)}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
