import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// A comment says why in words: a tracker number ("issue 13", "#17") means nothing to a reader of the
// repository, so no comment in the sources may cite one.

const FOLDERS = ["lib", "app", "components", "scripts", "e2e", "prisma", "types"];
// This file's own examples are citations on purpose.
const SKIPPED = ["lib/db/generated", "prisma/migrations", "scripts/no-tracker-numbers.test.ts"];
const SOURCE = /\.(ts|tsx|mjs|js|cjs|mts|css|sql)$/;
// "issue 13", "Issues 12 and 13", "ticket #4", "bug 7", "(#17)"; not a quoted id such as "#123".
const TRACKER = /\b(issues?|tickets?|bugs?)\s*#?\d+|(^|[\s(])#\d+\b/i;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (SKIPPED.includes(file)) return [];
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Each comment of a file (line, block, or SQL's `--`) with the line it starts on. */
export function commentsOf(text: string, sql = false): { line: number; text: string }[] {
  const pattern = sql ? /--[^\n]*|\/\*[\s\S]*?\*\//g : /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
  return [...text.matchAll(pattern)].map((match) => ({
    line: text.slice(0, match.index).split("\n").length,
    text: match[0],
  }));
}

export function trackerCitations(file: string, text: string): string[] {
  return commentsOf(text, file.endsWith(".sql"))
    .filter((comment) => TRACKER.test(comment.text))
    .map((comment) => `${file}:${comment.line}: ${TRACKER.exec(comment.text)?.[0].trim()}`);
}

describe("comments", () => {
  it("cite no tracker numbers", () => {
    const files = [...FOLDERS.flatMap(sourceFiles), ...readdirSync(".").filter((file) => /\.(mjs|ts|mts)$/.test(file))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => trackerCitations(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("are told apart from the code and strings around them", () => {
    const source = [
      'const id = "#123"; // the request id, as the queue search takes it',
      "/* merged twice (issue 13's profile) */",
      "// Issues 12 and 13 asked for it",
      "// see #17",
    ].join("\n");
    expect(trackerCitations("x.ts", source)).toEqual(["x.ts:2: issue 13", "x.ts:3: Issues 12", "x.ts:4: #17"]);
    expect(trackerCitations("x.sql", "SELECT 1; -- issue 4\n")).toEqual(["x.sql:1: issue 4"]);
  });
});
