import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { writeCsv } from "./write-csv.ts";

describe("writeCsv", () => {
  it("writes a header and rows that papaparse reads back, quoting commas, quotes and line breaks", () => {
    const text = writeCsv(
      ["name", "note", "points"],
      [
        ["Rao, Asha", 'said "hi"\nthen left', 120],
        ["Ben", null, -5],
      ],
    );
    expect(text.split("\r\n")[0]).toBe("name,note,points");
    expect(Papa.parse<string[]>(text).data).toEqual([
      ["name", "note", "points"],
      ["Rao, Asha", 'said "hi"\nthen left', "120"],
      ["Ben", "", "-5"],
    ]);
  });

  it("keeps a spreadsheet from running text cells as formulas", () => {
    expect(writeCsv(["a"], [['=HYPERLINK("x")'], ["@SUM(A1)"]])).toBe('a\r\n"\'=HYPERLINK(""x"")"\r\n"\'@SUM(A1)"');
  });
});
