import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv.ts";

const fields = (text: string) => parseCsv(text).map((record) => record.fields);
/** Records as parseCsv gives them: each with the line it starts on. */
const numbered = (lines: number[], records: string[][]) => records.map((row, i) => ({ line: lines[i], fields: row }));

describe("parseCsv", () => {
  it.each([
    {
      title: "splits plain records on commas and line breaks, numbering the lines",
      text: "sku,price\nA-1,10\nA-2,20",
      lines: [1, 2, 3],
      records: [
        ["sku", "price"],
        ["A-1", "10"],
        ["A-2", "20"],
      ],
    },
    {
      title: "takes CRLF and lone CR line breaks",
      text: "a,b\r\n1,2\r\n3,4\r5,6",
      lines: [1, 2, 3, 4],
      records: [
        ["a", "b"],
        ["1", "2"],
        ["3", "4"],
        ["5", "6"],
      ],
    },
    {
      title: "keeps line breaks inside quoted fields (as LF) and counts them for the next record's line",
      text: 'sku,description\nA-1,"line one\nline two\r\nline three"\nA-2,x',
      lines: [1, 2, 5],
      records: [
        ["sku", "description"],
        ["A-1", "line one\nline two\nline three"],
        ["A-2", "x"],
      ],
    },
    {
      title: "takes a quote inside an unquoted field as it is",
      text: 'a,b\n1,2"x\n5,6',
      lines: [1, 2, 3],
      records: [
        ["a", "b"],
        ["1", '2"x'],
        ["5", "6"],
      ],
    },
  ])("$title", ({ text, lines, records }) => {
    expect(parseCsv(text)).toEqual(numbered(lines, records));
  });

  it.each([
    {
      title: "keeps commas inside quoted fields and unquotes them",
      text: 'sku,name\nA-1,"Jeans, slim"',
      records: [
        ["sku", "name"],
        ["A-1", "Jeans, slim"],
      ],
    },
    {
      title: "reads doubled quotes as one quote",
      text: 'name\n"The ""best"" jeans"\n""""',
      records: [["name"], ['The "best" jeans'], ['"']],
    },
    {
      title: "keeps a record with more fields than others as it is (the caller compares with the header)",
      text: "a,b\n1,2,3",
      records: [
        ["a", "b"],
        ["1", "2", "3"],
      ],
    },
  ])("$title", ({ text, records }) => {
    expect(fields(text)).toEqual(records);
  });

  it("ignores an empty trailing line, blank lines and a byte-order mark, but keeps empty fields", () => {
    expect(fields("\uFEFFsku,price\n\nA-1,10\n   \nA-2,\n")).toEqual([
      ["sku", "price"],
      ["A-1", "10"],
      ["A-2", ""],
    ]);
    expect(fields("a,b\r\n\r\n")).toEqual([["a", "b"]]);
    expect(fields("a,b,")).toEqual([["a", "b", ""]]);
    expect(fields(',\n""\n,')).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(parseCsv("")).toEqual([]);
  });

  it("reports text after a closing quote on the record's line", () => {
    const records = parseCsv('a,b\n1,2\n"3"y,4');
    expect(records[1]).toEqual({ line: 2, fields: ["1", "2"] });
    expect(records[2]).toMatchObject({ line: 3, error: expect.stringContaining("text follows a closing quote") });
  });

  it("reports an unclosed quote, which swallows the rest of the text", () => {
    const records = parseCsv('a,b\n1,"open\n2,3');
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({ line: 2, error: expect.stringContaining("a quoted field is never closed") });
  });
});
