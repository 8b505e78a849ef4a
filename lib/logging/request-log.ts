import type { Principal } from "../auth/principal.ts";
import { logger } from "./logger.ts";

export interface RequestLogEntry {
  requestId: string;
  method: string;
  url: string | URL;
  status: number;
  /** performance.now() when the request arrived. */
  startedAt: number;
  principal?: Principal;
  /** The API family or another label for where the request was served. */
  served: string;
  /** The unexpected error behind a 500; its stack goes into the line. */
  error?: unknown;
  /** What made the database too busy for a 503: logged with it, at warn level. */
  busyCause?: unknown;
  /** Probes hit every few seconds: their lines are debug so they do not drown the traffic. */
  quiet?: boolean;
  /** The call's trace, to follow it across instances. */
  trace?: { traceId?: string; spanId?: string };
}

// Query values can carry identifiers or, from careless callers, credentials; only the names are kept.
export function queryKeys(url: URL): string[] | undefined {
  const keys = [...new Set(url.searchParams.keys())].sort();
  return keys.length > 0 ? keys : undefined;
}

function principalFields(principal: Principal | undefined) {
  if (!principal || principal.via === "system") return {};
  return { principal: principal.username, principalKind: principal.kind, via: principal.via, orgId: principal.orgId };
}

/** One line per request: who asked for what, the answer and how long it took; never headers or bodies. */
export function logRequest(entry: RequestLogEntry): void {
  const url = typeof entry.url === "string" ? new URL(entry.url) : entry.url;
  const fields = {
    ...entry.trace,
    requestId: entry.requestId,
    method: entry.method,
    path: url.pathname,
    queryKeys: queryKeys(url),
    status: entry.status,
    durationMs: Math.round((performance.now() - entry.startedAt) * 10) / 10,
    served: entry.served,
    ...principalFields(entry.principal),
  };
  const log = logger();
  if (entry.error !== undefined) {
    const err = entry.error instanceof Error ? entry.error : new Error(String(entry.error));
    log.error({ ...fields, err }, "request failed");
  } else if (entry.busyCause !== undefined) {
    const err = entry.busyCause instanceof Error ? entry.busyCause : new Error(String(entry.busyCause));
    log.warn({ ...fields, err }, "database busy");
  } else if (entry.status >= 500) log.warn(fields, "request refused by the server");
  else if (entry.quiet) log.debug(fields, "request");
  else log.info(fields, "request");
}
