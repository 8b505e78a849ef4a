import { formatProblems, loadEnv } from "./lib/config/env-schema.mjs";
import { writeBuildTsconfig } from "./scripts/build-tsconfig.mjs";

const { ok, env, problems } = loadEnv();
if (!ok) throw new Error(formatProblems(problems));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets the benchmark and the browser tests build beside a running app.
  distDir: env.NEXT_DIST_DIR,
  // Native and WebAssembly-backed packages stay outside the server bundle.
  serverExternalPackages: [
    "better-sqlite3",
    "@prisma/adapter-better-sqlite3",
    "@prisma/adapter-pg",
    "pg",
    "@prisma/client",
    // OpenTelemetry's SDK loads its exporters (gRPC among them) at run time.
    "@opentelemetry/sdk-node",
  ],
  experimental: { authInterrupts: true },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false, tsconfigPath: writeBuildTsconfig(env.NEXT_DIST_DIR) },
};

export default nextConfig;
