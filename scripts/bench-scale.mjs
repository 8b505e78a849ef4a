// npm run bench -- --scale: the reads of a national retailer's size, p50 on the plain demo database against a
// demo database with npm run db:seed-scale's volume added to organization 100, and creation and approval
// throughput on both. Two throwaway databases (SQLite files under data/bench-scale, or two databases created
// and dropped on the PostgreSQL server), one server on each, measured alternately so the machine's drift
// hits both alike.
//   --db=sqlite|postgresql   which database (default: DATABASE_URL's; PostgreSQL: the server it names, else
//                            postgresql://postgres@127.0.0.1:5432/postgres)
//   --customers=N --requests=N --lots=N --audit=N   the seeded size (default 100,000 / 100,000 / 500,000 /
//                            200,000: a few minutes); --full: the issue's 1,000,000 / 1,000,000 / 5,000,000 /
//                            2,000,000
//   --duration=N  measured seconds per read and side (default 5)   --warmup=N  (default 2)
//   --connections=N  concurrent callers per read (default 2; throughput runs use 10)
//   --seeded=URL  measure a copy of this already seeded database (its demo data and seed-scale's rows)
//                 instead of seeding one (migrations added since are applied to the copy): the full size
//                 takes longer to seed than to measure
//   --skip-build  reuse the existing build    --keep  keep the databases (their URLs are printed)
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";
import { bin, buildUnlessCurrent, migrate, runQuiet } from "./lib.mjs";
import { benchServerEnv, cleanupRegistry, startNextServer } from "./bench-support.mjs";
import { openScaleDb, sessionCookie } from "./bench-scale-support.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const full = args.includes("--full");
const size = {
  customers: Number(option("customers", full ? 1_000_000 : 100_000)),
  requests: Number(option("requests", full ? 1_000_000 : 100_000)),
  lots: Number(option("lots", full ? 5_000_000 : 500_000)),
  audit: Number(option("audit", full ? 2_000_000 : 200_000)),
};
const duration = Number(option("duration", 5));
const warmup = Number(option("warmup", 2));
const connections = Number(option("connections", 2));
const provider = option("db", providerOf(databaseUrl()));
const server =
  provider === "postgresql"
    ? providerOf(databaseUrl()) === "postgresql"
      ? databaseUrl()
      : "postgresql://postgres@127.0.0.1:5432/postgres"
    : null;
const distDir = /^\.next-./.test(process.env.NEXT_DIST_DIR ?? "") ? process.env.NEXT_DIST_DIR : ".next-bench";
const READ_LIMIT = 1.5;
const THROUGHPUT_LIMIT = 0.9;

const step = (text) => console.log(`\n▶ ${text}`);
const started = Date.now();
const { cleanups, cleanup } = cleanupRegistry();
// The servers run in their own process groups: a crash here must still stop them.
process.on("uncaughtException", (error) => fail(error.stack ?? String(error)));
process.on("unhandledRejection", (error) => fail(error?.stack ?? String(error)));

const env = benchServerEnv(distDir);

// ---- the two databases --------------------------------------------------------------------------------
const dbs = {};
dbs.plain = await openScaleDb(provider, server, "plain");
if (!args.includes("--keep")) cleanups.push(() => dbs.plain.drop());
step(`plain: fresh ${provider} database ${dbs.plain.label}, migrations and demo data`);
migrate({ ...env, DATABASE_URL: dbs.plain.url });
runQuiet(bin("tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"], { ...env, DATABASE_URL: dbs.plain.url });
runQuiet(bin("tsx"), ["--conditions=react-server", "scripts/bench-scale-clients.ts"], {
  ...env,
  DATABASE_URL: dbs.plain.url,
});
const reuse = option("seeded", null);
const template = !reuse
  ? dbs.plain
  : provider === "sqlite"
    ? { file: sqliteFilePath(reuse) }
    : { name: new URL(reuse).pathname.slice(1) };
