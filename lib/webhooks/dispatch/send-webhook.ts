import "server-only";
import http, { type IncomingHttpHeaders } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { guardedLookup, isForbiddenAddress, privateTargetsAllowed } from "../target-address.ts";

// One POST of a delivery: through the guarded lookup (the address connected to is the address checked), no
// redirect followed (node's http never follows one; a 3xx is a failure), a deadline over the whole attempt
// (lookup, connection, answer), and at most `logBodyBytes` of the answer read.

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  logBodyBytes: number;
}

export type SendError = "timeout" | "refused-target" | `connection: ${string}`;

export interface WebhookResponse {
  status: number | null;
  headers: Record<string, string>;
  body: string;
  error: SendError | null;
  durationMs: number;
}

class AttemptTimedOut extends Error {}

const flatHeaders = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(
    Object.entries(headers).flatMap(([name, value]) =>
      value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value]],
    ),
  );

function errorOf(error: unknown): SendError {
  if (error instanceof AttemptTimedOut) return "timeout";
  const code = (error as { code?: unknown }).code;
  if (code === "EWEBHOOKTARGET") return "refused-target";
  return `connection: ${typeof code === "string" ? code : error instanceof Error ? error.message : "failed"}`;
}

/** Sends the request and answers what came back; never throws. */
export function sendWebhook(request: WebhookRequest, signal?: AbortSignal): Promise<WebhookResponse> {
  const started = performance.now();
  const done = (partial: Omit<WebhookResponse, "durationMs">): WebhookResponse => ({
    ...partial,
    durationMs: Math.round(performance.now() - started),
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return Promise.resolve(done({ status: null, headers: {}, body: "", error: "connection: invalid URL" }));
  }
  // Node connects to an IP literal without a lookup, so the guarded lookup never sees it: checked here.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !privateTargetsAllowed() && isForbiddenAddress(host))
    return Promise.resolve(done({ status: null, headers: {}, body: "", error: "refused-target" }));
  const transport = url.protocol === "https:" ? https : url.protocol === "http:" ? http : null;
  if (!transport)
    return Promise.resolve(done({ status: null, headers: {}, body: "", error: "connection: unsupported scheme" }));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResponse, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      resolve(done(result));
    };
    const body = Buffer.from(request.body, "utf8");
    const outgoing = transport.request(url, {
      method: "POST",
      headers: { ...request.headers, "content-length": String(body.length) },
      lookup: guardedLookup,
      // A fresh connection each time: a pooled one would skip the lookup's check of a name's new address.
      agent: false,
    });
    const timer = setTimeout(() => outgoing.destroy(new AttemptTimedOut()), request.timeoutMs);
    const onAbort = () => outgoing.destroy(new Error("aborted"));
    signal?.addEventListener("abort", onAbort, { once: true });
    outgoing.on("error", (error) => finish({ status: null, headers: {}, body: "", error: errorOf(error) }));
    outgoing.on("response", (incoming) => {
      const status = incoming.statusCode ?? null;
      const headers = flatHeaders(incoming.headers);
      const chunks: Buffer[] = [];
      let kept = 0;
      const answer = () => finish({ status, headers, body: Buffer.concat(chunks).toString("utf8"), error: null });
      incoming.on("data", (chunk: Buffer) => {
        const room = request.logBodyBytes - kept;
        if (room > 0) chunks.push(chunk.subarray(0, room));
        kept += Math.min(room, chunk.length);
        // The log keeps no more, and the status is known: the rest is not worth waiting for.
        if (kept >= request.logBodyBytes) {
          answer();
          incoming.destroy();
        }
      });
      incoming.on("end", answer);
      // A body cut off after the status still answers with that status.
      incoming.on("error", answer);
      incoming.on("aborted", answer);
      incoming.on("close", answer);
    });
    outgoing.end(body);
  });
}
