import { describe, expect, it } from "vitest";
import { parseCsv } from "./parse-csv.ts";

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe("parseCsv", () => {
  it("splits plain records on commas and line breaks, numbering the lines", () => {
    expect(parseCsv("sku,price\nA-1,10\nA-2,20")).toEqual([
      { line: 1, fields: ["sku", "price"] },
      { line: 2, fields: ["A-1", "10"] },
      { line: 3, fields: ["A-2", "20"] },
    ]);
  });

  it("keeps commas inside quoted fields and unquotes them", () => {
    expect(fields('sku,name\nA-1,"Jeans, slim"')).toEqual([
      ["sku", "name"],
      ["A-1", "Jeans, slim"],
    ]);
  });

  it("reads doubled quotes as one quote", () => {
    expect(fields('name\n"The ""best"" jeans"\n""""')).toEqual([["name"], ['The "best" jeans'], ['"']]);
  });

  it("takes CRLF and lone CR line breaks", () => {
    expect(parseCsv("a,b\r\n1,2\r\n3,4\r5,6")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "2"] },
      { line: 3, fields: ["3", "4"] },
      { line: 4, fields: ["5", "6"] },
    ]);
  });

  it("keeps line breaks inside quoted fields (as LF) and counts them for the next record's line", () => {
    expect(parseCsv('sku,description\nA-1,"line one\nline two\r\nline three"\nA-2,x')).toEqual([
      { line: 1, fields: ["sku", "description"] },
      { line: 2, fields: ["A-1", "line one\nline two\nline three"] },
      { line: 5, fields: ["A-2", "x"] },
    ]);
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

  it("keeps a record with more fields than others as it is (the caller compares with the header)", () => {
    expect(fields("a,b\n1,2,3")).toEqual([
      ["a", "b"],
      ["1", "2", "3"],
    ]);
  });

  it("takes a quote inside an unquoted field as it is", () => {
    expect(parseCsv('a,b\n1,2"x\n5,6')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", '2"x'] },
      { line: 3, fields: ["5", "6"] },
    ]);
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
