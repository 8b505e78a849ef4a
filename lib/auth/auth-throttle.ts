import "server-only";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { authThrottle } from "../config/env.ts";
import { db } from "../db/client.ts";
import { deleteCountUpTo, giveBackPoint, readThrottleRows, type ThrottleRow } from "./store/auth-throttle-rows.ts";
import { recordAuthEvent, type AuthPath } from "./auth-events.ts";
import { tooManyAuthFailures } from "../errors/catalogue.ts";

// Failed authentications counted per username and per client IP in the database, so every app instance
// on one PostgreSQL shares them (OWASP API4, ASVS 2.2). A password check takes its point first (one
// atomic increment in the store) and gives it back on success, so a burst of guesses gets at most the
// limit of checks and the rest 429. Reaching the limit locks the name (or IP) out for the window; each
// further lockout within a day doubles it, up to a day. Token generation counts per API client key and
// IP together: the key is not secret, and anyone locking it must not lock out its integration, nor
// refuse the tokens it already holds (bearer calls are counted per IP only).

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
  client: RateLimiterPrisma;
  secondFactor: RateLimiterPrisma;
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
  const counter = (keyPrefix: string, points: number) =>
    new RateLimiterPrisma({ ...store, keyPrefix, points, duration: windowSeconds, clearExpiredByTimeout: false });
  cached = {
    settings,
    userLimit,
    ipLimit,
    windowSeconds,
    // One of the limiters sweeps expired rows of the whole table.
    user: new RateLimiterPrisma({ ...store, keyPrefix: "user", points: userLimit, duration: windowSeconds }),
    client: counter("client", userLimit),
    secondFactor: counter("second-factor", userLimit),
    ip: counter("ip", ipLimit),
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

interface Counter {
  limiter: RateLimiterPrisma;
  key: string;
  limit: number;
}

/**
 * The name's counter of an attempt: per username, per key and IP for token generation, per username apart
 * for second-factor codes, none for a token.
 */
function nameCounter(attempt: AuthAttempt, l: Limiters): Counter | null {
  if (!attempt.username || attempt.path === "bearer") return null;
  if (attempt.path === "oauth-token")
    return { limiter: l.client, key: `${userKey(attempt.username)}|${attempt.ip}`, limit: l.userLimit };
  // Apart from the password's count: a right password clears its own count, never the guesses of codes.
  if (attempt.path === "second-factor")
    return { limiter: l.secondFactor, key: userKey(attempt.username), limit: l.userLimit };
  return { limiter: l.user, key: userKey(attempt.username), limit: l.userLimit };
}

const ipCounter = (attempt: AuthAttempt, l: Limiters): Counter => ({
  limiter: l.ip,
  key: attempt.ip,
  limit: l.ipLimit,
});

/** The attempt's counters, the name's (if any) first. */
function countersOf(attempt: AuthAttempt): { name: Counter | null; counters: Counter[] } {
  const l = limiters();
  const name = nameCounter(attempt, l);
  return { name, counters: name ? [name, ipCounter(attempt, l)] : [ipCounter(attempt, l)] };
}

const expiresAt = (expire: ThrottleRow["expire"]) =>
  expire === null ? Infinity : new Date(typeof expire === "bigint" ? Number(expire) : expire).getTime();

interface Lockout {
  scope: "user" | "ip";
  /** Epoch ms; the stored expiry, so every refusal of one lockout names the same instant. */
  until: number;
}

/** The lockout an attempt meets, if any (the name's and the IP's rows, in one read). */
async function findLockout(attempt: AuthAttempt): Promise<Lockout | null> {
  const { name, counters } = countersOf(attempt);
  const keys = counters.map((c) => c.limiter.getKey(c.key));
  const found = await readThrottleRows(db, keys);
  const now = Date.now();
  let lockout: Lockout | null = null;
  counters.forEach((counter, i) => {
    const row = found.find((r) => r.key === keys[i]);
    const until = row ? expiresAt(row.expire) : 0;
    // A lockout's row holds limit + 1 points; the limit itself may be a right password's point in flight.
    const locked = row && Number(row.points) > counter.limit && until !== Infinity && until > now;
    if (locked && (!lockout || until > lockout.until)) lockout = { scope: counter === name ? "user" : "ip", until };
  });
  return lockout;
}

async function refuse(attempt: AuthAttempt, lockout: Lockout): Promise<never> {
  const retryAfterSeconds = Math.max(1, Math.ceil((lockout.until - Date.now()) / 1000));
  await recordAuthEvent({
    type: "auth.throttled",
    ...attempt,
    scope: lockout.scope,
    retryAfterSeconds,
    lockedUntil: lockout.until,
  });
  throw tooManyAuthFailures(retryAfterSeconds);
}

/** Refuses (429 with Retry-After) a locked-out username or IP; counts nothing. */
export async function checkAuthThrottle(attempt: AuthAttempt): Promise<void> {
  const lockout = await findLockout(attempt);
  if (lockout) await refuse(attempt, lockout);
}

/** Gives one taken point back. */
async function giveBack(counter: Counter): Promise<void> {
  await giveBackPoint(db, counter.limiter.getKey(counter.key));
}

/** Clears a name's failures, unless it is locked out (a lockout set by a concurrent failure stays). */
async function clearFailures(counter: Counter): Promise<void> {
  await deleteCountUpTo(db, counter.limiter.getKey(counter.key), counter.limit);
}

async function lockOut(counter: Counter): Promise<void> {
  const l = limiters();
  const tally = await l.lockouts.penalty(`${counter.limiter.keyPrefix}:${counter.key}`, 1);
  await counter.limiter.block(
    counter.key,
    Math.min(l.windowSeconds * 2 ** (tally.consumedPoints - 1), MAX_BLOCK_SECONDS),
  );
}

interface Taken {
  counter: Counter;
  points: number;
}

/** Takes one point of each counter in turn; one over its limit gives back what was taken and refuses. */
async function takePoints(attempt: AuthAttempt, counters: Counter[]): Promise<Taken[]> {
  const taken: Taken[] = [];
  for (const counter of counters) {
    const res = await counter.limiter.penalty(counter.key, 1);
    if (res.consumedPoints <= counter.limit) {
      taken.push({ counter, points: res.consumedPoints });
      continue;
    }
    await Promise.all(taken.map((t) => giveBack(t.counter)));
    const stored = await findLockout(attempt);
    await refuse(
      attempt,
      stored ?? { scope: counter.limiter.keyPrefix === "ip" ? "ip" : "user", until: Date.now() + res.msBeforeNext },
    );
  }
  return taken;
}

// Exactly one failure takes the point that reaches a limit, however many race: that one sets the lockout.
async function countTakenFailures(taken: Taken[]): Promise<void> {
  await Promise.all(taken.filter((t) => t.points === t.counter.limit).map((t) => lockOut(t.counter)));
}

/**
 * Counts a failure that needed no password check (an undecodable Basic header, an unknown token): the
 * check before it read the counts, and the failure is added after.
 */
export async function recordAuthFailure(attempt: AuthAttempt): Promise<void> {
  const { counters } = countersOf(attempt);
  const taken = await Promise.all(
    counters.map(async (counter) => ({
      counter,
      points: (await counter.limiter.penalty(counter.key, 1)).consumedPoints,
    })),
  );
  await countTakenFailures(taken);
  await recordAuthEvent({ type: "auth.failed", ...attempt });
}

export interface VerifyOptions {
  /**
   * A success clears the name's failures (default). A background re-check of a cached credential only
   * gives its point back: a busy integration must not keep wiping a guesser's count.
   */
  clearFailures?: boolean;
}

/**
 * Take a point, verify, then give it back (success) or keep it (failure): the shape every password path
 * (Basic, token generation, console sign-in) takes. A success clears the name's failures (not its
 * lockout tally, so a guesser who keeps coming back still meets longer lockouts, nor the IP's count,
 * which one valid account must not reset).
 */
export async function verifyThrottled<T extends { username: string; userId: number; orgId: number }>(
  attempt: AuthAttempt & { username: string },
  verify: () => Promise<T | null>,
  { clearFailures: clears = true }: VerifyOptions = {},
): Promise<T | null> {
  const { name, counters } = countersOf(attempt);
  const taken = await takePoints(attempt, counters);
  let principal: T | null;
  try {
    principal = await verify();
  } catch (error) {
    await Promise.all(taken.map((t) => giveBack(t.counter)));
    throw error;
  }
  if (!principal) {
    await countTakenFailures(taken);
    await recordAuthEvent({ type: "auth.failed", ...attempt });
    return null;
  }
  await Promise.all(taken.map((t) => (clears && t.counter === name ? clearFailures(t.counter) : giveBack(t.counter))));
  await recordAuthEvent({ type: "auth.succeeded", ...attempt, userId: principal.userId, orgId: principal.orgId });
  return principal;
}
