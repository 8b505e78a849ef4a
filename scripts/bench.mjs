// npm run bench: expiry schedule and request list latency on a throwaway SQLite database, big vs small.
// Builds into .next-bench (never .next), serves on 127.0.0.1 only, measures with autocannon, stops the server.
//   --skip-build  reuse an existing .next-bench build      --duration=N  seconds per scenario (default 5)
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { bin, migrate } from "./lib.mjs";

const DIST_DIR = ".next-bench";
const args = process.argv.slice(2);
const duration = Number(args.find((a) => a.startsWith("--duration="))?.split("=")[1] ?? 5);
const folder = path.join("data", "bench");
const dbFile = path.join(folder, "bench.db");
const env = {
  ...process.env,
  DATABASE_URL: `file:./${dbFile}`,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  AUTH_TRUST_HOST: "true",
  NEXT_DIST_DIR: DIST_DIR,
  NEXT_TELEMETRY_DISABLED: "1",
};

const step = (text) => console.log(`\n▶ ${text}`);
const started = Date.now();

step(`fresh database ${dbFile}`);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
migrate(env);
const seeded = spawnSync(bin("tsx"), ["scripts/bench-seed.ts"], { env, stdio: "inherit" });
if (seeded.status !== 0) fail("seeding the bench database failed");

if (!args.includes("--skip-build") || !existsSync(path.join(DIST_DIR, "BUILD_ID"))) {
  step(`next build into ${DIST_DIR}`);
  const tsconfigBefore = readFileSync("tsconfig.json", "utf8");
  const build = spawnSync(bin("next"), ["build"], { env: { ...env, NODE_ENV: "production" }, stdio: "inherit" });
  forgetBenchTypes(tsconfigBefore);
  if (build.status !== 0) fail("next build failed (an engineer's work in progress may not compile yet)");
}

const port = await freePort(3999);
step(`next start on 127.0.0.1:${port}`);
const server = spawn(bin("next"), ["start", "-p", String(port), "-H", "127.0.0.1"], {
  env: { ...env, NODE_ENV: "production" },
  stdio: ["ignore", "pipe", "pipe"],
  detached: true,
});
let serverLog = "";
server.stdout.on("data", (chunk) => (serverLog += chunk));
server.stderr.on("data", (chunk) => (serverLog += chunk));
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    /* already gone */
  }
};
process.on("exit", stop);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));

const base = `http://127.0.0.1:${port}`;
await waitForServer(base);

const tokens = { demo: await token("bench-demo", "bench-demo-secret"), acme: await token("bench-acme", "bench-acme-secret") };
const expiry = (mobile) => `/v2/customers/lookup/pointsExpirySchedule?source=INSTORE&identifierName=mobile&identifierValue=${mobile}`;
const requests = (offset) => `/v2/requests?status=PENDING&limit=50&offset=${offset}`;
// The cursor that follows row 49,999 of Acme's queue: what a client paging by cursor holds at page 1000.
const deepCursor = await nextCursor("acme", requests(999));
const pairs = [
  ["expiry schedule, 50,000 lots vs 10 lots", ["customer 6001 (50,000 lots)", "demo", expiry("919800000001")], ["customer 6002 (10 lots)", "demo", expiry("919800000002")]],
  ["expiry schedule, all programs", ["customer 6001 (50,000 lots)", "demo", `${expiry("919800000001")}&fetchDataForAllPrograms=true`], ["customer 6002 (10 lots)", "demo", `${expiry("919800000002")}&fetchDataForAllPrograms=true`]],
  ["pending requests, first page", ["org 300 (100,000 pending)", "acme", requests(0)], ["org 100 (10 pending)", "demo", requests(0)]],
  ["pending requests, deep page (offset 1000 = rows 50,000-50,049)", ["org 300 (100,000 pending)", "acme", requests(1000)], ["org 100 (10 pending)", "demo", requests(1000)]],
  [
    "pending requests, deep page by cursor (rows 50,000-50,049) vs a small queue's first page",
    ["org 300 (100,000 pending)", "acme", `/v2/requests?status=PENDING&limit=50&cursor=${deepCursor}`],
    ["org 100 (10 pending)", "demo", requests(0)],
  ],
];

const rows = [];
for (const [title, big, small] of pairs) {
  step(title);
  const [b, s] = [await measure(...big), await measure(...small)];
  rows.push({ title, b, s });
}
stop();

console.log(`\nResults (autocannon, 10 connections, ${duration} s per scenario after a 1 s warm-up, 127.0.0.1; OAuth bearer auth)\n`);
const fmt = (r) => (r.missing ? `MISSING (${r.missing})` : `p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.rps} req/s${r.errors ? `  ${r.errors} non-2xx/errors` : ""}`);
for (const { title, b, s } of rows) {
  console.log(title);
  console.log(`  big:   ${b.label.padEnd(30)} ${fmt(b)}`);
  console.log(`  small: ${s.label.padEnd(30)} ${fmt(s)}`);
  if (!b.missing && !s.missing)
    console.log(`  ratio big/small: p50 ${(b.p50 / s.p50).toFixed(2)}×  p99 ${(b.p99 / s.p99).toFixed(2)}×  throughput ${(s.rps / b.rps).toFixed(2)}× lower`);
}
console.log(`\nbench finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);

async function measure(label, tokenKey, urlPath) {
  const headers = { authorization: `Bearer ${tokens[tokenKey]}` };
  const probe = await fetch(base + urlPath, { headers });
  const text = await probe.text();
  if (probe.status === 404 && !text.trimStart().startsWith("{")) return { label, missing: "route not found (404)" };
  if (probe.status !== 200) return { label, missing: `HTTP ${probe.status}: ${text.slice(0, 160)}` };
  const run = (seconds) => autocannon({ url: base + urlPath, connections: 10, duration: seconds, headers });
  await run(1);
  const result = await run(duration);
  return {
    label,
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

async function nextCursor(tokenKey, urlPath) {
  const res = await fetch(base + urlPath, { headers: { authorization: `Bearer ${tokens[tokenKey]}` } });
  const body = await res.json();
  if (!body?.pagination?.nextCursor) fail(`no nextCursor from ${urlPath}: ${JSON.stringify(body).slice(0, 200)}`);
  return body.pagination.nextCursor;
}

async function token(key, secret) {
  const res = await fetch(`${base}/v3/oauth/token/generate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ key, secret }) });
  const body = await res.json();
  if (!body?.data?.accessToken) fail(`no OAuth token for ${key}: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    if (server.exitCode !== null) fail(`next start exited (${server.exitCode}):\n${serverLog}`);
    try {
      await fetch(url, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  fail(`the server did not answer within 60 s:\n${serverLog}`);
}

/** The preferred port when it is free, else one the system picks. */
function freePort(preferred) {
  const listen = (port) =>
    new Promise((resolve) => {
      const probe = net.createServer().once("error", () => resolve(null));
      probe.listen(port, "127.0.0.1", () => {
        const chosen = probe.address().port;
        probe.close(() => resolve(chosen));
      });
    });
  return listen(preferred).then((port) => port ?? listen(0));
}

/** next build adds its dist dir's type folders to tsconfig.json; the bench must leave the tree as it was. */
function forgetBenchTypes(before) {
  const after = readFileSync("tsconfig.json", "utf8");
  if (after === before) return;
  const config = JSON.parse(after);
  const include = config.include?.filter((entry) => !entry.startsWith(`${DIST_DIR}/`));
  if (include?.length === config.include?.length) return;
  config.include = include;
  writeFileSync("tsconfig.json", `${JSON.stringify(config, null, 2)}\n`);
}

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}
