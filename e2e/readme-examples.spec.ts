import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

// The README's "First API calls" run as written: every bash block in one shell against the app under test
// (its BASE= line pointed here), and each answer must hold what the README shows after the block. Shown
// values must match except: "…" stands for a value that differs per installation, any date or date-time
// stands for any date or date-time (the demo data is dated from the day it was loaded), and an array's
// shown items must appear in order among the actual ones (other tests may have added rows).

const SECTION = /<!-- first-api-calls -->([\s\S]*?)<!-- \/first-api-calls -->/;
const BLOCK = /```(bash|json)\n([\s\S]*?)```/g;
const DATE = /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;
const SEPARATOR = "----- next example -----";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function examples(): { script: string; expected: Json }[] {
  const section = SECTION.exec(readFileSync("README.md", "utf8"))?.[1];
  if (!section) throw new Error("README.md has no <!-- first-api-calls --> section");
  const blocks = [...section.matchAll(BLOCK)].map(([, kind, body]) => ({ kind, body }));
  const pairs: { script: string; expected: Json }[] = [];
  blocks.forEach((block, i) => {
    if (block.kind !== "bash") return;
    const next = blocks[i + 1];
    if (next?.kind !== "json") throw new Error(`README example ${pairs.length + 1} has no json answer after it`);
    pairs.push({ script: block.body, expected: JSON.parse(next.body) as Json });
  });
  return pairs;
}

/** Where `actual` differs from what the README shows, or null. */
function mismatch(expected: Json, actual: Json, path: string): string | null {
  if (expected === "…") return null;
  if (typeof expected === "string" && DATE.test(expected))
    return typeof actual === "string" && DATE.test(actual)
      ? null
      : `${path}: expected a date, got ${JSON.stringify(actual)}`;
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected an array, got ${JSON.stringify(actual)}`;
    let from = 0;
    for (const [i, item] of expected.entries()) {
      const at = actual.findIndex((candidate, j) => j >= from && mismatch(item, candidate, `${path}[${j}]`) === null);
      if (at < 0) return `${path}[${i}]: ${JSON.stringify(item)} not found in order in ${JSON.stringify(actual)}`;
      from = at + 1;
    }
    return null;
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object" || Array.isArray(actual))
      return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    for (const [key, value] of Object.entries(expected)) {
      if (!(key in actual)) return `${path}.${key}: missing`;
      const problem = mismatch(value, actual[key], `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  return expected === actual ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

test("the README's first API calls answer what the README shows", ({ baseURL }) => {
  const pairs = examples();
  expect(pairs.length).toBeGreaterThanOrEqual(5);
  const script = pairs
    .map(({ script }) => script.replace(/^BASE=.*$/m, `BASE=${baseURL}`))
    .join(`\necho\necho '${SEPARATOR}'\n`);
  const run = spawnSync("bash", ["-euo", "pipefail", "-c", script], { encoding: "utf8", timeout: 60_000 });
  expect(run.status, run.stderr).toBe(0);
  const outputs = run.stdout.split(SEPARATOR).map((text) => text.trim());
  expect(outputs).toHaveLength(pairs.length);
  pairs.forEach(({ expected }, i) => {
    const actual = JSON.parse(outputs[i]) as Json;
    expect(mismatch(expected, actual, `example ${i + 1}`), JSON.stringify(actual)).toBeNull();
  });
});

test("the matcher refuses what the README does not show", () => {
  expect(mismatch({ a: 1 }, { a: 2 }, "x")).toContain("expected 1");
  expect(mismatch({ a: 1 }, {}, "x")).toContain("missing");
  expect(mismatch(["b", "a"], ["a", "b"], "x")).toContain("not found in order");
  expect(mismatch("2026-01-01", "soon", "x")).toContain("expected a date");
  expect(
    mismatch({ a: "…", d: "2026-01-01", l: ["a"] }, { a: 7, d: "2027-03-04T00:00:00Z", l: ["z", "a"], extra: 1 }, "x"),
  ).toBeNull();
});
