import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { rateLimitPerMinute } from "../config/env.ts";
import { rateLimited } from "../errors/catalogue.ts";

// The per-principal API quota (RATE_LIMIT_PER_MINUTE calls a minute, 0 = off), advertised on every
// answer with the IETF RateLimit-Policy / RateLimit fields (draft-ietf-httpapi-ratelimit-headers,
// structured-field form). Kept in memory per app instance: it costs nothing per call, and with N
// instances behind a balancer a principal gets at most N times the quota, which is acceptable for
// a load limit (the failed-authentication counts, which are a security control, are in the database).

const WINDOW_SECONDS = 60;
const POLICY = "per-principal";

export interface QuotaState {
  allowed: boolean;
  headers: Record<string, string>;
  retryAfterSeconds: number;
}

const OFF: QuotaState = { allowed: true, headers: {}, retryAfterSeconds: 0 };
let cached: { points: number; limiter: RateLimiterMemory } | undefined;

function limiter(points: number): RateLimiterMemory {
  if (cached?.points !== points)
    cached = { points, limiter: new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: "" }) };
  return cached.limiter;
}

/** Counts one call against the partition (a principal, or the IP of an anonymous caller). */
export async function consumeApiQuota(partition: string): Promise<QuotaState> {
  const points = rateLimitPerMinute();
  if (points === 0) return OFF;
  try {
    return quotaState(points, await limiter(points).consume(partition), true);
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return quotaState(points, rejection, false);
  }
}

function quotaState(points: number, res: RateLimiterRes, allowed: boolean): QuotaState {
  const resetSeconds = Math.max(0, Math.ceil(res.msBeforeNext / 1000));
  return {
    allowed,
    retryAfterSeconds: Math.max(1, resetSeconds),
    headers: {
      "ratelimit-policy": `"${POLICY}";q=${points};w=${WINDOW_SECONDS}`,
      ratelimit: `"${POLICY}";r=${res.remainingPoints};t=${resetSeconds}`,
    },
  };
}

/** The partition's state without counting a call: refused once its quota is used up. */
export async function peekApiQuota(partition: string): Promise<QuotaState> {
  const points = rateLimitPerMinute();
  if (points === 0) return OFF;
  const res = await limiter(points).get(partition);
  return res && res.consumedPoints >= points ? quotaState(points, res, false) : OFF;
}

export const apiRateLimited = (quota: QuotaState) => rateLimited(quota.retryAfterSeconds, rateLimitPerMinute());
