// npm run bench: throughput of the hot operations against the framework's floor, the cost of
// the abuse limits, big-vs-small scale ratios, and on PostgreSQL approvals racing across two
// app instances, for the database DATABASE_URL names: a throwaway SQLite file under data/bench, or a
// throwaway database created (and dropped) on the PostgreSQL server in DATABASE_URL.
// Builds into NEXT_DIST_DIR when set to a .next-<name> folder, else .next-bench (never .next; the build
// is skipped when its stamp matches the sources), serves on 127.0.0.1 only, measures with autocannon.
//   --duration=N    seconds per scenario (default 5)      --connections=N  (default 50)
//   --warmup=N      unmeasured seconds before each scenario (default 3)
//   --check         exit 1 when a figure misses its target (otherwise the figures are only printed)
//   --skip-build    reuse the existing build              --port=N         preferred port (default 3999)
//   --only=a,b      run only these sections: table, rss, limits, observe, webhooks, scale, race
//   --profile=DIR   also write a CPU profile per route (the server under node --cpu-prof) and print its top costs
//   --scale         instead: reads and throughput on a demo database seeded to a retailer's size vs the plain
//                   demo database (scripts/bench-scale.mjs lists its own flags; docs/scale.md)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { databaseUrl, providerOf } from "../lib/db/database-url.mjs";
import { bin, buildUnlessCurrent, migrate } from "./lib.mjs";
import {
  benchServerEnv,
  cleanupRegistry,
  openBenchDb,
  serverRssMb,
  startNextServer,
  startOtlpSink,
  startWebhookReceiver,
  summarizeProfile,
} from "./bench-support.mjs";

const args = process.argv.slice(2);
// --scale is its own run (scripts/bench-scale.mjs): a plain and a seeded database side by side.
if (args.includes("--scale")) {
  await import("./bench-scale.mjs");
  process.exit(0);
}
const option = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;
const duration = Number(option("duration", 5));
const connections = Number(option("connections", 50));
// A fresh route loads its chunks and Prisma compiles its WebAssembly on first use, and V8 optimizes the hot
// code over the first seconds: a 1 s warm-up left the first floor run at 40% of the second one.
const warmup = Number(option("warmup", 3));
const check = args.includes("--check");
const only = option("only", "table,rss,limits,observe,webhooks,scale,race").split(",");
const profileDir = option("profile", null);
const distDir = /^\.next-./.test(process.env.NEXT_DIST_DIR ?? "") ? process.env.NEXT_DIST_DIR : ".next-bench";

const TARGETS = { expiry: 0.6, read: 0.7, queue: 0.45, create: 0.4, approve: 0.3 };
const LIMITS_TARGET = 0.9;
const OBSERVE_TARGET = 0.9;
const WEBHOOKS_TARGET = 0.9;
const RSS_LIMIT_MB = 400;
const P99_FACTOR = 4;

const step = (text) => console.log(`\n▶ ${text}`);
const started = Date.now();
const failures = [];
const { cleanups, cleanup } = cleanupRegistry();

// ---- database -----------------------------------------------------------------------------------------
const given = databaseUrl();
const provider = providerOf(given);
const benchDb = await openBenchDb(given, provider);
cleanups.push(() => benchDb.drop());
const env = { ...benchServerEnv(distDir), DATABASE_URL: benchDb.url };

step(`fresh ${provider} database ${benchDb.label}`);
migrate(env);
const seeded = spawnSync(bin("tsx"), ["--conditions=react-server", "scripts/bench-seed.ts"], { env, encoding: "utf8" });
process.stdout.write(
  seeded.stdout
    .split("\n")
    .filter((line) => !line.startsWith("{"))
    .join("\n"),
);
if (seeded.status !== 0) await fail(`seeding the bench database failed:\n${seeded.stderr}`);
const seed = JSON.parse(seeded.stdout.trim().split("\n").at(-1));
const goodwill = { next: seed.goodwillIds[0], last: seed.goodwillIds[1] };

if (!args.includes("--skip-build") || !existsSync(path.join(distDir, "BUILD_ID"))) {
  step(`next build into ${distDir} (skipped when the build is current)`);
  buildUnlessCurrent(env);
}

// ---- servers ------------------------------------------------------------------------------------------
let preferredPort = Number(option("port", 3999));

