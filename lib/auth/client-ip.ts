// Where a request comes from, for the per-IP authentication count, and whether it arrived over https.
//
// Route handlers never see the socket, so the server process stamps each request with its connection's
// address (lib/http/peer-address.mjs, preloaded by npm start). TRUST_PROXY names how many proxies in
// front of the app append to X-Forwarded-For (`true` = 1): the peer is the nearest of them, and the
// client is the entry that many places from the right of X-Forwarded-For followed by the peer. Without
// TRUST_PROXY, X-Forwarded-For is the client's own say and is ignored: the client is the peer.

import { trustedProxyHops } from "../config/env.ts";
import { PEER_ADDRESS_HEADER, peerAddressInstalled } from "../http/peer-address.mjs";

const MAX_KEY_LENGTH = 64;

export function clientIp(headers: Headers, hops = trustedProxyHops()): string {
  const forwarded =
    hops > 0
      ? (headers.get("x-forwarded-for") ?? "")
          .split(",")
          .map((entry) => entry.trim())
          .filter(Boolean)
      : [];
  // A server started without the stamp (not through npm start) has only `next start`'s X-Forwarded-For,
  // which holds the peer when the request carried none.
  const peer = peerAddressInstalled() ? headers.get(PEER_ADDRESS_HEADER) : null;
  const chain = peer ? [...forwarded, peer] : forwarded;
  const entry = chain[chain.length - 1 - (peer ? hops : Math.max(hops - 1, 0))] ?? chain[0] ?? "unknown";
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
