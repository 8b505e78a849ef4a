// Every environment variable the app, its scripts and its tests read, validated in one place. Plain
// JavaScript so the scripts (node, no TypeScript loader) and the app (lib/config/env.ts) share it.
import { z } from "zod";
import { DEFAULT_DATABASE_URL, providerOf } from "../db/database-url.mjs";

/** One rule for every secret: session signing and the at-rest data key alike. */
export const SECRET_MIN_LENGTH = 32;

export const LOG_LEVELS = /** @type {const} */ (["fatal", "error", "warn", "info", "debug", "trace", "silent"]);

// `FOO=` in a .env file or a shell means "not set", not "set to nothing".
const unsetWhenEmpty = (value) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** @param {number} min @param {number} max @param {number} fallback */
const integer = (min, max, fallback) =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        if (raw === undefined) return fallback;
        const value = /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
        if (Number.isInteger(value) && value >= min && value <= max) return value;
        ctx.addIssue({ code: "custom", message: `must be a whole number from ${min} to ${max} (got "${raw}")` });
        return z.NEVER;
      }),
  );

const secret = () =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters (e.g. \`openssl rand -base64 32\`)`)
      .optional(),
  );

/** Comma-separated secrets, each held to the one rule. */
const secretList = () =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        const keys = (raw ?? "")
          .split(",")
          .map((key) => key.trim())
          .filter(Boolean);
        if (keys.every((key) => key.length >= SECRET_MIN_LENGTH)) return keys;
        ctx.addIssue({
          code: "custom",
          message: `each comma-separated key must be at least ${SECRET_MIN_LENGTH} characters`,
        });
        return z.NEVER;
      }),
  );

const optionalText = () => z.preprocess(unsetWhenEmpty, z.string().trim().optional());

const httpUrl = () =>
  z.preprocess(unsetWhenEmpty, z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional());

const flag = () =>
  z.preprocess(
    unsetWhenEmpty,
    z
      .enum(["true", "false", "1", "0"], { error: 'must be "true" or "false"' })
      .optional()
      .transform((value) => (value === undefined ? undefined : value === "true" || value === "1")),
  );

