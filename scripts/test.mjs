// npm test: every tier against DATABASE_URL (SQLite by default; PostgreSQL when it names one):
// schema freshness, type-check and lint, API and unit tests (vitest, a real database per test file),
// then the built app in Chromium (Playwright) on a fresh demo database. Exits non-zero on any failure.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { databaseUrl, providerOf } from "../lib/db/database-url.mjs";
import { bin, migrate, run } from "./lib.mjs";

const baseUrl = databaseUrl();
const provider = providerOf(baseUrl);
const secret = "test-run-secret-test-run-secret-0000";
const reports = path.resolve("data", "test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const step = (title) => console.log(`\n=== ${title} (${provider}) ===`);
const failures = [];

function attempt(title, command, args, env = process.env) {
  step(title);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env });
    child.on("exit", (code) => {
      if (code !== 0) failures.push(title);
      resolve(code === 0);
    });
  });
}

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function withAdmin(sql) {
  const url = new URL(baseUrl);
  url.pathname = "/postgres";
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitForServer(url, child) {
  for (let i = 0; i < 240; i++) {
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

await attempt("type-check", bin("tsc"), ["--noEmit"]);
await attempt("lint", bin("eslint"), [".", "--max-warnings=0"]);
await attempt("API and unit tests", bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/vitest.json`]);

step("build");
const distDir = ".next-test";
run(bin("next"), ["build"], { ...process.env, NEXT_DIST_DIR: distDir, NODE_ENV: "production", AUTH_SECRET: secret });

const e2eName = `lo_e2e_${process.pid}`;
let e2eUrl;
if (provider === "sqlite") {
  mkdirSync(path.resolve("data", "e2e"), { recursive: true });
  e2eUrl = `file:./data/e2e/${e2eName}.db`;
} else {
  const url = new URL(baseUrl);
  url.pathname = `/${e2eName}`;
  e2eUrl = url.toString();
  await withAdmin(`DROP DATABASE IF EXISTS "${e2eName}"`);
  await withAdmin(`CREATE DATABASE "${e2eName}"`);
}
const serverEnv = { ...process.env, DATABASE_URL: e2eUrl, AUTH_SECRET: secret, AUTH_TRUST_HOST: "true", NEXT_DIST_DIR: distDir };
migrate(serverEnv);
run(bin("tsx"), ["scripts/seed-demo.ts"], serverEnv);

const port = await freePort();
step(`browser tests on http://127.0.0.1:${port}`);
const server = spawn(bin("next"), ["start", "-p", String(port), "-H", "127.0.0.1"], { env: serverEnv, stdio: ["ignore", "pipe", "inherit"] });
server.stdout.on("data", () => {});
try {
  if (!(await waitForServer(`http://127.0.0.1:${port}/login`, server))) {
    failures.push("start the built app for the browser tests");
  } else {
    await attempt("browser tests", bin("playwright"), ["test", "--reporter=list,json"], {
      ...process.env,
      E2E_BASE_URL: `http://127.0.0.1:${port}`,
      PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json`,
    });
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  if (provider === "sqlite") for (const suffix of ["", "-wal", "-shm"]) rmSync(path.resolve("data", "e2e", `${e2eName}.db${suffix}`), { force: true });
  else await withAdmin(`DROP DATABASE IF EXISTS "${e2eName}" WITH (FORCE)`);
}

function counts(file, pick) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return pick(JSON.parse(readFileSync(file, "utf8")));
}
const unit = counts(`${reports}/vitest.json`, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests }));
const browser = counts(`${reports}/playwright.json`, (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped }));
const skipped = unit.skipped + browser.skipped;
if (skipped > 0) failures.push(`${skipped} skipped tests (a skipped test proves nothing)`);
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${browser.passed} passed, ${browser.failed} failed`);
if (failures.length) console.log(`failed steps: ${failures.join(", ")}`);
console.log(`${unit.passed + browser.passed} passed, ${unit.failed + browser.failed + (failures.length && !(unit.failed + browser.failed) ? 1 : 0)} failed`);
process.exit(failures.length ? 1 : 0);
