// npm start: build when the sources changed, migrate, load the demo data in demo mode, then serve.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { bin, demoAuthSecret, migrate, run, runtimeMode, spawnInherit } from "./lib.mjs";

const dev = process.argv.includes("--dev");
const { url, provider, production } = runtimeMode();
const env = { ...process.env, DATABASE_URL: url, AUTH_TRUST_HOST: process.env.AUTH_TRUST_HOST ?? "true" };

if (production && !(env.AUTH_SECRET || env.NEXTAUTH_SECRET)) {
  console.error("Refusing a production start without AUTH_SECRET (PostgreSQL or NODE_ENV=production).\n" +
    "Set AUTH_SECRET to a random string of at least 32 characters, e.g. `openssl rand -base64 32`.");
  process.exit(1);
}
if (!production) env.AUTH_SECRET ??= env.NEXTAUTH_SECRET ?? demoAuthSecret(url);

migrate(env);
if (!production) run(bin("tsx"), ["scripts/seed-demo.ts"], env);

function sourceFingerprint() {
  const hash = createHash("sha256");
  const walk = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      if (entry.endsWith("generated")) return;
      for (const child of readdirSync(entry).sort()) walk(path.join(entry, child));
    } else hash.update(`${entry}:${stat.size}:${stat.mtimeMs}\n`);
  };
  ["app", "components", "lib", "public", "types", "next.config.mjs", "package-lock.json", "proxy.ts", "tsconfig.json"].forEach(walk);
  return hash.digest("hex");
}

const port = env.PORT ?? "3000";
const hostname = env.HOSTNAME ?? "0.0.0.0";
if (!dev) {
  const distDir = env.NEXT_DIST_DIR || ".next";
  const stampFile = path.join(distDir, "loyalty-build-stamp");
  const built = existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === sourceFingerprint();
  if (!built || process.argv.includes("--rebuild")) {
    run(bin("next"), ["build"], { ...env, NODE_ENV: "production" });
    // After the build: next build may add its folder's types to tsconfig.json, which the fingerprint reads.
    writeFileSync(stampFile, sourceFingerprint());
  }
}

const shown = hostname === "0.0.0.0" || hostname === "::" ? "localhost" : hostname;
console.log(`\nLoyalty Ops on http://${shown}:${port}  (database: ${provider}${production ? ", production mode" : ", demo mode"})`);
if (!production) {
  console.log("Sign in with demo.checker / demo-checker-pw (reviewer), demo.maker / demo-maker-pw (maker),");
  console.log("demo.admin / demo-admin-pw or demo.viewer / demo-viewer-pw. API: Basic with the same credentials.\n");
}
spawnInherit(bin("next"), [dev ? "dev" : "start", "-p", port, "-H", hostname], env);
