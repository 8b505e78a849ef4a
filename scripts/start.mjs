// npm start: read .env, check every variable, build when the sources changed, migrate, load the demo data
// in demo mode, then serve. SIGTERM/SIGINT stop the server gracefully (in-flight requests finish).
import { formatProblems, isProductionStart, loadEnv } from "../lib/config/env-schema.mjs";
import { providerOf } from "../lib/db/database-url.mjs";
import {
  bin,
  buildUnlessCurrent,
  demoAuthSecret,
  loadDotEnv,
  migrate,
  nextServer,
  run,
  runtimeMode,
  spawnInherit,
  withServerMalloc,
} from "./lib.mjs";

const dev = process.argv.includes("--dev");
loadDotEnv();
const { env: config, problems } = loadEnv(process.env);
// Decided even when some variable is bad, so a missing production secret is listed with the rest.
const production = config ? isProductionStart(config) : runtimeMode().production;
if (production && !(process.env.AUTH_SECRET || process.env.NEXTAUTH_SECRET)) {
  problems.push(
    "AUTH_SECRET: is required for a production start (PostgreSQL or NODE_ENV=production); set it to a random string of at least 32 characters, e.g. `openssl rand -base64 32`",
  );
}
// Without it the vendor secrets would be sealed under a key derived from AUTH_SECRET, lost when that rotates.
if (production && !process.env.DATA_ENCRYPTION_KEY?.trim()) {
  problems.push(
    "DATA_ENCRYPTION_KEY: is required for a production start; set it to a random string of at least 32 characters, e.g. `openssl rand -base64 32`, and keep it (see `npm run secrets:rotate` to change it)",
  );
}
if (production && !process.env.AUDIT_HMAC_KEY?.trim()) {
  problems.push(
    "AUDIT_HMAC_KEY: is required for a production start (signs the audit chain; keep it outside the database); set it to a random string of at least 32 characters, e.g. `openssl rand -base64 32`",
  );
}
if (problems.length || !config) {
  console.error(`Refusing to start.\n${formatProblems(problems)}`);
  process.exit(1);
}

const url = config.DATABASE_URL;
const provider = providerOf(url);
const env = { ...process.env, DATABASE_URL: url, AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true" };
// The server cannot tell by NODE_ENV (next start sets production), so it is told.
env.LOYALTY_MODE = production ? "production" : "demo";
if (!production) env.AUTH_SECRET ??= env.NEXTAUTH_SECRET ?? demoAuthSecret(url);

migrate(env);
if (!production) run(bin("tsx"), ["--conditions=react-server", "scripts/seed-demo.ts"], env);
// The demo passwords are public: a production server never serves a database that still takes them.
else run(bin("tsx"), ["--conditions=react-server", "scripts/demo-accounts.ts"], env);

// The demo passwords are public: demo mode listens on this machine only unless told otherwise.
const hostname = config.HOSTNAME ?? (production ? "0.0.0.0" : "127.0.0.1");
const port = String(config.PORT);
if (!dev) buildUnlessCurrent(env, { force: process.argv.includes("--rebuild") });

const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
console.log(
  `\nLoyalty Ops on http://${shown}:${port}  (database: ${provider}${production ? ", production mode" : ", demo mode"})`,
);
if (!production) {
  if (!config.HOSTNAME)
    console.log(
      "Demo mode listens on 127.0.0.1 only (the demo passwords are public); set HOSTNAME=0.0.0.0 to accept other machines.",
    );
  console.log("Sign in with demo.checker / demo-checker-pw (reviewer), demo.maker / demo-maker-pw (maker),");
  console.log("demo.admin / demo-admin-pw or demo.viewer / demo-viewer-pw. API: Basic with the same credentials.\n");
}
spawnInherit(...nextServer([dev ? "dev" : "start", "-p", port, "-H", hostname]), withServerMalloc(env));
