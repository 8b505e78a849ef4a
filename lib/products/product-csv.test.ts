import { describe, expect, it } from "vitest";
import { productSchema } from "./schemas.ts";
import { MAX_CSV_ROWS, readProductCsv, type ProductCsv } from "./product-csv.ts";

const rowsOf = (csv: ProductCsv) => {
  if (!csv.ok) throw new Error(csv.error);
  return csv.rows;
};
const errorOf = (csv: ProductCsv) => (csv.ok ? null : csv.error);

describe("readProductCsv", () => {
  it("turns each row into a product item of the add API, using the header's column names", () => {
    // Each header cell as a file may spell it, and the column it is read as.
    const header: [string, string][] = [
      ["SKU", "sku"],
      ["Price", "price"],
      ["Name", "name"],
      ["Brand", "brand"],
      ["Category", "category"],
      ["Color", "color"],
      ["Size", "size"],
      ["Size Type", "size_type"],
      ["Style", "style"],
      ["Returnable", "returnable"],
      ["returnable_days", "returnable_days"],
      ["EAN", "ean"],
      ["attribute:fabric", "attribute:fabric"],
      ["attribute:Fit", "attribute:Fit"],
    ];
    const csv = readProductCsv(
      [
        header.map(([written]) => written).join(","),
        'JN-1,1999.50,"Slim jeans, blue",Lee,Jeans,blue,M,apparel,slimFit,yes,30,8901234567890,denim,slim',
        "JN-2,15,,,,,,,,,,,,",
      ].join("\r\n"),
    );
    expect(csv).toMatchObject({ ok: true, columns: header.map(([, column]) => column) });
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual({
      row: 1,
      line: 2,
      sku: "JN-1",
      ok: true,
      fields: expect.any(Array),
      item: {
        sku: "JN-1",
        price: "1999.50",
        description: "Slim jeans, blue",
        brand: { name: "Lee" },
        category: { name: "Jeans" },
        color: { name: "blue" },
        size: { name: "M", type: "apparel" },
        style: { name: "slimFit" },
        returnable: true,
        returnableDays: 30,
        ean: "8901234567890",
        attributes: {
          attribute: [
            { name: "fabric", value: "denim" },
            { name: "Fit", value: "slim" },
          ],
        },
      },
    });
    expect(rows[1]).toEqual({
      row: 2,
      line: 3,
      sku: "JN-2",
      ok: true,
      fields: ["JN-2", "15", "", "", "", "", "", "", "", "", "", "", "", ""],
      item: { sku: "JN-2", price: "15" },
    });
    for (const row of rows) if (row.ok) expect(productSchema.safeParse(row.item).success).toBe(true);
  });

  it("passes values it cannot read on to the API, which refuses them per item", () => {
    const [row] = rowsOf(readProductCsv("sku,price,returnable,returnable_days\nX-1,ten,maybe,soon"));
    expect(row).toMatchObject({
      ok: true,
      item: { sku: "X-1", price: "ten", returnable: "maybe", returnableDays: "soon" },
    });
    const [noSku] = rowsOf(readProductCsv("sku,price\n,5"));
    expect(noSku).toEqual({ row: 1, line: 2, sku: "", ok: true, fields: ["", "5"], item: { price: "5" } });
  });

  it("refuses rows with too many or too few fields, or malformed quoting, without stopping the others before them", () => {
    const rows = rowsOf(readProductCsv('sku,price,name\nA,1,x,extra\nB,2\nD,4,"multi\nline"\nC,3,"bad"quote'));
    expect(rows.map((row) => [row.row, row.sku, row.ok])).toEqual([
      [1, "A", false],
      [2, "B", false],
      [3, "D", true],
      [4, "C", false],
    ]);
    expect(rows[0]).toMatchObject({ problem: "Not valid CSV (line 2): 4 fields, more than the header's 3." });
    expect(rows[1]).toMatchObject({ problem: "Not valid CSV (line 3): 2 fields, fewer than the header's 3." });
    expect(rows[2]).toMatchObject({ line: 4, item: { description: "multi\nline" } });
    expect(rows[3]).toMatchObject({
      problem: expect.stringMatching(/^Not valid CSV \(line 6\): text follows a closing quote/),
    });
  });

  it("reads a size as the product form shows it, with its type in brackets", () => {
    const rows = rowsOf(readProductCsv("sku,price,size\nA,1,M (apparel)\nB,2,L\nC,3,M(apparel)"));
    expect(rows.map((row) => row.ok && row.item.size)).toEqual([
      { name: "M", type: "apparel" },
      { name: "L" },
      { name: "M", type: "apparel" },
    ]);
  });

  it("ignores the problem column the console writes into a failed-rows file, so the file imports again", () => {
    const csv = readProductCsv("sku,price,problem\nA,1,The brand Gucci is not configured");
    expect(csv).toMatchObject({ ok: true, header: ["sku", "price", "problem"] });
    expect(rowsOf(csv)[0]).toMatchObject({ ok: true, item: { sku: "A", price: "1" } });
    expect((rowsOf(csv)[0] as { item: object }).item).not.toHaveProperty("problem");
  });

  it("sends only the first row of a repeated SKU", () => {
    const rows = rowsOf(readProductCsv("sku,price\nA,1\nB,2\nA,3"));
    expect(rows[2]).toEqual({
      row: 3,
      line: 4,
      sku: "A",
      ok: false,
      fields: ["A", "3"],
      problem: "Not sent: row 1 has the same SKU, and only the first row of a SKU is sent.",
    });
  });

  it("needs a header row naming sku and price", () => {
    expect(errorOf(readProductCsv(""))).toMatch(/^The CSV is empty/);
    expect(errorOf(readProductCsv("\n\n"))).toMatch(/^The CSV is empty/);
    expect(errorOf(readProductCsv("JN-1,1999,Lee\nJN-2,15,Levis"))).toMatch(
      /^The first row must be a header naming the columns/,
    );
    expect(errorOf(readProductCsv("sku,name\nA,x"))).toBe(
      "The header has no price column; every product needs its price.",
    );
    expect(errorOf(readProductCsv("price\n1"))).toBe("The header has no sku column; every product needs its sku.");
  });

  it("refuses unknown, unnamed and repeated columns", () => {
    expect(errorOf(readProductCsv("sku,price,colour\nA,1,red"))).toMatch(
      /^Unknown column "colour"\. Known columns: sku, price, name/,
    );
    expect(errorOf(readProductCsv("sku,price,\nA,1,"))).toBe("A column of the header has no name.");
    expect(errorOf(readProductCsv("sku,price,Price\nA,1,2"))).toBe('The column "price" appears twice.');
    expect(errorOf(readProductCsv("sku,price,name,description\nA,1,x,y"))).toBe(
      "The columns name and description are the same field; keep one.",
    );
    expect(errorOf(readProductCsv("sku,price,attribute:\nA,1,x"))).toMatch(/needs an attribute name/);
    expect(errorOf(readProductCsv('sku,"pri"ce\nA,1'))).toMatch(/^The header row is not valid CSV/);
  });

  it(`refuses more than ${MAX_CSV_ROWS} rows as a whole`, () => {
    const many = `sku,price\n${Array.from({ length: MAX_CSV_ROWS + 1 }, (_, i) => `S${i},1`).join("\n")}`;
    expect(errorOf(readProductCsv(many))).toBe(
      `The CSV has ${MAX_CSV_ROWS + 1} rows; at most ${MAX_CSV_ROWS} can be added at once. Split the file.`,
    );
  });
});
