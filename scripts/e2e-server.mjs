// The app for the browser tests (Playwright's webServer, and npm test): built into .next-e2e unless that
// build is current, served on a throwaway demo database that is dropped when the server stops.
// node scripts/e2e-server.mjs [--port 3100]
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { providerOf } from "../lib/db/database-url.mjs";
import { bin, buildUnlessCurrent, nextServer, validatedEnv, withServerMalloc } from "./lib.mjs";

const { values } = parseArgs({ options: { port: { type: "string", default: "3100" } } });
const baseUrl = validatedEnv().DATABASE_URL;
const provider = providerOf(baseUrl);
const name = `lo_e2e_${process.pid}`;

async function admin(sql) {
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

const url =
  provider === "sqlite"
    ? `file:./data/e2e/${name}.db`
    : Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString();
// The run's own secret: the browser tests never depend on the caller's environment.
const env = {
  ...process.env,
  DATABASE_URL: url,
  AUTH_SECRET: "e2e-run-secret-e2e-run-secret-0000",
  AUTH_TRUST_HOST: "true",
  NEXT_DIST_DIR: ".next-e2e",
  LOYALTY_MODE: "demo",
};
delete env.NODE_ENV;

// Where a browser test finds this run's database, to set up what only an operator's command can
// (npm run org:create): data/e2e/server-<port>.json, removed with the database.
const runInfo = path.resolve("data", "e2e", `server-${values.port}.json`);

async function dropDatabase() {
  rmSync(runInfo, { force: true });
  if (provider === "sqlite")
    for (const suffix of ["", "-wal", "-shm"])
      rmSync(path.resolve("data", "e2e", `${name}.db${suffix}`), { force: true });
  else
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error) =>
      console.error(`e2e server: ${error.message}`),
    );
}

buildUnlessCurrent(env);
if (provider === "sqlite") mkdirSync(path.resolve("data", "e2e"), { recursive: true });
else await admin(`CREATE DATABASE "${name}"`);
for (const [command, args] of [
  [process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"]],
  [bin("tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"]],
]) {
  if (spawnSync(command, args, { env, stdio: ["ignore", "ignore", "inherit"] }).status !== 0) {
    await dropDatabase();
    console.error(`e2e server: ${command} ${args.join(" ")} failed`);
    process.exit(1);
  }
}

mkdirSync(path.dirname(runInfo), { recursive: true });
writeFileSync(runInfo, JSON.stringify({ databaseUrl: url }));

const server = spawn(...nextServer(["start", "-p", values.port, "-H", "127.0.0.1"]), {
  env: withServerMalloc(env),
  stdio: "inherit",
});
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopping = true;
    server.kill("SIGTERM");
  });
}
server.on("exit", async (code) => {
  await dropDatabase();
  process.exit(stopping ? 0 : (code ?? 1));
});