/** Starts `next start` (optionally under --cpu-prof) and waits for it; returns { base, pid, stop }. */
function startServer(extraEnv = {}, { profile } = {}) {
  const nodeArgs = profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [];
  return startNextServer({ preferredPort: preferredPort++, env: { ...env, ...extraEnv }, nodeArgs, cleanups, fail });
}

const basic = (user, password) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const AUTH = {
  checker: basic("demo.checker", "demo-checker-pw"),
  acme: basic("acme.checker", "acme-checker-pw"),
  dualMaker: basic("bench.dual", "bench-dual-pw"),
  dualChecker: basic("dual.maker", "dual-maker-pw"),
  dualAdmin: basic("bench.admin", "bench-admin-pw"),
  reader: (i) => basic(`bench.reader.${i}`, "bench-reader-pw"),
};
const expiryPath = (mobile) =>
  `/v2/customers/lookup/pointsExpirySchedule?source=INSTORE&identifierName=mobile&identifierValue=${mobile}`;
const queuePath = (offset) => `/v2/requests?status=PENDING&limit=50&offset=${offset}`;
const json = { "content-type": "application/json" };
const transactionBody = JSON.stringify({
  type: "TRANSACTION",
  baseType: "REGULAR_TXN_ADD",
  customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000005", source: "INSTORE" },
  transaction: { type: "REGULAR", billingDate: "2025-03-01T10:00:00+05:30", billNumber: "BENCH-1", billAmount: "250" },
});
const approveBody = (id) => JSON.stringify({ root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }] } });
const nextGoodwill = () => {
  if (goodwill.next > goodwill.last) throw new Error("the goodwill pool is used up: seed a bigger one");
  return goodwill.next++;
};

/** The issue's table: what each row calls, the status that counts as an answer, and its target. */
const scenarios = (token) => [
  { key: "floor", label: "floor: GET /v2/labels without credentials (401)", path: "/v2/labels", expect: 401 },
  {
    key: "read",
    label: "GET /v2/labels (Basic)",
    path: "/v2/labels",
    headers: { authorization: AUTH.checker },
    target: TARGETS.read,
  },
  {
    key: "expiry",
    label: "expiry schedule lookup (Basic)",
    path: expiryPath("919800000002"),
    headers: { authorization: AUTH.checker },
    target: TARGETS.expiry,
  },
  {
    key: "expiry",
    label: "expiry schedule lookup (OAuth bearer)",
    path: expiryPath("919800000002"),
    headers: { authorization: `Bearer ${token}` },
    target: TARGETS.expiry,
  },
  {
    key: "queue",
    label: "request queue, first page of 50 (100,000 pending)",
    path: queuePath(0),
    headers: { authorization: AUTH.acme },
    target: TARGETS.queue,
  },
  {
    key: "create",
    label: "POST /v2/requests transaction",
    method: "POST",
    path: "/v2/requests",
    headers: { authorization: AUTH.dualMaker, ...json },
    body: () => transactionBody,
    expect: 200,
    target: TARGETS.create,
  },
  {
    key: "approve",
    label: "POST /v1.1/request/approve, one goodwill item",
    method: "POST",
    path: "/v1.1/request/approve",
    headers: { authorization: AUTH.dualChecker, ...json },
    body: () => approveBody(nextGoodwill()),
    target: TARGETS.approve,
  },
];

/**
 * Runs one scenario as a single autocannon run: the warm-up's connections carry on into the measured
 * seconds, and only answers that end within those seconds with the expected status count, for req/s and
 * latency alike. Node accepts one new connection per event-loop turn (libuv since 1.45), so on a CPU-bound
 * server 50 fresh connections take seconds to be all served; cutting the connections after the warm-up
 * and opening new ones put that ramp into every measured window. It is reported apart, as `ramp`: the
 * longest wait for a connection's first answer.
 */
