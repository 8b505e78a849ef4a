import "server-only";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { isDemoMode, webhookSettings } from "../config/env.ts";

// Where a webhook may be sent. In production a URL whose host resolves to loopback, private, link-local,
// shared (CGNAT), multicast, reserved or cloud-metadata addresses is refused when it is subscribed and again
// at each connection (a name can resolve elsewhere by then), unless WEBHOOK_ALLOW_PRIVATE_TARGETS=true.
// Demo mode allows them, so a receiver on the same machine works.

const forbidden = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  forbidden.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  forbidden.addSubnet(network, prefix, "ipv6");

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, compatible ::a.b.c.d, NAT64 64:ff9b::), if any. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address is one production never sends a webhook to. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return forbidden.check(bare, "ipv4");
  if (family !== 6) return true;
  const v4 = embeddedIpv4(bare);
  return v4 !== null ? forbidden.check(v4, "ipv4") : forbidden.check(bare, "ipv6");
}

/** Private targets are allowed in demo mode and with WEBHOOK_ALLOW_PRIVATE_TARGETS=true. */
export const privateTargetsAllowed = (): boolean => isDemoMode() || webhookSettings().allowPrivateTargets;

export class RefusedWebhookTarget extends Error {
  readonly code = "EWEBHOOKTARGET";
  constructor(readonly host: string) {
    super(`${host} resolves to an address webhooks may not be sent to`);
  }
}

function lookupAll(hostname: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );
}

/**
 * Resolves a URL's host and refuses it when any address is forbidden (unless private targets are allowed).
 * A name that does not resolve is refused too: the caller names the reason.
 */
export async function checkTargetHost(hostname: string): Promise<"allowed" | "forbidden" | "unresolved"> {
  if (privateTargetsAllowed()) return "allowed";
  const host = hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isForbiddenAddress(host) ? "forbidden" : "allowed";
  try {
    const addresses = await lookupAll(host);
    if (addresses.length === 0) return "unresolved";
    return addresses.some((entry) => isForbiddenAddress(entry.address)) ? "forbidden" : "allowed";
  } catch {
    return "unresolved";
  }
}

/**
 * A `lookup` for http(s).request that refuses forbidden addresses at connection time, so the address checked
 * is the address connected to (no second resolution an attacker's DNS could answer differently).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, "", 0);
    const allowed = privateTargetsAllowed();
    const usable = addresses.filter((entry) => allowed || !isForbiddenAddress(entry.address));
    if (usable.length === 0) return callback(new RefusedWebhookTarget(hostname), "", 0);
    if (options.all) return callback(null, usable);
    callback(null, usable[0].address, usable[0].family);
  });
};
