import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The console words refusals from their catalogue row and places them by their structured field: no browser
// code reads a message back (the catalogue regexes of read-error.ts, or string and regex work on `message`).

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["components", "lib/client", "app/(console)"];

const PARSING: readonly [what: string, pattern: RegExp][] = [
  ["the catalogue read back from messages", /\bread-error\b|\breadError\(|\bfieldOfError\(/],
  ["a regex run on a message", /\.(exec|test|match)\([^)]*\bmessage\b/],
  [
    "string work on a message",
    /\bmessage\??\.(match|matchAll|split|replace|startsWith|endsWith|indexOf|lastIndexOf|slice)\(/,
  ],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder)).flatMap((name) => {
    const relative = path.join(folder, name);
    if (statSync(path.join(ROOT, relative)).isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [relative] : [];
  });
}

const parsingIn = (file: string) =>
  readFileSync(path.join(ROOT, file), "utf8")
    .split("\n")
    .flatMap((line, index) =>
      PARSING.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${file}:${index + 1} ${what}`),
    );

describe("the console parses no message text", () => {
  it("finds no message parsing in the console's code", () => {
    expect(FOLDERS.flatMap(sourceFiles).flatMap(parsingIn)).toEqual([]);
  });

  it("would catch what it looks for", () => {
    const caught = (line: string) => PARSING.some(([, pattern]) => pattern.test(line));
    expect(caught('import { fieldOfError } from "@/lib/errors/read-error.ts";')).toBe(true);
    expect(caught("const field = /^(\\w+)/.exec(item.message)?.[1];")).toBe(true);
    expect(caught('const words = item.message.replace(`${field}: `, "");')).toBe(true);
    expect(caught("setError(error.field, { message: describeOutcomeErrorLine(error) });")).toBe(false);
  });
});
