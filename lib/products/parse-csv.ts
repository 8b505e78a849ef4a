import Papa from "papaparse";

/** One record of a CSV text: the line it starts on (1-based), its fields, and why it is malformed, if it is. */
export interface CsvRecord {
  line: number;
  fields: string[];
  error?: string;
}

const ERROR_WORDS: Record<string, string> = {
  MissingQuotes: "a quoted field is never closed, so it swallows the rest of the text",
  InvalidQuotes: "text follows a closing quote; quote the whole field and double any quote inside it",
};

/**
 * Parses comma-separated text with papaparse: fields may be quoted, a quoted field may hold commas, doubled
 * quotes and line breaks. Line breaks may be CRLF, LF or CR, mixed (they are read as LF, inside quoted
 * fields too). A byte-order mark and blank lines (nothing but spaces) are ignored. A malformed record is
 * returned with its error rather than thrown, so the caller can report it and go on with the others.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = (input.startsWith("\uFEFF") ? input.slice(1) : input).replace(/\r\n?/g, "\n");
  const records: CsvRecord[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter: ",",
    newline: "\n",
    quoteChar: '"',
    step: ({ data: fields, errors, meta }) => {
      const record: CsvRecord = { line, fields };
      if (errors.length > 0) record.error = ERROR_WORDS[errors[0].code] ?? errors[0].message;
      line += countBreaks(text, start, meta.cursor);
      start = meta.cursor;
      const blank = fields.length === 1 && fields[0].trim() === "" && !record.error;
      if (!blank) records.push(record);
    },
  });
  return records;
}

function countBreaks(text: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) if (text[i] === "\n") count++;
  return count;
}
