import "server-only";
import { sqlRows } from "../db/sql.ts";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { authThrottle } from "../config/env.ts";
import { db } from "../db/client.ts";
import { Prisma } from "../db/generated/sqlite/client.ts";
import { recordAuthEvent, type AuthPath } from "./auth-events.ts";
import { tooManyAuthFailures } from "../errors/catalogue.ts";

// Failed authentications counted per username (or API client key) and per client IP in the database, so
// every app instance on one PostgreSQL shares them (OWASP API4, ASVS 2.2). The check runs before any
// password hash is computed. Reaching the limit locks the name (or IP) out for the window; each further
// lockout within a day doubles it, up to a day.

const MAX_BLOCK_SECONDS = 86_400;
const LOCKOUT_MEMORY_SECONDS = 86_400;

export interface AuthAttempt {
  /** The username or API client key tried; null when the credentials named none (a bearer token). */
  username: string | null;
  ip: string;
  path: AuthPath;
  /** The X-Cap-Requestid of the call, for the audit entries of its events. */
  requestId?: string;
}

interface Limiters {
  settings: string;
  user: RateLimiterPrisma;
  ip: RateLimiterPrisma;
  lockouts: RateLimiterPrisma;
  userLimit: number;
  ipLimit: number;
  windowSeconds: number;
}

let cached: Limiters | undefined;

function limiters(): Limiters {
  const { userLimit, ipLimit, windowSeconds } = authThrottle();
  const settings = `${userLimit}/${ipLimit}/${windowSeconds}`;
  if (cached?.settings === settings) return cached;
  const store = { storeClient: db, tableName: "authThrottle" };
  cached = {
    settings,
    userLimit,
    ipLimit,
    windowSeconds,
    user: new RateLimiterPrisma({ ...store, keyPrefix: "user", points: userLimit, duration: windowSeconds }),
    ip: new RateLimiterPrisma({
      ...store,
      keyPrefix: "ip",
      points: ipLimit,
      duration: windowSeconds,
      clearExpiredByTimeout: false,
    }),
    lockouts: new RateLimiterPrisma({
      ...store,
      keyPrefix: "lockouts",
      points: 1_000_000,
      duration: LOCKOUT_MEMORY_SECONDS,
      clearExpiredByTimeout: false,
    }),
  };
  return cached;
}

// Usernames match exactly, but one person's failures count together in any letter case.
const userKey = (username: string) => username.trim().toLowerCase().slice(0, 200);

export interface ThrottleCheck {
  /** Failures are on record for the username; a success must clear them. */
  userHasFailures: boolean;
}

interface ThrottleRow {
  key: string;
  points: number | bigint;
  /** As the driver returns it: a Date, an ISO text or epoch milliseconds (SQLite raw reads differ). */
  expire: Date | string | number | bigint | null;
}

const expiresAt = (expire: ThrottleRow["expire"]) =>
  expire === null ? Infinity : new Date(typeof expire === "bigint" ? Number(expire) : expire).getTime();

/**
 * Refuses (429 with Retry-After) a locked-out username or IP. Both rows are read in one raw query by
 * primary key (the store's own layout: key, points, expire): this runs on every Basic and bearer call,
 * and a raw read skips the ORM's per-query planning, which profiling showed was most of its cost.
 */
export async function checkAuthThrottle(attempt: AuthAttempt): Promise<ThrottleCheck> {
  const l = limiters();
  const userRow = attempt.username ? l.user.getKey(userKey(attempt.username)) : null;
  const ipRow = l.ip.getKey(attempt.ip);
  const keys = userRow ? [userRow, ipRow] : [ipRow];
  const found = await sqlRows<ThrottleRow>(
    db,
    Prisma.sql`
    SELECT "key", "points", "expire" FROM "AuthThrottle" WHERE "key" IN (${Prisma.join(keys)})`,
  );
  const now = Date.now();
  const rows = found.filter((row) => expiresAt(row.expire) > now);
  const waitFor = (key: string | null, limit: number) => {
    const row = rows.find((r) => r.key === key);
    const points = Number(row?.points ?? 0);
    const until = row ? expiresAt(row.expire) : 0;
    const locked = row && points >= limit && until !== Infinity;
    return { failures: points, wait: locked ? (until - now) / 1000 : 0, until };
  };
  const user = waitFor(userRow, l.userLimit);
  const ip = waitFor(ipRow, l.ipLimit);
  if (user.wait > 0 || ip.wait > 0) {
    const retryAfterSeconds = Math.ceil(Math.max(user.wait, ip.wait));
    const scope = user.wait > 0 ? "user" : "ip";
    await recordAuthEvent({
      type: "auth.throttled",
      ...attempt,
      scope,
      retryAfterSeconds,
      lockedUntil: scope === "user" ? user.until : ip.until,
    });
    throw tooManyAuthFailures(retryAfterSeconds);
  }
  return { userHasFailures: user.failures > 0 };
}

async function countFailure(
  limiter: RateLimiterPrisma,
  lockouts: RateLimiterPrisma,
  key: string,
  limit: number,
  windowSeconds: number,
) {
  const res = await limiter.penalty(key, 1);
  // Exactly one failure reaches the limit, however many race: that one sets the lockout.
  if (res.consumedPoints !== limit) return;
  const tally = await lockouts.penalty(`${limiter.keyPrefix}:${key}`, 1);
  await limiter.block(key, Math.min(windowSeconds * 2 ** (tally.consumedPoints - 1), MAX_BLOCK_SECONDS));
}

export async function recordAuthFailure(attempt: AuthAttempt): Promise<void> {
  const l = limiters();
  await Promise.all([
    attempt.username
      ? countFailure(l.user, l.lockouts, userKey(attempt.username), l.userLimit, l.windowSeconds)
      : undefined,
    countFailure(l.ip, l.lockouts, attempt.ip, l.ipLimit, l.windowSeconds),
  ]);
  await recordAuthEvent({ type: "auth.failed", ...attempt });
}

/**
 * A successful sign-in clears the username's failures (not its lockout tally, so a guesser who keeps
 * coming back still meets longer lockouts, nor the IP's count, which one valid account must not reset).
 */
export async function recordAuthSuccess(
  attempt: AuthAttempt & { username: string; userId: number; orgId: number },
  check: ThrottleCheck,
) {
  if (check.userHasFailures) await limiters().user.delete(userKey(attempt.username));
  await recordAuthEvent({ type: "auth.succeeded", ...attempt });
}

/** Check, verify, count: the shape every password path (Basic, token generation, console sign-in) takes. */
export async function verifyThrottled<T extends { username: string; userId: number; orgId: number }>(
  attempt: AuthAttempt & { username: string },
  verify: () => Promise<T | null>,
): Promise<T | null> {
  const check = await checkAuthThrottle(attempt);
  const principal = await verify();
  if (principal) await recordAuthSuccess({ ...attempt, userId: principal.userId, orgId: principal.orgId }, check);
  else await recordAuthFailure(attempt);
  return principal;
}
