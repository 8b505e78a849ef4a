import { ENV_NAMES, formatProblems, isProductionStart, loadEnv } from "./env-schema.mjs";

// The app's only reader of process.env: typed getters over the validated variables. `npm start`
// refuses to start with a bad environment, so a throw here means the app was started some other way.

export type AppEnv = NonNullable<ReturnType<typeof loadEnv>["env"]>;
export type LogLevel = AppEnv["LOG_LEVEL"];

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(formatProblems(problems));
    this.name = "EnvError";
  }
}

let cached: { key: string; env: AppEnv } | undefined;
const production = process.env.NODE_ENV === "production";

/**
 * Re-validated when a variable changes (tests set some), otherwise parsed once. A production server's
 * environment does not change after start, so there it is not even re-keyed: hot paths read it several
 * times per call.
 */
export function appEnv(): AppEnv {
  if (cached && production) return cached.env;
  const key = ENV_NAMES.map((name) => process.env[name] ?? "\u0000").join("\u0001");
  if (cached?.key === key) return cached.env;
  const result = loadEnv(process.env);
  if (!result.ok) throw new EnvError(result.problems);
  cached = { key, env: result.env };
  return result.env;
}

/** Session signing secret; NEXTAUTH_SECRET is next-auth's own name for it. */
export function authSecret(): string {
  const { AUTH_SECRET, NEXTAUTH_SECRET } = appEnv();
  const secret = AUTH_SECRET ?? NEXTAUTH_SECRET;
  if (!secret) throw new EnvError(["AUTH_SECRET: is not set; start the app with `npm start` (demo mode provides one)"]);
  return secret;
}

/** Explicit key for secrets at rest; undefined means "derive one from the session secret". */
export const dataEncryptionKey = (): string | undefined => appEnv().DATA_ENCRYPTION_KEY;
/** Keys a rotation replaced: values sealed under them still open until `npm run secrets:rotate` re-seals them. */
export const previousDataEncryptionKeys = (): string[] => appEnv().DATA_ENCRYPTION_PREVIOUS_KEYS;
/** The audit chain's signing key and the keys it used before (lib/audit/audit-key.ts). */
export const auditHmacKeys = envGroup({ current: "AUDIT_HMAC_KEY", previous: "AUDIT_HMAC_PREVIOUS_KEYS" });
export const oauthTokenTtlSeconds = (): number => appEnv().OAUTH_TOKEN_TTL_SECONDS;
/** The zxcvbn score (0-4) a new password must reach. */
export const passwordMinScore = (): number => appEnv().PASSWORD_MIN_SCORE;
export const databasePoolSize = (): number => appEnv().DATABASE_POOL_SIZE;
export const logLevel = (): LogLevel => appEnv().LOG_LEVEL;
/** 0 turns the per-principal API limit off. */
export const rateLimitPerMinute = (): number => appEnv().RATE_LIMIT_PER_MINUTE;
/** How many proxies in front of the app append to X-Forwarded-For (0: none). */
export const trustedProxyHops = (): number => appEnv().TRUST_PROXY;
export const authThrottle = envGroup({
  userLimit: "AUTH_THROTTLE_USER_LIMIT",
  ipLimit: "AUTH_THROTTLE_IP_LIMIT",
  windowSeconds: "AUTH_THROTTLE_WINDOW_SECONDS",
});
/** Days a security event (sign-ins, failures, lockouts, token issuance) is kept before pruning. */
export const securityEventRetentionDays = (): number => appEnv().SECURITY_EVENT_RETENTION_DAYS;
/** Days the event feed and the webhook delivery log keep an event. */
export const eventRetentionDays = (): number => appEnv().EVENT_RETENTION_DAYS;
export const webhookSettings = () => {
  const env = appEnv();
  return {
    retrySchedule: env.WEBHOOK_RETRY_SCHEDULE,
    disableAfter: env.WEBHOOK_DISABLE_AFTER,
    timeoutMs: env.WEBHOOK_TIMEOUT_MS,
    allowPrivateTargets: env.WEBHOOK_ALLOW_PRIVATE_TARGETS === true,
    dispatcher: env.WEBHOOK_DISPATCHER !== false,
    concurrency: env.WEBHOOK_CONCURRENCY,
    logBodyBytes: env.WEBHOOK_LOG_BODY_BYTES,
  };
};
/** "test" only under NODE_ENV=test: cheap password hashes for the test suite. */
export const passwordHashCost = (): AppEnv["PASSWORD_HASH_COST"] => appEnv().PASSWORD_HASH_COST;
export const isProduction = (): boolean => appEnv().NODE_ENV === "production";
/** A production server or script: npm start said so, or NODE_ENV or a PostgreSQL URL says so without it. */
export const isProductionRun = (): boolean => isProductionStart(appEnv());
/** Demo mode as `npm start` decided it; a server started any other way counts as production. */
export const isDemoMode = (): boolean => appEnv().LOYALTY_MODE === "demo";
/** Metrics are on unless METRICS_ENABLED=false. */
export const metricsEnabled = (): boolean => appEnv().METRICS_ENABLED !== false;
export const metricsToken = (): string | undefined => appEnv().METRICS_TOKEN;

type EnvGroup<F extends Record<string, keyof AppEnv>> = { [K in keyof F]: AppEnv[F[K]] };

/** A getter of several variables at once, each under the name its reader knows it by. */
function envGroup<F extends Record<string, keyof AppEnv>>(fields: F): () => EnvGroup<F> {
  return () => {
    const env = appEnv();
    return Object.fromEntries(Object.entries(fields).map(([name, variable]) => [name, env[variable]])) as EnvGroup<F>;
  };
}
