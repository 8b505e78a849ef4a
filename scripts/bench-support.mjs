// Helpers of scripts/bench.mjs: the throwaway database, free ports, the server and its memory, CPU profile summaries.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { SourceMap } from "node:module";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { nextServer, withServerMalloc } from "./lib.mjs";

/**
 * A fresh database for the bench: data/bench/bench.db on SQLite, or a new database on the PostgreSQL
 * server the given URL names (dropped again by drop()). query() runs PostgreSQL-style SQL ($1…) on either.
 */
export async function openBenchDb(givenUrl, provider) {
  if (provider === "sqlite") {
    const folder = path.join("data", "bench");
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, "bench.db");
    return {
      url: `file:./${file}`,
      label: file,
      async query(sql, params = []) {
        const db = new Database(file, { readonly: true });
        try {
          return db.prepare(sql.replace(/\$\d+/g, "?").replace(/::int/g, "")).all(...params);
        } finally {
          db.close();
        }
      },
      async drop() {},
    };
  }
  const name = `loyalty_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: givenUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(givenUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    label: `${name} on ${url.host}`,
    query: (sql, params = []) => pgQueryOnce(url.toString(), sql, params),
    async drop() {
      const client = new pg.Client({ connectionString: givenUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

/** The preferred port when it is free, else one the system picks. */
export function freePort(preferred) {
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

/**
 * Starts `next start` (production mode, the given environment, node arguments before Next's) on the free
 * port nearest `preferredPort`, registers its stop among the clean-ups and waits until it answers; `fail`
 * ends the run when it exits or stays silent for 60 s. Returns { base, pid, stop, log }.
 */
export async function startNextServer({ preferredPort, env, nodeArgs = [], cleanups, fail }) {
  const port = await freePort(preferredPort);
  const [node, serverArgs] = nextServer(["start", "-p", String(port), "-H", "127.0.0.1"]);
  const child = spawn(node, [...nodeArgs, ...serverArgs], {
    env: withServerMalloc({ ...env, NODE_ENV: "production" }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let log = "";
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode) return;
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      return;
    }
    const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) await fail(`next start exited (${child.exitCode}):\n${log}`);
    try {
      await fetch(`${base}/v2/labels`);
      break;
    } catch {
      if (i > 120) await fail(`the server did not answer within 60 s:\n${log}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { base, pid: child.pid, stop, log: () => log };
}

/** Resident memory of the server's whole process group, in MB. */
export function serverRssMb(pgid) {
  const out = execFileSync("ps", ["-o", "rss=", "-g", String(pgid)], { encoding: "utf8" });
  const kb = out
    .split("\n")
    .map(Number)
    .filter(Number.isFinite)
    .reduce((sum, value) => sum + value, 0);
  return Math.round(kb / 1024);
}

/**
 * The top self-time costs of the .cpuprofile files in a folder, by function and by where the code
 * lives (our lib/, Prisma, Next, node internals…), as text.
 */
export function summarizeProfile(dir, top = 15) {
  const files = readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"));
  const byFunction = new Map();
  const byArea = new Map();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8"));
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    for (let i = 0; i < profile.samples.length; i++) {
      const dt = profile.timeDeltas[i] ?? 0;
      self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
    }
    for (const [id, micros] of self) {
      const { callFrame } = nodes.get(id);
      if (callFrame.functionName === "(idle)") continue;
      total += micros;
      const mapped = originalPlace(callFrame);
      const where = mapped ?? callFrame.url.replace(/^file:\/\//, "").replace(process.cwd() + "/", "");
      const key = `${callFrame.functionName || "(anonymous)"}  ${mapped ?? `${where}:${callFrame.lineNumber + 1}`}`;
      byFunction.set(key, (byFunction.get(key) ?? 0) + micros);
      byArea.set(
        areaOf(where, callFrame.functionName),
        (byArea.get(areaOf(where, callFrame.functionName)) ?? 0) + micros,
      );
    }
  }
  const list = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, micros]) => `    ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${key}`)
      .join("\n");
  return `  busy CPU by area:\n${list(byArea, 10)}\n  top functions (self time):\n${list(byFunction, top)}`;
}

const sourceMaps = new Map();

/**
 * Where a frame of the built app's chunks comes from, through the chunk's source map: "lib/db/sql.ts:12"
 * instead of a minified chunk, so the costs of our own modules and of bundled packages are told apart.
 */
