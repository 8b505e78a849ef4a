import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests import server modules outside Next's react-server layer, where the marker would throw.
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "components/**/*.test.ts",
      "lib/**/*.test.ts",
      "scripts/**/*.test.ts",
      "prisma/**/*.test.ts",
    ],
    environment: "node",
    globalSetup: ["scripts/test-harness/global-setup.ts"],
    setupFiles: ["scripts/test-harness/per-file-database.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      AUTH_SECRET: "test-secret-test-secret-test-secret",
      DATA_ENCRYPTION_KEY: "test-data-key-test-data-key-0123",
      AUDIT_HMAC_KEY: "test-audit-key-test-audit-key-012",
      // Cheap password hashes (refused outside NODE_ENV=test); the seed in global-setup.ts sets it too.
      PASSWORD_HASH_COST: "test",
    },
  },
});
