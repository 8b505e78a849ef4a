// npm start: build when the sources changed, migrate, load the demo data in demo mode, then serve.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sourceFingerprint } from "./build-fingerprint.mjs";
import { bin, demoAuthSecret, migrate, run, runtimeMode, spawnInherit } from "./lib.mjs";

const dev = process.argv.includes("--dev");
const { url, provider, production } = runtimeMode();
const env = { ...process.env, DATABASE_URL: url, AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true" };
// The server cannot tell by NODE_ENV (next start sets production), so it is told.
env.LOYALTY_MODE = production ? "production" : "demo";

if (production && !(env.AUTH_SECRET || env.NEXTAUTH_SECRET)) {
  console.error("Refusing a production start without AUTH_SECRET (PostgreSQL or NODE_ENV=production).\n" +
    "Set AUTH_SECRET to a random string of at least 32 characters, e.g. `openssl rand -base64 32`.");
  process.exit(1);
}
if (!production) env.AUTH_SECRET ??= env.NEXTAUTH_SECRET ?? demoAuthSecret(url);

migrate(env);
if (!production) run(bin("tsx"), ["scripts/seed-demo.ts"], env);

const port = env.PORT ?? "3000";
const hostname = env.HOSTNAME ?? "0.0.0.0";
if (!dev) {
  const distDir = env.NEXT_DIST_DIR || ".next";
  const stampFile = path.join(distDir, "loyalty-build-stamp");
  const fingerprint = sourceFingerprint();
  const built = existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === fingerprint;
  if (!built || process.argv.includes("--rebuild")) {
    run(bin("next"), ["build"], { ...env, NODE_ENV: "production" });
    writeFileSync(stampFile, fingerprint);
  }
}

const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
console.log(`\nLoyalty Ops on http://${shown}:${port}  (database: ${provider}${production ? ", production mode" : ", demo mode"})`);
if (!production) {
  console.log("Sign in with demo.checker / demo-checker-pw (reviewer), demo.maker / demo-maker-pw (maker),");
  console.log("demo.admin / demo-admin-pw or demo.viewer / demo-viewer-pw. API: Basic with the same credentials.\n");
}
spawnInherit(bin("next"), [dev ? "dev" : "start", "-p", port, "-H", hostname], env);