async function measure(base, scenario, { seconds = duration, conns = connections, onLoad, warm = warmup } = {}) {
  const { method = "GET", path: urlPath, headers = {}, body, expect = 200 } = scenario;
  const probe = await fetch(base + urlPath, { method, headers, body: body?.() });
  const text = await probe.text();
  if (probe.status !== expect) return { ...scenario, missing: `HTTP ${probe.status}: ${text.slice(0, 200)}` };
  const perRequest = scenario.headersFor || body;
  const requests = perRequest
    ? [
        {
          method,
          path: urlPath,
          setupRequest: (req) => ({
            ...req,
            headers: { ...headers, ...scenario.headersFor?.() },
            ...(body ? { body: body() } : {}),
          }),
        },
      ]
    : undefined;
  const latencies = [];
  const firstAnswers = new Map();
  const others = new Map();
  const start = performance.now();
  const windowStart = start + warm * 1000;
  const load = new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base + urlPath, method, headers, connections: conns, duration: warm + seconds, requests, timeout: 20 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (client, status, _bytes, latency) => {
      const now = performance.now();
      if (!firstAnswers.has(client)) firstAnswers.set(client, latency);
      if (now < windowStart) return;
      if (status === expect) latencies.push(latency);
      else others.set(status, (others.get(status) ?? 0) + 1);
    });
  });
  const sampled = onLoad ? new Promise((resolve) => setTimeout(resolve, warm * 1000)).then(() => onLoad()) : undefined;
  const result = await load;
  const notCounted = [...others].map(([status, count]) => `${count}×${status}`);
  if (result.errors + result.timeouts) notCounted.push(`${result.errors + result.timeouts} errors/timeouts`);
  latencies.sort((a, b) => a - b);
  const quantile = (q) => (latencies.length ? Math.round(latencies[Math.floor(q * (latencies.length - 1))]) : NaN);
  return {
    ...scenario,
    rps: Math.round(latencies.length / seconds),
    p50: quantile(0.5),
    p99: quantile(0.99),
    ramp: Math.round(Math.max(0, ...firstAnswers.values())),
    others: notCounted,
    sampled: await sampled,
  };
}

const pad = (text, width) => String(text).padEnd(width);
const padStart = (text, width) => String(text).padStart(width);

/** Each row's ratio is to its own floor (row.floor, the floor runs either side of it). */
function printTable(title, rows) {
  console.log(`\n${title}\n`);
  console.log(
    `${pad("route", 52)} ${padStart("req/s", 7)} ${padStart("floor", 6)} ${padStart("ratio", 6)} ${padStart("target", 7)} ${padStart("p50 ms", 7)} ${padStart("p99 ms", 7)} ${padStart("ramp ms", 8)}  notes`,
  );
  for (const r of rows) {
    if (r.missing) {
      console.log(`${pad(r.label, 52)} MISSING (${r.missing})`);
      failures.push(`${r.label}: ${r.missing}`);
      continue;
    }
    const ratio = r.rps / r.floor;
    const notes = [];
    if (r.target !== undefined && ratio < r.target) {
      notes.push("BELOW TARGET");
      failures.push(`${r.label}: ratio ${ratio.toFixed(2)} < ${r.target}`);
    }
    if (r.p99 >= P99_FACTOR * Math.max(r.p50, 1)) {
      notes.push(`p99 ≥ ${P99_FACTOR}×p50`);
      failures.push(`${r.label}: p99 ${r.p99} ms ≥ ${P99_FACTOR}× p50 ${r.p50} ms`);
    }
    if (r.others.length) notes.push(`not counted: ${r.others.join(", ")}`);
    console.log(
      `${pad(r.label, 52)} ${padStart(r.rps, 7)} ${padStart(Math.round(r.floor), 6)} ${padStart(ratio.toFixed(2), 6)} ${padStart(r.target === undefined ? "" : `≥${r.target.toFixed(2)}`, 7)} ${padStart(r.p50, 7)} ${padStart(r.p99, 7)} ${padStart(r.ramp, 8)}  ${notes.join("; ")}`,
    );
  }
}

