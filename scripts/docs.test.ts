import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ENV_NAMES } from "../lib/config/env-schema.mjs";

// The README is a front page and the rest lives in docs/: links between them must keep working when a
// section moves, and the front page's configuration table must name every setting the app reads.

const PAGES = ["README.md", "ARCHITECTURE.md", ...readdirSync("docs").map((file) => `docs/${file}`)].filter((file) =>
  file.endsWith(".md"),
);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");

function anchorsOf(file: string): Set<string> {
  let fenced = false;
  const anchors = new Set<string>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = /^#{1,6} (.*)$/.exec(line);
    if (!fenced && heading) anchors.add(slug(heading[1]));
  }
  return anchors;
}

function linksOf(file: string): string[] {
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((link) => !/^[a-z]+:/.test(link));
}

describe("the documentation", () => {
  it("keeps the README a front page of at most 300 lines", () => {
    expect(readFileSync("README.md", "utf8").split("\n").length).toBeLessThanOrEqual(300);
  });

  it.each(PAGES)("%s links only to files and headings that exist", (file) => {
    const broken = linksOf(file).filter((link) => {
      const [target, anchor] = link.split("#");
      const targetFile = target ? path.normalize(path.join(path.dirname(file), target)) : file;
      if (!existsSync(targetFile)) return true;
      return anchor !== undefined && targetFile.endsWith(".md") && !anchorsOf(targetFile).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it("lists every setting of the environment schema in the README's configuration table", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const missing = ENV_NAMES.filter(
      (name: string) => !table.includes(`| \`${name}\``) && !table.includes(` / \`${name}\``),
    );
    expect(missing).toEqual([]);
  });
});
