import { describe, expect, it } from "vitest";
import { ENV_NAMES, isProductionStart, loadEnv, SECRET_MIN_LENGTH } from "./env-schema.mjs";
import { appEnv, authSecret, EnvError } from "./env.ts";

const longEnough = "x".repeat(SECRET_MIN_LENGTH);

describe("the environment module", () => {
  it("fills every default from an empty environment", () => {
    const result = loadEnv({});
    expect(result.problems).toEqual([]);
    expect(result.env).toMatchObject({
      DATABASE_URL: "file:./data/loyalty.db",
      DATABASE_POOL_SIZE: 10,
      OAUTH_TOKEN_TTL_SECONDS: 300,
      PORT: 3000,
      NEXT_DIST_DIR: ".next",
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: 1200,
      AUTH_THROTTLE_USER_LIMIT: 5,
      AUTH_THROTTLE_IP_LIMIT: 100,
      AUTH_THROTTLE_WINDOW_SECONDS: 900,
      SECURITY_EVENT_RETENTION_DAYS: 90,
    });
    expect(result.env?.HOSTNAME).toBeUndefined();
  });

  it("treats an empty value as unset and parses numbers and flags", () => {
    const result = loadEnv({
      PORT: "",
      LOG_LEVEL: " ",
      RATE_LIMIT_PER_MINUTE: "0",
      AUTH_TRUST_HOST: "1",
      CI: "false",
      AUTH_SECRET: longEnough,
    });
    expect(result.env).toMatchObject({
      PORT: 3000,
      LOG_LEVEL: "info",
      RATE_LIMIT_PER_MINUTE: 0,
      AUTH_TRUST_HOST: true,
      CI: false,
      AUTH_SECRET: longEnough,
    });
  });

  it("refuses each bad variable and lists every problem at once", () => {
    const bad: Record<string, string> = {
      DATABASE_URL: "mysql://localhost/loyalty",
      DATABASE_POOL_SIZE: "0",
      AUTH_SECRET: "short",
      NEXTAUTH_SECRET: "x".repeat(SECRET_MIN_LENGTH - 1),
      NEXTAUTH_URL: "ftp://example.com",
      AUTH_TRUST_HOST: "yes",
      DATA_ENCRYPTION_KEY: "tiny",
      DATA_ENCRYPTION_PREVIOUS_KEYS: `${longEnough},short`,
      AUDIT_HMAC_KEY: "tiny",
      AUDIT_HMAC_PREVIOUS_KEYS: "tiny",
      OAUTH_TOKEN_TTL_SECONDS: "5m",
      PORT: "70000",
      HOSTNAME: "not a host",
      NEXT_DIST_DIR: "../elsewhere",
      LOG_LEVEL: "verbose",
      RATE_LIMIT_PER_MINUTE: "-1",
      AUTH_THROTTLE_USER_LIMIT: "0",
      AUTH_THROTTLE_IP_LIMIT: "1.5",
      AUTH_THROTTLE_WINDOW_SECONDS: "forever",
      SECURITY_EVENT_RETENTION_DAYS: "0",
      TZ: "Mars/Olympus_Mons",
      ADMIN_PASSWORD: "123",
      MIGRATION_DIFF_PG_URL: "file:./x.db",
      E2E_BASE_URL: "localhost:3000",
      CI: "maybe",
      NODE_ENV: "staging",
    };
    const result = loadEnv(bad);
    expect(result.ok).toBe(false);
    const named = result.problems.map((problem) => problem.split(":")[0]).sort();
    expect(named).toEqual(Object.keys(bad).sort());
    expect(result.problems).toContain(
      `AUTH_SECRET: must be at least ${SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`,
    );
    expect(result.problems).toContain('PORT: must be a whole number from 1 to 65535 (got "70000")');
  });

  it("reads previous data keys as a comma-separated list", () => {
    const other = "y".repeat(SECRET_MIN_LENGTH);
    expect(loadEnv({ DATA_ENCRYPTION_PREVIOUS_KEYS: ` ${longEnough} ,${other},` }).env).toMatchObject({
      DATA_ENCRYPTION_PREVIOUS_KEYS: [longEnough, other],
    });
    expect(loadEnv({}).env?.DATA_ENCRYPTION_PREVIOUS_KEYS).toEqual([]);
  });

  it("decides the mode by LOYALTY_MODE when set, else by the database and NODE_ENV", () => {
    const mode = (source: Record<string, string>) => isProductionStart(loadEnv(source).env);
    const pg = { DATABASE_URL: "postgresql://localhost/loyalty" };
    expect(mode({})).toBe(false);
    expect(mode(pg)).toBe(true);
    expect(mode({ NODE_ENV: "production" })).toBe(true);
    expect(mode({ ...pg, LOYALTY_MODE: "demo" })).toBe(false);
    expect(mode({ NODE_ENV: "production", LOYALTY_MODE: "demo" })).toBe(false);
    expect(mode({ LOYALTY_MODE: "production" })).toBe(true);
  });

  it("knows every variable .env.example documents and nothing else", async () => {
    const { readFileSync } = await import("node:fs");
    const documented = [...readFileSync(".env.example", "utf8").matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map(
      (m) => m[1],
    );
    expect([...new Set(documented)].sort()).toEqual([...ENV_NAMES].sort());
  });

  it("throws every problem from the app's getters, and re-reads a changed variable", () => {
    const saved = { ...process.env };
    try {
      process.env.LOG_LEVEL = "loud";
      process.env.PORT = "port";
      let error: unknown;
      try {
        appEnv();
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as EnvError).problems.map((p) => p.split(":")[0]).sort()).toEqual(["LOG_LEVEL", "PORT"]);
      expect((error as EnvError).message).toMatch(/^The environment has 2 problems/);
      process.env.LOG_LEVEL = "debug";
      delete process.env.PORT;
      expect(appEnv().LOG_LEVEL).toBe("debug");
      delete process.env.AUTH_SECRET;
      delete process.env.NEXTAUTH_SECRET;
      expect(() => authSecret()).toThrow(/AUTH_SECRET: is not set/);
    } finally {
      const env: Record<string, string | undefined> = process.env;
      for (const name of ENV_NAMES) {
        if (saved[name] === undefined) delete env[name];
        else env[name] = saved[name];
      }
    }
  });
});