dbs.seeded = await openScaleDb(provider, server, "seeded", template);
if (!args.includes("--keep")) cleanups.push(() => dbs.seeded.drop());
let seedSeconds = 0;
if (reuse) {
  step(`seeded: ${dbs.seeded.label}, a copy of ${reuse}, brought to the current migrations`);
  migrate({ ...env, DATABASE_URL: dbs.seeded.url });
  runQuiet(bin("tsx"), ["--conditions=react-server", "scripts/bench-scale-clients.ts"], {
    ...env,
    DATABASE_URL: dbs.seeded.url,
  });
  const count = async (table) =>
    Number((await dbs.seeded.query(`SELECT COUNT(*) AS n FROM "${table}" WHERE "orgId" = 100`))[0].n);
  Object.assign(size, {
    customers: await count("CustomerRegistration"),
    requests: await count("Request"),
    lots: await count("PointsLot"),
    audit: await count("AuditEntry"),
  });
} else {
  step(`seeded: ${dbs.seeded.label}, a copy of the plain one`);
  step(
    `seeded: npm run db:seed-scale -- --customers ${size.customers} --requests ${size.requests} --lots ${size.lots} --audit ${size.audit}`,
  );
  const seedStarted = Date.now();
  await runInherit(
    bin("tsx"),
    [
      "--conditions=react-server",
      "scripts/seed-scale.ts",
      ...Object.entries(size).flatMap(([name, count]) => [`--${name}`, String(count)]),
    ],
    { ...env, DATABASE_URL: dbs.seeded.url },
  );
  seedSeconds = (Date.now() - seedStarted) / 1000;
}

if (!args.includes("--skip-build") || !existsSync(path.join(distDir, "BUILD_ID"))) {
  step(`next build into ${distDir} (skipped when the build is current)`);
  buildUnlessCurrent(env);
}

// ---- servers ------------------------------------------------------------------------------------------
let preferredPort = Number(option("port", 3221));
const servers = {};
for (const side of ["plain", "seeded"]) servers[side] = await startServer(dbs[side].url);

