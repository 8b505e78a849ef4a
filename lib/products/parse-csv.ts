/** One record of a CSV text: the line it starts on (1-based), its fields, and why it is malformed, if it is. */
export interface CsvRecord {
  line: number;
  fields: string[];
  error?: string;
}

const QUOTE = '"';

/**
 * Parses comma-separated text as RFC 4180 describes it: fields may be quoted, a quoted field may hold commas,
 * doubled quotes and line breaks; records end with CRLF, LF or CR. A leading byte-order mark and blank lines
 * (nothing but spaces) are ignored. A malformed record (a stray quote, text after a closing quote, an unclosed quote) is returned
 * with its error rather than thrown, so the caller can report it and go on with the others.
 */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let i = 0;
  let line = 1;

  const atBreak = () => text[i] === "\n" || text[i] === "\r";
  const skipBreak = () => {
    i += text[i] === "\r" && text[i + 1] === "\n" ? 2 : 1;
    line++;
  };

  while (i < text.length) {
    const record: CsvRecord = { line, fields: [] };
    let quotedAny = false;
    for (;;) {
      let field = "";
      if (text[i] === QUOTE) {
        quotedAny = true;
        const opened = line;
        let closed = false;
        i++;
        while (i < text.length) {
          if (text[i] === QUOTE) {
            if (text[i + 1] === QUOTE) {
              field += QUOTE;
              i += 2;
              continue;
            }
            i++;
            closed = true;
            break;
          }
          if (atBreak()) {
            const start = i;
            skipBreak();
            field += text.slice(start, i);
            continue;
          }
          field += text[i++];
        }
        if (!closed) record.error ??= `the quoted field opened on line ${opened} is never closed`;
        while (i < text.length && text[i] !== "," && !atBreak()) {
          record.error ??= "text follows a closing quote; quote the whole field";
          field += text[i++];
        }
      } else {
        while (i < text.length && text[i] !== "," && !atBreak()) {
          if (text[i] === QUOTE) record.error ??= "a quote inside an unquoted field; quote the whole field and double the quote";
          field += text[i++];
        }
      }
      record.fields.push(field);
      if (i >= text.length) break;
      if (text[i] === ",") {
        i++;
        if (i >= text.length) {
          record.fields.push("");
          break;
        }
        continue;
      }
      skipBreak();
      break;
    }
    const blank = !quotedAny && record.fields.length === 1 && record.fields[0].trim() === "";
    if (!blank) records.push(record);
  }
  return records;
}