function originalPlace({ url, lineNumber, columnNumber }) {
  const file = url.replace(/^file:\/\//, "");
  if (!/\/server\/(chunks|app)\/.*\.js$/.test(file)) return null;
  if (!sourceMaps.has(file)) {
    let map = null;
    try {
      if (existsSync(`${file}.map`)) map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")));
    } catch {
      map = null;
    }
    sourceMaps.set(file, map);
  }
  const map = sourceMaps.get(file);
  const entry = map?.findEntry(lineNumber, columnNumber);
  if (!entry?.originalSource) return null;
  const source = entry.originalSource
    .replace(/^.*?(node_modules\/)/, "$1")
    .replace(/^(\.\.\/)+/, "")
    .replace(/^file:\/\/.*?\/(lib|app|components)\//, "$1/");
  return `${source}:${entry.originalLine + 1}`;
}

function areaOf(where, name) {
  if (name === "(garbage collector)") return "garbage collector";
  if (name === "(program)") return "(program: native, outside JS)";
  if (!where) return `native: ${name}`;
  if (where.startsWith("node:")) return `node ${where.split("/")[0]}`;
  const chunk = /\/(server\/chunks|server\/app)\//.test(where);
  if (chunk) return "app bundle (unmapped)";
  const own = /^(lib|app|components)\/[^:]*/.exec(where);
  if (own) return own[0].replace(/\/[^/]*$/, "/");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1];
  if (pkg === "next") {
    const sub = /next\/dist\/(compiled\/[^/]+|[^/]+\/[^/]+)/.exec(where)?.[1];
    return `next ${sub ?? ""}`;
  }
  return pkg ?? where;
}

/**
 * A stand-in OTLP/HTTP collector on 127.0.0.1 for the tracing scenario: it accepts every export (an empty
 * protobuf answer is a full success) and counts the exports and their bytes, so the server pays the whole
 * cost of recording, batching, serializing and sending its spans.
 */
export async function startOtlpSink() {
  let exports = 0;
  let bytes = 0;
  const server = http.createServer((req, res) => {
    req.on("data", (chunk) => (bytes += chunk.length));
    req.on("end", () => {
      exports++;
      res.writeHead(200, { "content-type": "application/x-protobuf" }).end();
    });
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    received: () => ({ exports, bytes }),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A webhook receiver on 127.0.0.1 for the delivery scenario: answers 204 at once and keeps, per delivery,
 * the time from the event's timestamp (taken in the change's transaction, just before its commit) to arrival.
 */
export async function startWebhookReceiver() {
  const latencies = [];
  let last = 0;
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (chunk) => chunks.push(chunk));
    req.on("end", () => {
      const now = Date.now();
      const { timestamp } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      latencies.push(now - Date.parse(timestamp));
      last = now;
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/hook`,
    /** Takes the latencies recorded so far. */
    take: () => latencies.splice(0),
    /** Waits until nothing has arrived for `quietMs`. */
    async drained(quietMs = 1500) {
      while (Date.now() - Math.max(last, 0) < quietMs) await new Promise((resolve) => setTimeout(resolve, 250));
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** One statement on a connection of its own, for set-up and checks outside the measured server. */
export async function pgQueryOnce(connectionString, sql, params = []) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The environment of the measured server: production mode, fresh secrets, no rate limit, quiet logs. */
export const benchServerEnv = (distDir) => ({
  ...process.env,
  AUTH_SECRET: randomBytes(32).toString("base64url"),
  AUDIT_HMAC_KEY: randomBytes(32).toString("base64url"),
  AUTH_TRUST_HOST: "true",
  LOYALTY_MODE: "production",
  NEXT_DIST_DIR: distDir,
  NEXT_TELEMETRY_DISABLED: "1",
  LOG_LEVEL: "warn",
  OAUTH_TOKEN_TTL_SECONDS: "7200",
  RATE_LIMIT_PER_MINUTE: "0",
  // The delivery scenario's receiver listens on 127.0.0.1, which production refuses otherwise.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
});

/**
 * Clean-up steps run last-registered first, once, at the end or on SIGINT/SIGTERM (then exit 130): the
 * benchmark's servers and throwaway databases go away however it stops.
 */
export function cleanupRegistry() {
  const cleanups = [];
  let exiting = false;
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch((error) => console.error(String(error)));
  };
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, async () => {
      if (exiting) return;
      exiting = true;
      await cleanup();
      process.exit(130);
    });
  return { cleanups, cleanup };
}
