// Small helpers shared by the project's scripts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import net from "node:net";
import { pathToFileURL } from "node:url";
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";
import { formatProblems, loadEnv } from "../lib/config/env-schema.mjs";
import { buildIsCurrent, sourceFingerprint, writeBuildStamp } from "./build-fingerprint.mjs";

export const bin = (name) => path.join("node_modules", ".bin", name);

export function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(" ")} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status || 1);
  }
}

export function runQuiet(command, args, env = process.env) {
  const result = spawnSync(command, args, { env, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    console.error(`\n✖ ${command} ${args.join(" ")} failed`);
    process.exit(result.status || 1);
  }
  return result.stdout;
}

/** Forwards SIGINT/SIGTERM to the child; one that has not stopped after graceMs is killed. */
/**
 * The environment of a server process, with glibc's malloc told to keep two arenas and to return big blocks
 * to the system: libuv's threads (scrypt takes 16 MB a hash) otherwise each keep an arena of freed memory,
 * which left the server at 486 MB of RSS under 100 connections instead of 388 (measured). Values the
 * operator set win; other C libraries ignore them.
 */
export function withServerMalloc(env) {
  return { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072", ...env };
}

/**
 * The command and arguments that run `next <args>` as the server process. V8 lets the heap grow between
 * full collections by a factor it picks from the collector's speed, up to 4 when the heap limit is 2 GB or
 * more (machines with 8 GB of memory or more); request objects promoted under load then took the server to
 * 370-420 MB of RSS at 100 connections. With the factor fixed at 3 (--heap-growing-percent, which
 * NODE_OPTIONS does not accept) it stayed at 290-340 for CPU within the run-to-run noise; a smaller
 * --max-old-space-size also bounds it, but caps the factor below 2, at 5-10% more CPU.
 */
export function nextServer(args) {
  // `next dev` hands its flags to workers through NODE_OPTIONS, which refuses the heap flag.
  const heap = args[0] === "dev" ? [] : ["--heap-growing-percent=200"];
  return [
    process.execPath,
    [
      ...heap,
      // Stamps each request with its connection's address before Next sees it (the client IP without a proxy).
      `--import=${pathToFileURL(path.resolve("lib", "http", "peer-address-preload.mjs"))}`,
      path.join("node_modules", "next", "dist", "bin", "next"),
      ...args,
    ],
  ];
}

export function spawnInherit(command, args, env, graceMs = 10_000) {
  const child = spawn(command, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      child.kill(signal);
      setTimeout(() => child.kill("SIGKILL"), graceMs).unref();
    });
  }
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/** `.env` in the working directory, under whatever the real environment already sets. */
export function loadDotEnv(file = ".env") {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** LOYALTY_MODE when set; otherwise demo mode is the embedded SQLite default, and PostgreSQL or NODE_ENV=production a production start. */
export function runtimeMode(env = process.env) {
  const url = databaseUrl(env);
  const provider = providerOf(url);
  const mode = env.LOYALTY_MODE?.trim();
  const production =
    mode === "demo" || mode === "production"
      ? mode === "production"
      : provider === "postgresql" || env.NODE_ENV === "production";
  return { url, provider, production };
}

export function ensureSqliteFolder(url) {
  if (providerOf(url) === "sqlite") mkdirSync(path.dirname(sqliteFilePath(url)), { recursive: true });
}

/** Demo mode keeps a generated session secret beside the database so sessions survive restarts. */
export function demoAuthSecret(url) {
  const folder = providerOf(url) === "sqlite" ? path.dirname(sqliteFilePath(url)) : "data";
  const file = path.join(folder, ".auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(folder, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** For tools reading the app's data: `.env`, and in demo mode the session secret npm start gives the app. */
export function loadAppEnv() {
  loadDotEnv();
  const { url, production } = runtimeMode();
  if (!production) process.env.AUTH_SECRET ??= process.env.NEXTAUTH_SECRET ?? demoAuthSecret(url);
}

export function migrate(env) {
  ensureSqliteFolder(databaseUrl(env));
  runQuiet(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
    ...env,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  });
}

/** The validated environment, or every problem printed and exit 1. */
export function validatedEnv(env = process.env) {
  const result = loadEnv(env);
  if (!result.ok) {
    console.error(formatProblems(result.problems));
    process.exit(1);
  }
  return result.env;
}

/** Builds into distDir unless its stamp matches the sources; the fingerprint is taken before building. */
export function buildUnlessCurrent(env, { force = false } = {}) {
  const distDir = validatedEnv(env).NEXT_DIST_DIR;
  const fingerprint = sourceFingerprint();
  if (!force && buildIsCurrent(distDir, fingerprint)) return false;
  run(bin("next"), ["build"], { ...env, NODE_ENV: "production" });
  writeBuildStamp(distDir, fingerprint);
  return true;
}

/**
 * The PostgreSQL tier of `npm test` (the migration freshness diff against a real server): its URL when
 * one is given, MIGRATION_DIFF_PG_URL first, else a PostgreSQL DATABASE_URL.
 */
export function postgresTierUrl(env = process.env) {
  const { MIGRATION_DIFF_PG_URL, DATABASE_URL } = validatedEnv(env);
  return MIGRATION_DIFF_PG_URL ?? (providerOf(DATABASE_URL) === "postgresql" ? DATABASE_URL : undefined);
}

/** Whether a TCP connection to the URL's host and port opens within the timeout. */
export function reachable(url, timeoutMs = 3000) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ""), port: Number(port || 5432) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("connect", () => done(true));
    socket.once("error", () => done(false));
  });
}

export const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
