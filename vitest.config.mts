import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["app/**/*.test.ts", "lib/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    globalSetup: ["lib/testing/global-setup.ts"],
    setupFiles: ["lib/testing/per-file-database.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: {
      AUTH_SECRET: "test-secret-test-secret-test-secret",
      DATA_ENCRYPTION_KEY: "test-data-key-test-data-key-0123",
    },
  },
});
