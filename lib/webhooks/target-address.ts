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
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  forbidden.addSubnet(network, prefix, "ipv6");

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail counts as two). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = text.slice(0, dotted.index) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, null];
  const part = (side: string) => (side === "" ? [] : side.split(":").map((group) => parseInt(group, 16)));
  const left = part(head);
  if (tail === null) return left;
  const right = part(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const v4Of = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join(".");

/**
 * The IPv4 address an IPv6 address carries, in any spelling: mapped ::ffff:0:0/96, SIIT ::ffff:0:0:0/96,
 * compatible ::/96, NAT64 64:ff9b::/96 and 64:ff9b:1::/48 (its last 32 bits), 6to4 2002::/16 (bits 16-47).
 */
function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 5) && (g[5] === 0xffff || g[5] === 0)) return v4Of(g[6], g[7]);
  if (zeros(0, 4) && g[4] === 0xffff && g[5] === 0) return v4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return v4Of(g[6], g[7]);
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) return v4Of(g[6], g[7]);
  if (g[0] === 0x2002) return v4Of(g[1], g[2]);
  return null;
}

/** Whether an IP address is one production never sends a webhook to. */
export function isForbiddenAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(bare);
  if (family === 4) return forbidden.check(bare, "ipv4");
  if (family !== 6) return true;
  if (forbidden.check(bare, "ipv6")) return true;
  const v4 = embeddedIpv4(bare);
  return v4 !== null && forbidden.check(v4, "ipv4");
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
