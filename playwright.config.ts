import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { formatProblems, loadEnv } from "./lib/config/env-schema.mjs";

// With E2E_BASE_URL the browser tests use that server (npm test starts its own); without it Playwright
// starts scripts/e2e-server.mjs: a build in .next-e2e on a throwaway demo database, dropped afterwards.
// Debian's chromium is used where present (no browser download); CHROMIUM_PATH names another.
const { ok, env, problems } = loadEnv();
if (!ok) throw new Error(formatProblems(problems));
const executablePath = env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const ownServerPort = 3100;
const baseURL = env.E2E_BASE_URL ?? `http://127.0.0.1:${ownServerPort}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  webServer: env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/e2e-server.mjs --port ${ownServerPort}`,
        url: `${baseURL}/login`,
        // A build on a shared 2-core machine takes minutes.
        timeout: 15 * 60_000,
        reuseExistingServer: false,
        stdout: "ignore",
        stderr: "pipe",
        gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      },
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
});