async function token(base, key, secret) {
  const res = await fetch(`${base}/v3/oauth/token/generate`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ key, secret }),
  });
  const body = await res.json();
  if (!body?.data?.accessToken) await fail(`no OAuth token for ${key}: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

const loadAverage = () =>
  spawnSync("uptime", { encoding: "utf8" })
    .stdout.trim()
    .replace(/.*load/, "load");

// ---- the table ----------------------------------------------------------------------------------------
// The seed leaves hundreds of MB of dirty pages; the kernel writing them back during the first routes
// slowed those by half. Flush them first.
spawnSync("sync");
const main = await startServer();
const tokens = {
  demo: await token(main.base, "bench-demo", "bench-demo-secret"),
  acme: await token(main.base, "bench-acme", "bench-acme-secret"),
};
console.log(`\nmachine before measuring: ${loadAverage()}`);

if (only.includes("table")) {
  step(`throughput table (${connections} connections, ${duration} s per route, RATE_LIMIT_PER_MINUTE=0)`);
  // The machine drifts (here by ±40% within a minute), so the floor is taken before every route and again
  // after the last, and each route is compared with the mean of the floors either side of it.
  const [floorScenario, ...routes] = scenarios(tokens.demo);
  const floorRun = async () => {
    const row = await measure(main.base, floorScenario, { warm: 2 });
    console.log(`  floor: ${row.missing ?? `${row.rps} req/s`}`);
    return row;
  };
  const floors = [await floorRun()];
  const rows = [];
  for (const scenario of routes) {
    const row = await measure(main.base, scenario);
    console.log(`  ${row.label}: ${row.missing ?? `${row.rps} req/s`}`);
    floors.push(await floorRun());
    const around = floors.slice(-2).filter((f) => !f.missing);
    row.floor = around.length ? around.reduce((sum, f) => sum + f.rps, 0) / around.length : 1;
    rows.push(row);
  }
  const measured = floors.filter((f) => !f.missing);
  const floorRow = {
    ...floors[0],
    label: `floor (mean of ${floors.length} runs: ${floors.map((f) => f.rps ?? "-").join(", ")})`,
    rps: Math.round(measured.reduce((sum, f) => sum + f.rps, 0) / Math.max(measured.length, 1)),
    p50: Math.max(...measured.map((f) => f.p50)),
    p99: Math.max(...measured.map((f) => f.p99)),
    ramp: Math.max(...measured.map((f) => f.ramp)),
  };
  floorRow.floor = floorRow.rps;
  printTable(
    `Throughput on ${provider} (autocannon, ${connections} connections, ${duration} s per route after ${warmup} s of warm-up on the same connections; only the expected status counts; ramp: the longest wait for a new connection's first answer, not in p50/p99; ${loadAverage()})`,
    [floorRow, ...rows],
  );
}

