import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Buttons and tables are drawn by the kit (Button, DataTable) so their markup, states and aria are written once.

const ROOT = path.resolve(import.meta.dirname, "..", "..");
const SCANNED = ["app", "components"];

/** The raw elements a source text renders that only components/ui may render. */
export const rawElementsIn = (source: string) =>
  (["button", "table"] as const).filter((tag) => new RegExp(`<${tag}[\\s>]`).test(source));

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const file = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return file === "components/ui" ? [] : sourceFiles(file);
    return /\.tsx$/.test(entry.name) ? [file] : [];
  });
}

describe("the console's kit", () => {
  it("recognises a raw button or table and not the kit's components", () => {
    expect(rawElementsIn('<button type="button">Go</button>')).toEqual(["button"]);
    expect(rawElementsIn("<table>\n<tbody />")).toEqual(["table"]);
    expect(rawElementsIn("<button\n  type='submit'>")).toEqual(["button"]);
    expect(rawElementsIn('<Button type="button">Go</Button> <DataTable caption="x" /> <tablet />')).toEqual([]);
  });

  it("renders no raw <button> or <table> outside components/ui", () => {
    const offenders = SCANNED.flatMap(sourceFiles).flatMap((file) =>
      rawElementsIn(readFileSync(path.join(ROOT, file), "utf8")).map((tag) => `${file}: <${tag}>`),
    );
    expect(offenders).toEqual([]);
  });
});
