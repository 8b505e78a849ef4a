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

// Still on the public API's envelopes, to be moved to console actions; this list only shrinks.
const NOT_YET_MOVED = new Set([
  "components/account/security/authentication-code-form.tsx",
  "components/admin/api-clients/api-client-create-form.tsx",
  "components/admin/settings/session-settings.tsx",
  "components/admin/settings/settings-fields.tsx",
  "components/admin/settings/settings-form.tsx",
  "components/admin/users/new-user-form.tsx",
]);

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
  it("finds no message parsing outside the files not yet moved to console actions", () => {
    const found = FOLDERS.flatMap(sourceFiles)
      .filter((file) => !NOT_YET_MOVED.has(file))
      .flatMap(parsingIn);
    expect(found).toEqual([]);
  });

  it("lists only files that still parse, so the list shrinks as they move", () => {
    const clean = [...NOT_YET_MOVED].filter((file) => parsingIn(file).length === 0);
    expect(clean).toEqual([]);
  });

  it("would catch what it looks for", () => {
    const caught = (line: string) => PARSING.some(([, pattern]) => pattern.test(line));
    expect(caught('import { fieldOfError } from "@/lib/errors/read-error.ts";')).toBe(true);
    expect(caught("const field = /^(\\w+)/.exec(item.message)?.[1];")).toBe(true);
    expect(caught('const words = item.message.replace(`${field}: `, "");')).toBe(true);
    expect(caught("setError(error.field, { message: describeOutcomeErrorLine(error) });")).toBe(false);
  });
});