if (only.includes("rss")) {
  step("server memory at 100 connections (expiry schedule, Basic)");
  const r = await measure(main.base, scenarios(tokens.demo)[2], {
    conns: 100,
    onLoad: async () => {
      let peak = 0;
      for (let t = 0; t < duration * 1000; t += 250) {
        peak = Math.max(peak, serverRssMb(main.pid));
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return peak;
    },
  });
  const verdict = r.sampled < RSS_LIMIT_MB ? "ok" : "OVER";
  if (verdict !== "ok") failures.push(`server RSS ${r.sampled} MB ≥ ${RSS_LIMIT_MB} MB at 100 connections`);
  console.log(
    `server RSS peak at 100 connections: ${r.sampled} MB (limit ${RSS_LIMIT_MB} MB, ${verdict}); ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms`,
  );
}

// ---- the abuse limits' cost ---------------------------------------------------------------------------
if (only.includes("limits")) {
  step("abuse limits: GET /v2/labels over 100 readers, rate limit on (default) vs off, alternated");
  const limited = await startServer({ RATE_LIMIT_PER_MINUTE: "" });
  let reader = 0;
  const spread = {
    label: "GET /v2/labels, 100 readers (Basic)",
    path: "/v2/labels",
    headers: { authorization: AUTH.reader(0) },
    headersFor: () => ({ authorization: AUTH.reader(reader++ % 100) }),
  };
  // A fresh server pays for JIT and first-use work that has nothing to do with the limits (and with
  // --only=limits the main one is fresh too), so each gets one unmeasured run first.
  for (const server of [main, limited]) await measure(server.base, spread);
  const sums = { on: 0, off: 0 };
  const runs = [];
  for (const [side, server] of [
    ["off", main],
    ["on", limited],
    ["off", main],
    ["on", limited],
  ]) {
    const r = await measure(server.base, spread);
    if (r.missing) await fail(`limits scenario: ${r.missing}`);
    sums[side] += r.rps;
    runs.push(
      `${side} ${r.rps} req/s (p50 ${r.p50}, p99 ${r.p99}${r.others.length ? `; ${r.others.join(", ")}` : ""})`,
    );
  }
  await limited.stop();
  const ratio = sums.on / sums.off;
  if (ratio < LIMITS_TARGET) failures.push(`abuse limits ratio ${ratio.toFixed(2)} < ${LIMITS_TARGET}`);
  console.log(
    `\nAuthenticated read with the per-principal rate limit (RATE_LIMIT_PER_MINUTE default) and the sign-in throttle,\n` +
      `as a ratio of the same read with the rate limit off: ${ratio.toFixed(2)} (target ≥ ${LIMITS_TARGET})\n  ${runs.join("\n  ")}`,
  );
}

// ---- metrics and tracing: their cost ----------------------------------------------------------------------
if (only.includes("observe")) {
  step("metrics and tracing: GET /v2/labels (Basic), on vs off (and on with every span exported), alternated");
  const sink = await startOtlpSink();
  cleanups.push(() => sink.close());
  const metricsToken = "bench-metrics-token-0123";
  // "on" is the default start (metrics, trace ids in the logs, nothing exported); "export" adds an OTLP
  // exporter sampling every call, the most tracing costs.
  const servers = {
    off: await startServer({ METRICS_ENABLED: "false", OTEL_SDK_DISABLED: "true" }),
    on: await startServer({ METRICS_TOKEN: metricsToken }),
    export: await startServer({
      METRICS_TOKEN: metricsToken,
      OTEL_TRACES_EXPORTER: "otlp",
      OTEL_EXPORTER_OTLP_ENDPOINT: sink.url,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/protobuf",
    }),
  };
  // Both "on" servers are scraped as a Prometheus would at a short interval, while they serve.
  const scrapes = { ok: 0, other: 0 };
  const scraper = setInterval(() => {
    for (const server of [servers.on, servers.export])
      fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
        .then(async (answer) => (await answer.text(), answer.status))
        .catch(() => 0)
        .then((status) => scrapes[status === 200 ? "ok" : "other"]++);
  }, 5000);
  const read = scenarios(tokens.demo).find((s) => s.key === "read");
  for (const server of Object.values(servers)) await measure(server.base, read);
  const sums = { off: 0, on: 0, export: 0 };
  const runs = [];
  for (const side of ["off", "on", "export", "off", "on", "export"]) {
    const r = await measure(servers[side].base, read);
    if (r.missing) await fail(`observe scenario: ${r.missing}`);
    sums[side] += r.rps;
    runs.push(
      `${side} ${r.rps} req/s (p50 ${r.p50}, p99 ${r.p99}${r.others.length ? `; ${r.others.join(", ")}` : ""})`,
    );
  }
  clearInterval(scraper);
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  const { exports, bytes } = sink.received();
  if (exports === 0) failures.push("observe scenario: the exporting server sent no spans");
  if (scrapes.ok === 0 || scrapes.other > 0)
    failures.push(`observe scenario: /metrics scrapes ${JSON.stringify(scrapes)}`);
  const ratio = sums.on / sums.off;
  if (ratio < OBSERVE_TARGET) failures.push(`metrics and tracing ratio ${ratio.toFixed(2)} < ${OBSERVE_TARGET}`);
  console.log(
    `\nAuthenticated read with metrics and tracing on (the default: /metrics scraped, trace ids in the logs, ` +
      `no exporter), as a ratio of the same read with both off (METRICS_ENABLED=false, OTEL_SDK_DISABLED=true): ` +
      `${ratio.toFixed(2)} (target ≥ ${OBSERVE_TARGET})\n` +
      `with every span exported over OTLP/HTTP (${exports} exports, ${Math.round(bytes / 1024)} KiB): ` +
      `${(sums.export / sums.off).toFixed(2)}; /metrics scraped ${scrapes.ok}×\n  ${runs.join("\n  ")}`,
  );
}

// ---- webhooks: creation with a subscription, and delivery latency ------------------------------------------
if (only.includes("webhooks")) {
  step("webhooks: POST /v2/requests with Dual Co's request.created subscription disabled vs enabled, alternated");
  const receiver = await startWebhookReceiver();
  cleanups.push(() => receiver.close());
  const admin = { authorization: AUTH.dualAdmin, ...json };
  const created = await fetch(`${main.base}/v2/webhooks`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ url: receiver.url, eventTypes: ["request.created"], description: "bench" }),
  });
  const subscription = (await created.json())?.data;
  if (!subscription?.id) await fail(`no webhook subscription (HTTP ${created.status})`);
  const setEnabled = async (enabled) => {
    const answer = await fetch(`${main.base}/v2/webhooks/${subscription.id}`, {
      method: "PATCH",
      headers: admin,
      body: JSON.stringify({ enabled }),
    });
    if (answer.status !== 200) await fail(`PATCH enabled=${enabled}: HTTP ${answer.status} ${await answer.text()}`);
  };
  const create = scenarios(tokens.demo).find((s) => s.key === "create");
  const sums = { off: 0, on: 0 };
  const runs = [];
  const latencies = [];
  for (const side of ["off", "on", "off", "on"]) {
    await setEnabled(side === "on");
    receiver.take();
    const r = await measure(main.base, create);
    if (r.missing) await fail(`webhooks scenario: ${r.missing}`);
    // The backlog a run leaves is delivered before the next one starts, and counts in the latency.
    await receiver.drained();
    if (side === "on") latencies.push(...receiver.take());
    sums[side] += r.rps;
    runs.push(
      `${side} ${r.rps} req/s (p50 ${r.p50}, p99 ${r.p99}${r.others.length ? `; ${r.others.join(", ")}` : ""})`,
    );
  }
  latencies.sort((a, b) => a - b);
  const at = (q) => (latencies.length ? latencies[Math.floor(q * (latencies.length - 1))] : NaN);
  const ratio = sums.on / sums.off;
  if (ratio < WEBHOOKS_TARGET)
    failures.push(`creation with a webhook subscription ratio ${ratio.toFixed(2)} < ${WEBHOOKS_TARGET}`);
  if (latencies.length === 0) failures.push("webhooks scenario: the receiver got no delivery");
  console.log(
    `\nPOST /v2/requests with one subscription receiving request.created, as a ratio of the same with it disabled: ` +
      `${ratio.toFixed(2)} (target ≥ ${WEBHOOKS_TARGET})\n` +
      `delivery latency, commit to the receiver's answer, over ${latencies.length} deliveries: ` +
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms\n  ${runs.join("\n  ")}`,
  );
}

// ---- scale: big vs small --------------------------------------------------------------------------------
if (only.includes("scale")) {
  const bearer = (key) => ({ authorization: `Bearer ${tokens[key]}` });
  const cursorRes = await fetch(`${main.base}${queuePath(999)}`, { headers: bearer("acme") });
  const deepCursor = (await cursorRes.json())?.pagination?.nextCursor;
  if (!deepCursor) await fail("no nextCursor from Acme's queue");
  const pairs = [
    [
      "expiry schedule, 50,000 lots vs 10 lots",
      ["customer 6001 (50,000 lots)", "demo", expiryPath("919800000001")],
      ["customer 6002 (10 lots)", "demo", expiryPath("919800000002")],
    ],
    [
      "expiry schedule, all programs",
      ["customer 6001 (50,000 lots)", "demo", `${expiryPath("919800000001")}&fetchDataForAllPrograms=true`],
      ["customer 6002 (10 lots)", "demo", `${expiryPath("919800000002")}&fetchDataForAllPrograms=true`],
    ],
    [
      "pending requests, first page",
      ["org 300 (100,000 pending)", "acme", queuePath(0)],
      ["org 100 (10 pending)", "demo", queuePath(0)],
    ],
    [
      "pending requests, deep page (offset 1000 = rows 50,000-50,049)",
      ["org 300 (100,000 pending)", "acme", queuePath(1000)],
      ["org 100 (10 pending)", "demo", queuePath(1000)],
    ],
    [
      "pending requests, deep page by cursor (rows 50,000-50,049) vs a small queue's first page",
      ["org 300 (100,000 pending)", "acme", `/v2/requests?status=PENDING&limit=50&cursor=${deepCursor}`],
      ["org 100 (10 pending)", "demo", queuePath(0)],
    ],
  ];
  step("scale: big vs small (10 connections, OAuth bearer)");
  const fmt = (r) => (r.missing ? `MISSING (${r.missing})` : `p50 ${r.p50} ms  p99 ${r.p99} ms  ${r.rps} req/s`);
  const lines = [];
  for (const [title, ...sides] of pairs) {
    const measured = [];
    for (const [label, key, urlPath] of sides)
      measured.push({
        label,
        ...(await measure(main.base, { label, path: urlPath, headers: bearer(key) }, { conns: 10 })),
      });
    const [big, small] = measured;
    lines.push(title, `  big:   ${pad(big.label, 30)} ${fmt(big)}`, `  small: ${pad(small.label, 30)} ${fmt(small)}`);
    if (!big.missing && !small.missing)
      lines.push(
        `  ratio big/small: p50 ${(big.p50 / Math.max(small.p50, 1)).toFixed(2)}×  throughput ${(small.rps / big.rps).toFixed(2)}× lower`,
      );
  }
  console.log(`\nScale (${loadAverage()})\n${lines.join("\n")}`);
}

// ---- PostgreSQL: approvals racing across two instances --------------------------------------------------
if (only.includes("race") && provider === "postgresql") {
  step("two app instances on one database approve the same 200 goodwill requests at once");
  const second = await startServer();
  const ids = Array.from({ length: 200 }, () => nextGoodwill());
  const approve = (server, id) =>
    fetch(`${server.base}/v1.1/request/approve`, {
      method: "POST",
      headers: { authorization: AUTH.dualChecker, ...json },
      body: approveBody(id),
    }).then(async (res) => ({ status: res.status, text: await res.text() }));
  const answers = [];
  for (let i = 0; i < ids.length; i += 20) {
    const batch = ids.slice(i, i + 20);
    answers.push(...(await Promise.all(batch.flatMap((id) => [approve(main, id), approve(second, id)]))));
  }
  await second.stop();
  const credited = await benchDb.query(
    `SELECT "requestId", COUNT(*)::int AS lots FROM "PointsLot" WHERE "requestId" BETWEEN $1 AND $2 GROUP BY "requestId"`,
    [ids[0], ids.at(-1)],
  );
  const approved = await benchDb.query(
    `SELECT COUNT(*)::int AS n FROM "Request" WHERE "id" BETWEEN $1 AND $2 AND "status" = 'APPROVED'`,
    [ids[0], ids.at(-1)],
  );
  const itemOk = answers.filter((a) => a.status === 200 && /"code":9000/.test(a.text)).length;
  const once = credited.length === ids.length && credited.every((row) => Number(row.lots) === 1);
  if (!once || Number(approved[0].n) !== ids.length || itemOk !== ids.length)
    failures.push("approvals racing across instances did not credit each request exactly once");
  console.log(
    `${ids.length} requests, ${answers.length} approve calls: ${itemOk} approved items, ` +
      `${Number(approved[0].n)} requests APPROVED, ${credited.length} credited, ` +
      `${credited.filter((row) => Number(row.lots) !== 1).length} credited more than once → ${once ? "each credited exactly once" : "FAILED"}`,
  );
}

await main.stop();

// ---- profiles -----------------------------------------------------------------------------------------
if (profileDir) {
  step(`CPU profiles per route into ${profileDir} (${connections} connections, ${duration} s each)`);
  rmSync(profileDir, { recursive: true, force: true });
  for (const [i, scenario] of scenarios(tokens.demo).entries()) {
    const dir = path.join(profileDir, String(i));
    mkdirSync(dir, { recursive: true });
    const server = await startServer({}, { profile: dir });
    const token2 = scenario.headers?.authorization?.startsWith("Bearer")
      ? { authorization: `Bearer ${await token(server.base, "bench-demo", "bench-demo-secret")}` }
      : {};
    const r = await measure(server.base, { ...scenario, headers: { ...scenario.headers, ...token2 } });
    await server.stop();
    console.log(`\n${scenario.label}: ${r.missing ?? `${r.rps} req/s`}\n${summarizeProfile(dir)}`);
  }
}

await cleanup();
console.log(`\nbench finished in ${Math.round((Date.now() - started) / 1000)} s`);
if (failures.length) {
  console.log(`\n${failures.length} figure(s) miss their target:\n  ${failures.join("\n  ")}`);
  if (check) process.exit(1);
}
process.exit(0);

async function fail(message) {
  console.error(`\n✖ ${message}`);
  await cleanup();
  process.exit(1);
}