function validTimeZone(zone) {
  // ":/etc/localtime" style values name a zone file, which the C library (not Intl) resolves.
  if (zone.startsWith(":")) return true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const envSchema = z.object({
  NODE_ENV: z.preprocess(unsetWhenEmpty, z.enum(["development", "production", "test"]).optional()),
  // npm start tells its server the mode it decided: `next start` always runs with NODE_ENV=production.
  LOYALTY_MODE: z.preprocess(unsetWhenEmpty, z.enum(["demo", "production"]).optional()),
  DATABASE_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .trim()
      .default(DEFAULT_DATABASE_URL)
      .refine((url) => /^(file:|postgres(ql)?:\/\/)/i.test(url), "must start with file:, postgres:// or postgresql://"),
  ),
  DATABASE_POOL_SIZE: integer(1, 1000, 10),
  AUTH_SECRET: secret(),
  NEXTAUTH_SECRET: secret(),
  NEXTAUTH_URL: httpUrl(),
  AUTH_TRUST_HOST: flag(),
  DATA_ENCRYPTION_KEY: secret(),
  // Keys a rotation replaced, comma-separated: still read (by their key id), never used to seal.
  DATA_ENCRYPTION_PREVIOUS_KEYS: secretList(),
  AUDIT_HMAC_KEY: secret(),
  // Keys the audit chain was signed with before AUDIT_HMAC_KEY, for audit:verify: comma-separated.
  AUDIT_HMAC_PREVIOUS_KEYS: secretList(),
  OAUTH_TOKEN_TTL_SECONDS: integer(30, 86_400, 300),
  PASSWORD_MIN_SCORE: integer(0, 4, 3),
  PORT: integer(1, 65_535, 3000),
  HOSTNAME: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^[\w.:[\]-]+$/, "must be a host name or an IP address")
      .optional(),
  ),
  NEXT_DIST_DIR: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^\.next(-[\w.-]+)?$/, 'must be ".next" or ".next-<name>" (a git-ignored build folder in the project)')
      .default(".next"),
  ),
  LOG_LEVEL: z.preprocess(
    unsetWhenEmpty,
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info"),
  ),
  RATE_LIMIT_PER_MINUTE: integer(0, 1_000_000, 1200),
  AUTH_THROTTLE_USER_LIMIT: integer(1, 10_000, 5),
  AUTH_THROTTLE_IP_LIMIT: integer(1, 1_000_000, 100),
  AUTH_THROTTLE_WINDOW_SECONDS: integer(1, 30 * 86_400, 900),
  SECURITY_EVENT_RETENTION_DAYS: integer(1, 36_500, 90),
  // Days the event feed (and the webhook delivery log) keeps an event.
  EVENT_RETENTION_DAYS: integer(1, 3_650, 30),
  // Delays between a failed webhook attempt and the next, comma-separated (5s, 5m, 2h, 1d): about three days.
  WEBHOOK_RETRY_SCHEDULE: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .trim()
      .regex(
        /^\d{1,6}(ms|s|m|h|d)(\s*,\s*\d{1,6}(ms|s|m|h|d)){0,49}$/,
        "must be delays such as 5s,5m,30m,2h (at most 50)",
      )
      .default("5s,5m,30m,2h,5h,10h,10h,10h,10h,10h,10h"),
  ),
  // A subscription whose attempts fail for this long without a success is disabled.
  WEBHOOK_DISABLE_AFTER: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(ms|s|m|h|d)$/, "must be a duration such as 5d or 12h")
      .default("5d"),
  ),
  // An attempt without a response within this many milliseconds has failed.
  WEBHOOK_TIMEOUT_MS: integer(100, 60_000, 10_000),
  // Production refuses webhook URLs resolving to loopback, private, link-local or metadata addresses unless true.
  WEBHOOK_ALLOW_PRIVATE_TARGETS: flag(),
  // false: this instance delivers no webhooks (another instance does); the outbox keeps them.
  WEBHOOK_DISPATCHER: flag(),
  // Attempts one instance makes at once.
  WEBHOOK_CONCURRENCY: integer(1, 200, 16),
  // Bytes of each request and response body the delivery log keeps.
  WEBHOOK_LOG_BODY_BYTES: integer(0, 65_536, 4_096),
  // Proxies in front of the app that append to X-Forwarded-For: "true" is one, "false" none.
  TRUST_PROXY: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .trim()
      .regex(/^(true|false|\d{1,2})$/i, 'must be "true", "false" or a number of proxies (0-99)')
      .optional()
      .transform((value) =>
        value === undefined || /^false$/i.test(value) ? 0 : /^true$/i.test(value) ? 1 : Number(value),
      ),
  ),
  // "test" makes password hashes cheap for the test suite; refused unless NODE_ENV=test (see loadEnv).
  PASSWORD_HASH_COST: z.preprocess(
    unsetWhenEmpty,
    z.enum(["standard", "test"], { error: 'must be "standard" or "test"' }).default("standard"),
  ),
  TZ: z.preprocess(
    unsetWhenEmpty,
    z.string().refine(validTimeZone, "must be an IANA time zone such as UTC or Europe/Berlin").optional(),
  ),
  // /metrics and the request histograms (METRICS_ENABLED=false: off); METRICS_TOKEN: the bearer /metrics asks for.
  METRICS_ENABLED: flag(),
  METRICS_TOKEN: z.preprocess(
    unsetWhenEmpty,
    z.string().min(16, "must be at least 16 characters (e.g. `openssl rand -base64 24`)").optional(),
  ),
  // OpenTelemetry's own variables (read by its SDK; these are checked here so a typo fails the start).
  OTEL_SDK_DISABLED: flag(),
  OTEL_TRACES_EXPORTER: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^(otlp|zipkin|console|none)(,(otlp|zipkin|console|none))*$/, "must be otlp, zipkin, console or none")
      .optional(),
  ),
  OTEL_SERVICE_NAME: optionalText(),
  OTEL_EXPORTER_OTLP_ENDPOINT: httpUrl(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: httpUrl(),
  ADMIN_PASSWORD: z.preprocess(unsetWhenEmpty, z.string().min(10, "must be at least 10 characters").optional()),
  // Tests and tooling only.
  MIGRATION_DIFF_PG_URL: z.preprocess(
    unsetWhenEmpty,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, "must be a postgres:// or postgresql:// URL")
      .optional(),
  ),
  E2E_BASE_URL: httpUrl(),
  CHROMIUM_PATH: optionalText(),
  CI: flag(),
});

/** Names of every variable the schema knows, in the order `.env.example` documents them. */
export const ENV_NAMES = /** @type {(keyof z.infer<typeof envSchema>)[]} */ (Object.keys(envSchema.shape));

/**
 * Parses the variables and reports every problem at once, one line per variable.
 * @param {Record<string, string | undefined>} [source]
 */
export function loadEnv(source = process.env) {
  const picked = Object.fromEntries(ENV_NAMES.map((name) => [name, source[name]]));
  const result = envSchema.safeParse(picked);
  if (result.success && result.data.PASSWORD_HASH_COST === "test" && result.data.NODE_ENV !== "test")
    return {
      ok: /** @type {const} */ (false),
      env: undefined,
      problems: ['PASSWORD_HASH_COST: "test" is for the test suite only (NODE_ENV=test); unset it'],
    };
  if (result.success)
    return { ok: /** @type {const} */ (true), env: result.data, problems: /** @type {string[]} */ ([]) };
  const problems = result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`);
  return { ok: /** @type {const} */ (false), env: undefined, problems };
}

/** @param {string[]} problems */
export function formatProblems(problems) {
  return [
    `The environment has ${problems.length} problem${problems.length === 1 ? "" : "s"} (see .env.example):`,
    ...problems.map((p) => `  - ${p}`),
  ].join("\n");
}

/**
 * LOYALTY_MODE decides when set (demo mode on PostgreSQL too); otherwise demo mode is the embedded SQLite
 * default, and PostgreSQL or NODE_ENV=production is a production start.
 */
export function isProductionStart(env) {
  if (env.LOYALTY_MODE) return env.LOYALTY_MODE === "production";
  return providerOf(env.DATABASE_URL) === "postgresql" || env.NODE_ENV === "production";
}
