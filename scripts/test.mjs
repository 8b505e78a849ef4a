// npm test: every tier against DATABASE_URL (SQLite by default; PostgreSQL when it names one): type-check
// and lint, API and unit tests (vitest, a real database per test file, schema freshness included), the
// PostgreSQL migration diff when a PostgreSQL server is given, the built app in Chromium (Playwright) on
// a throwaway demo database, and a check that the run left the git tree as it found it. The summary
// says which tiers ran, which did not and why. Exits non-zero on any failure.
//   node scripts/test.mjs [--only=types,lint,vitest,build,browser,tree] [-- <vitest file filters>]
import { spawn, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { providerOf } from "../lib/db/database-url.mjs";
import { bin, freePort, postgresTierUrl, reachable, validatedEnv } from "./lib.mjs";

const TIERS = ["types", "lint", "vitest", "build", "browser", "tree"];
// Its own tier: a production build beside other test files would starve them of the CPU.
const BUILD_TEST = "scripts/build-start-stop.test.ts";
const { values, positionals } = parseArgs({ options: { only: { type: "string" } }, allowPositionals: true });
const only = values.only ? values.only.split(",") : TIERS;
const unknown = only.filter((tier) => !TIERS.includes(tier));
if (unknown.length) {
  console.error(`unknown tier ${unknown.join(", ")}; tiers: ${TIERS.join(", ")}`);
  process.exit(2);
}

const config = validatedEnv();
const provider = providerOf(config.DATABASE_URL);
// Per run, so a run started inside another (scripts/test-tiers.test.ts) keeps to its own reports.
const reports = path.resolve("data", "test-reports", String(process.pid));
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
/** @type {{ title: string, status: "passed" | "failed" | "not run", detail?: string, counted?: boolean }[]} */
const summary = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
// counted: the tier's failures are already in the test counts (vitest, Playwright).
const record = (title, status, detail, counted = false) => summary.push({ title, status, detail, counted });

function attempt(title, command, args, env = process.env) {
  console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => resolve(code === 0));
  });
}

async function vitest(title, file, args, env = process.env) {
  const ok = await attempt(
    title,
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...args],
    env,
  );
  const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  if (!report) record(title, "failed", "no report");
  else {
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests;
    counts.skipped += report.numPendingTests + report.numTodoTests;
    const passed = ok && report.numFailedTests === 0;
    record(
      title,
      passed ? "passed" : "failed",
      `${report.numPassedTests} passed, ${report.numFailedTests} failed`,
      report.numFailedTests > 0,
    );
  }
  return report;
}

// The file list, and a digest of the tracked changes, so a file already modified and changed again counts.
const gitStatus = () => {
  const result = spawnSync("git", ["status", "--porcelain", "--untracked-files=all"], { encoding: "utf8" });
  const diff = spawnSync("git", ["diff", "HEAD", "--no-ext-diff", "--binary"], {
    encoding: "utf8",
    maxBuffer: 512 * 1024 * 1024,
  });
  if (result.status !== 0 || diff.status !== 0) return undefined;
  return `${result.stdout}diff ${createHash("sha256").update(diff.stdout).digest("hex")}\n`;
};
const treeBefore = only.includes("tree") ? gitStatus() : undefined;

// The PostgreSQL migration diff needs a server: given (MIGRATION_DIFF_PG_URL, or DATABASE_URL naming
// PostgreSQL) and reachable, it runs inside the vitest tier; otherwise the summary says why it did not.
const pgTitle = "PostgreSQL migration freshness";
const pgUrl = postgresTierUrl();
const vitestEnv = { ...process.env };
let pgRuns = false;
if (!pgUrl) {
  record(
    pgTitle,
    "not run",
    "no PostgreSQL URL given (set MIGRATION_DIFF_PG_URL, or DATABASE_URL to a postgresql:// URL)",
  );
} else if (!(await reachable(pgUrl))) {
  const where = `${new URL(pgUrl).hostname}:${new URL(pgUrl).port || 5432}`;
  // DATABASE_URL on that server, or CI (which provides one): an unreachable server is a failure.
  if (provider === "postgresql" || config.CI) record(pgTitle, "failed", `PostgreSQL at ${where} is not reachable`);
  else record(pgTitle, "not run", `PostgreSQL at ${where} is not reachable`);
  delete vitestEnv.MIGRATION_DIFF_PG_URL;
} else pgRuns = only.includes("vitest");

if (only.includes("types"))
  record("type-check", (await attempt("type-check", bin("tsc"), ["--noEmit"])) ? "passed" : "failed");
