import Papa from "papaparse";

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A CSV text with a header row. Text cells that a spreadsheet would run as a formula (starting with
 * =, +, -, @) are quoted with a leading apostrophe; numbers are written as they are.
 */
export function writeCsv(fields: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((row) => row.map((cell) => cell ?? "")) },
    { escapeFormulae: true, newline: "\r\n" },
  );
}