// The API clients of scripts/bench-scale-clients.ts, by bearer token (one per server).
const CLIENTS = {
  reader: ["scale-reader", "scale-reader-secret-0123"],
  maker: ["scale-maker", "scale-maker-secret-01234"],
};
const AUTH = { reader: {}, maker: {} };
for (const [role, [key, secret]] of Object.entries(CLIENTS))
  for (const side of ["plain", "seeded"]) {
    const res = await fetch(`${servers[side].base}/v3/oauth/token/generate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key, secret }),
    });
    const token = (await res.json())?.data?.accessToken;
    if (!token) await fail(`no OAuth token for ${key} on the ${side} server (HTTP ${res.status})`);
    AUTH[role][side] = { authorization: `Bearer ${token}` };
  }
const home = {};
for (const side of ["plain", "seeded"]) home[side] = { cookie: await sessionCookie(dbs[side], env.AUTH_SECRET) };

// Deep paging: the cursor after page 1,000 of the seeded queue (rows 50,000-50,049), or its middle when
// smaller; the plain database has no deep page, so its first page stands in for it.
const deepPage = Math.max(1, Math.min(1000, Math.floor(size.requests / 100)));
const cursorPage = await get(servers.seeded, `/v2/requests?limit=50&offset=${deepPage}`, AUTH.reader.seeded);
const deepCursor = cursorPage.body?.pagination?.nextCursor;

const lookup = (name, value) => `source=INSTORE&identifierName=${name}&identifierValue=${encodeURIComponent(value)}`;
// The same demo customer (Asha Rao, 919900000001) on both sides: what grows is the data around her.
const READS = [
  ["lookup by mobile", `/v2/customers/lookup?${lookup("mobile", "919900000001")}`, AUTH.reader],
  ["expiry schedule", `/v2/customers/lookup/pointsExpirySchedule?${lookup("mobile", "919900000001")}`, AUTH.reader],
  ["customer search, name fragment (q=sha)", "/v2/customers/search?q=sha&limit=20", AUTH.reader],
  ["customer search, name (q=Rao)", "/v2/customers/search?q=Rao&limit=20", AUTH.reader],
  ["customer search, mobile prefix (q=9199000)", "/v2/customers/search?q=9199000&limit=20", AUTH.reader],
  ["queue, first page", "/v2/requests?limit=50", AUTH.reader],
  ["queue, first page filtered", "/v2/requests?status=PENDING&requestType=TRANSACTION&limit=50", AUTH.reader],
  ["queue, searched by name (Ito)", "/v2/requests?search=Ito&limit=50", AUTH.reader],
  [
    `queue, by cursor after row ${(deepPage * 50 + 50).toLocaleString("en")} (plain: first page)`,
    { seeded: `/v2/requests?limit=50&cursor=${deepCursor}`, plain: "/v2/requests?limit=50" },
    AUTH.reader,
  ],
  ["audit log, by entity (user 2)", "/v2/audit?entity=user&entityId=2", AUTH.reader],
  ["audit log, by entity (request 1)", "/v2/audit?entity=request&entityId=1", AUTH.reader],
  ["audit log, by actor (demo.checker)", "/v2/audit?actor=demo.checker", AUTH.reader],
  ["home page figures (GET /, console session)", "/", home],
];

step(`reads: p50 over ${duration} s per side after ${warmup} s of warm-up, ${connections} connections`);
const readRows = [];
for (const [label, paths, headers] of READS) {
  const row = { label };
  for (const side of ["plain", "seeded"]) {
    const urlPath = typeof paths === "string" ? paths : paths[side];
    row[side] = await measure(servers[side], urlPath, headers[side], { conns: connections });
  }
  readRows.push(row);
  console.log(`  ${label}: plain ${describe(row.plain)}, seeded ${describe(row.seeded)}`);
}

// ---- throughput ---------------------------------------------------------------------------------------
step("throughput: creation (POST /v2/requests, a transaction) and approval (POST /v1.1/request/approve)");
const transactionBody = JSON.stringify({
  type: "TRANSACTION",
  baseType: "REGULAR_TXN_ADD",
  customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000002", source: "INSTORE" },
  transaction: { type: "REGULAR", billingDate: "2025-03-01T10:00:00+05:30", billNumber: "SCALE-1", billAmount: "250" },
});
const throughputRows = [];
const creation = { label: "creation (10 connections)" };
for (const side of ["plain", "seeded"])
  creation[side] = await measure(servers[side], "/v2/requests", AUTH.maker[side], {
    conns: 10,
    method: "POST",
    body: () => transactionBody,
  });
throughputRows.push(creation);
// The goodwill pool to approve is added only now, so the reads above saw the plain demo queue.
const poolSize = 2000 + 400 * (duration + warmup);
const approval = { label: "approval, one goodwill item (10 connections)" };
for (const side of ["plain", "seeded"]) {
  const pool = await dbs[side].addGoodwillPool(poolSize);
  let next = 0;
  approval[side] = await measure(servers[side], "/v1.1/request/approve", AUTH.reader[side], {
    conns: 10,
    method: "POST",
    body: () => {
      if (next >= pool.length) throw new Error("the goodwill pool is used up");
      return JSON.stringify({ root: { request: [{ id: pool[next++], type: "GOODWILL", base_type: "POINTS" }] } });
    },
  });
}
throughputRows.push(approval);
for (const row of throughputRows)
  console.log(`  ${row.label}: plain ${describe(row.plain)}, seeded ${describe(row.seeded)}`);

// ---- the table ----------------------------------------------------------------------------------------
const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);
const problems = [];
const lines = [
  `Scale on ${provider}: plain demo database vs demo + ${size.customers.toLocaleString("en")} customers, ` +
    `${size.requests.toLocaleString("en")} requests, ${size.lots.toLocaleString("en")} lots, ` +
    `${size.audit.toLocaleString("en")} audit entries in organization 100` +
    (reuse ? ` (in all: a copy of ${reuse})` : ` (seeded in ${seedSeconds.toFixed(0)} s)`),
];
tableSection("read (p50, ms)", readRows, {
  figure: "p50",
  digits: 1,
  // NaN: no answer both started and ended within the measured seconds (each took longer).
  judge: (ratio) =>
    ratio > READ_LIMIT || Number.isNaN(ratio)
      ? {
          notes: `OVER ${READ_LIMIT}×${Number.isNaN(ratio) ? ` (no answer within ${duration} s)` : ""}`,
          problem: `p50 ${ratio.toFixed(2)}× the plain database's`,
        }
      : null,
});
tableSection("throughput (req/s)", throughputRows, {
  figure: "rps",
  digits: 0,
  judge: (ratio) =>
    ratio < THROUGHPUT_LIMIT
      ? { notes: `BELOW ${THROUGHPUT_LIMIT}×`, problem: `${ratio.toFixed(2)}× the plain database's throughput` }
      : null,
});
console.log(`\n${lines.join("\n")}`);
if (problems.length) console.log(`\n${problems.length} figure(s) past their limit:\n  ${problems.join("\n  ")}`);
if (args.includes("--keep")) console.log(`\ndatabases kept: plain ${dbs.plain.url}  seeded ${dbs.seeded.url}`);
await cleanup();
console.log(`\nbench --scale finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(0);

// ---- helpers ------------------------------------------------------------------------------------------

/**
 * A section of the table: its heading, then per row the plain and seeded figure and their ratio, with
 * `judge`'s notes (and the problem it adds to the summary) when the ratio is past its limit.
 */
function tableSection(heading, rows, { figure, digits, judge }) {
  lines.push("", `${pad(heading, 52)} ${padStart("plain", 8)} ${padStart("seeded", 8)} ${padStart("ratio", 7)}  notes`);
  for (const row of rows) {
    const missing = row.plain.missing ?? row.seeded.missing;
    if (missing) {
      lines.push(`${pad(row.label, 52)} MISSING (${missing})`);
      continue;
    }
    const ratio = row.seeded[figure] / Math.max(row.plain[figure], 0.1);
    const verdict = judge(ratio);
    if (verdict) problems.push(`${row.label}: ${verdict.problem}`);
    const [plain, seeded] = [row.plain[figure].toFixed(digits), row.seeded[figure].toFixed(digits)];
    lines.push(
      `${pad(row.label, 52)} ${padStart(plain, 8)} ${padStart(seeded, 8)} ${padStart(ratio.toFixed(2), 7)}  ${verdict?.notes ?? ""}`,
    );
  }
}

function describe(r) {
  return r.missing ? `MISSING (${r.missing})` : `p50 ${r.p50.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s`;
}

async function get(target, urlPath, headers) {
  const res = await fetch(target.base + urlPath, { headers });
  const text = await res.text();
  let body = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: res.status, body, text };
}

/**
 * `conns` callers each send the request again as soon as its answer is read, for warm-up plus duration
 * seconds; answers with status 200 that start after the warm-up count, for the p50 (ms, to a tenth) and
 * the rate alike. A first call answering otherwise makes the row MISSING.
 */
async function measure(target, urlPath, headers, { conns, method = "GET", body } = {}) {
  const call = async () => {
    const at = performance.now();
    const res = await fetch(target.base + urlPath, {
      method,
      headers: body ? { ...headers, "content-type": "application/json" } : headers,
      body: body?.(),
    });
    const text = await res.text();
    return { status: res.status, text, ms: performance.now() - at, at };
  };
  const probe = await call();
  if (probe.status !== 200) return { missing: `HTTP ${probe.status}: ${probe.text.slice(0, 160)}` };
  const start = performance.now();
  const windowStart = start + warmup * 1000;
  const end = windowStart + duration * 1000;
  const latencies = [];
  let others = 0;
  await Promise.all(
    Array.from({ length: conns }, async () => {
      while (performance.now() < end) {
        const answer = await call();
        if (answer.at < windowStart || answer.at + answer.ms > end) continue;
        if (answer.status === 200) latencies.push(answer.ms);
        else others++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p50 = latencies.length ? latencies[Math.floor(0.5 * (latencies.length - 1))] : NaN;
  return { p50, rps: latencies.length / duration, others };
}

function startServer(url) {
  return startNextServer({ preferredPort: preferredPort++, env: { ...env, DATABASE_URL: url }, cleanups, fail });
}

function runInherit(command, commandArgs, childEnv) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env: childEnv, stdio: ["ignore", "inherit", "inherit"] });
    child.on("exit", async (code) => (code === 0 ? resolve() : await fail(`${command} exited with ${code}`)));
  });
}

async function fail(message) {
  console.error(`\n✖ ${message}`);
  await cleanup();
  process.exit(1);
}