if (only.includes("lint")) {
  record("lint", (await attempt("lint", bin("eslint"), [".", "--max-warnings=0"])) ? "passed" : "failed");
  record("formatting", (await attempt("formatting", bin("prettier"), ["--check", "."])) ? "passed" : "failed");
}

if (only.includes("vitest")) {
  const file = `${reports}/vitest.json`;
  const title = `API and unit tests (vitest, ${provider})`;
  const report = await vitest(title, file, ["--exclude", BUILD_TEST, ...positionals], vitestEnv);
  if (pgRuns) {
    const pgCase = report?.testResults
      .flatMap((result) => result.assertionResults)
      .find((test) => test.title === "the postgresql migrations produce the current schema");
    if (pgCase)
      record(pgTitle, pgCase.status === "passed" ? "passed" : "failed", `against ${new URL(pgUrl).host}`, true);
    else record(pgTitle, "not run", "not among the selected vitest files");
  }
}

if (only.includes("build")) {
  await vitest("npm run build, npm start and SIGTERM under load (vitest)", `${reports}/vitest-build.json`, [
    BUILD_TEST,
  ]);
}

async function waitForServer(url, child) {
  // The server's first start may build the app: minutes on a small machine.
  for (let i = 0; i < 1800; i++) {
    if (child.exitCode !== null) return false;
    try {
      if ((await fetch(url)).status < 500) return true;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (only.includes("browser")) {
  const title = "browser tests (Chromium)";
  const port = await freePort();
  console.log(
    `\n=== the built app for the browser tests on http://127.0.0.1:${port} (log: ${reports}/e2e-server.log) ===`,
  );
  const log = createWriteStream(`${reports}/e2e-server.log`);
  const server = spawn(process.execPath, ["scripts/e2e-server.mjs", "--port", String(port)], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const stopped = new Promise((resolve) => server.on("exit", resolve));
  try {
    if (!(await waitForServer(`http://127.0.0.1:${port}/login`, server)))
      record(title, "failed", `the app did not start (see ${reports}/e2e-server.log)`);
    else {
      const file = `${reports}/playwright.json`;
      const ok = await attempt(title, bin("playwright"), ["test", "--reporter=list,json"], {
        ...process.env,
        E2E_BASE_URL: `http://127.0.0.1:${port}`,
        PLAYWRIGHT_JSON_OUTPUT_NAME: file,
      });
      const stats = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")).stats : undefined;
      if (!stats) record(title, "failed", "no report");
      else {
        counts.passed += stats.expected;
        counts.failed += stats.unexpected + stats.flaky;
        counts.skipped += stats.skipped;
        record(
          title,
          ok ? "passed" : "failed",
          `${stats.expected} passed, ${stats.unexpected + stats.flaky} failed`,
          stats.unexpected + stats.flaky > 0,
        );
      }
    }
  } finally {
    // The server drops its throwaway database when it stops.
    server.kill("SIGTERM");
    await stopped;
  }
}

if (counts.skipped > 0)
  record("no skipped tests", "failed", `${counts.skipped} skipped (a skipped test proves nothing)`);

if (only.includes("tree")) {
  const after = gitStatus();
  if (treeBefore === undefined || after === undefined) record("tree unchanged", "not run", "not a git checkout");
  else if (after === treeBefore) record("tree unchanged", "passed", "git status is the same as before the run");
  else {
    const changed = after
      .split("\n")
      .filter((line) => line && !treeBefore.split("\n").includes(line))
      .map((line) => (line.startsWith("diff ") ? "the content of files modified before the run" : line.trim()));
    record("tree unchanged", "failed", `the run changed ${changed.join("; ")}`);
  }
}

const failedTiers = summary.filter((tier) => tier.status === "failed");
console.log("\n=== summary ===");
for (const tier of summary)
  console.log(`  ${tier.status.padEnd(8)} ${tier.title}${tier.detail ? `: ${tier.detail}` : ""}`);
const notRun = TIERS.filter((tier) => !only.includes(tier));
if (notRun.length) console.log(`  not run  ${notRun.join(", ")}: not selected (--only=${only.join(",")})`);
// A failed tier without test counts (type-check, lint, a server that did not start) counts as one failure.
const uncounted = failedTiers.filter((tier) => !tier.counted).length;
console.log(`${counts.passed} passed, ${counts.failed + uncounted} failed`);
if (!failedTiers.length) rmSync(reports, { recursive: true, force: true });
process.exit(failedTiers.length ? 1 : 0);
