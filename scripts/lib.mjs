// Small helpers shared by the project's scripts.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { databaseUrl, providerOf, sqliteFilePath } from "../lib/db/database-url.mjs";

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

export function spawnInherit(command, args, env) {
  const child = spawn(command, args, { stdio: "inherit", env });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}

/** Demo mode is the embedded SQLite default; PostgreSQL or NODE_ENV=production is a production start. */
export function runtimeMode(env = process.env) {
  const url = databaseUrl(env);
  const provider = providerOf(url);
  const production = provider === "postgresql" || env.NODE_ENV === "production";
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

export function migrate(env) {
  ensureSqliteFolder(databaseUrl(env));
  runQuiet(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], { ...env, PRISMA_HIDE_UPDATE_MESSAGE: "1" });
}
