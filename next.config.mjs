/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets the benchmark and the browser tests build beside a running app.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native and WebAssembly-backed packages stay outside the server bundle.
  serverExternalPackages: ["better-sqlite3", "@prisma/adapter-better-sqlite3", "@prisma/adapter-pg", "pg", "@prisma/client"],
  experimental: { authInterrupts: true },
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
