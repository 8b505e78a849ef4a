// Where a request comes from, for the per-IP authentication count, and whether it arrived over https.
//
// `next start` copies the peer's address into X-Forwarded-For only when the request carries none, and
// route handlers never see the socket. So the rightmost X-Forwarded-For entry is the peer itself (no
// proxy) or what the nearest proxy appended. TRUST_PROXY names how many proxies in front of the app
// append to it (`true` = 1); the client is the entry that many places from the right. Without a proxy a
// client can send its own X-Forwarded-For: the per-username count holds regardless, the per-IP count
// only behind a proxy that appends the address it saw.

import { trustedProxyHops } from "../config/env.ts";

const MAX_KEY_LENGTH = 64;

export function clientIp(headers: Headers, hops = trustedProxyHops()): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[chain.length - Math.max(hops, 1)] ?? chain[0] ?? "unknown";
  // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d; count it with its plain form.
  return entry
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
    .slice(0, MAX_KEY_LENGTH)
    .toLowerCase();
}

/** https as the client saw it: X-Forwarded-Proto counts only from a trusted proxy. */
export function isHttps(headers: Headers, url: string, hops = trustedProxyHops()): boolean {
  if (hops > 0) {
    const proto = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
    if (proto) return proto === "https";
  }
  return new URL(url).protocol === "https:";
}
