import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

// A webhook receiver for tests: a node http server on 127.0.0.1 that records every request and verifies
// each with the `standardwebhooks` package against every secret it was given (a delivery must verify with
// each, as during a rotation both signatures must). What it answers is scripted per request.

export type Answer = { status: number; headers?: Record<string, string>; body?: string } | "hang";

export interface ReceivedDelivery {
  id: string;
  timestamp: string;
  signature: string;
  headers: Record<string, string>;
  body: string;
  /** Verified with every secret of `secrets` (standardwebhooks' own verify). */
  verified: boolean;
  verifyError: string | null;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedDelivery[];
  /** Secrets every delivery must verify with (set them before the delivery arrives). */
  secrets: string[];
  /** Answers for the next requests, in order; once used up, `fallback`. */
  script: Answer[];
  fallback: Answer;
  /** Resolves once `count` requests have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedDelivery[]>;
  /** Ends hanging requests and closes the server. */
  close(): Promise<void>;
}

function flat(message: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers))
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : value;
  return headers;
}

function verify(secrets: readonly string[], body: string, headers: Record<string, string>): string | null {
  if (secrets.length === 0) return "no secret to verify with";
  for (const secret of secrets) {
    try {
      new Webhook(secret).verify(body, headers);
    } catch (error) {
      return `${secret.slice(0, 12)}…: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  return null;
}

export async function startWebhookReceiver(options: { secrets?: string[]; fallback?: Answer } = {}) {
  const hanging = new Set<ServerResponse>();
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  const receiver: WebhookReceiver = {
    url: "",
    port: 0,
    received: [],
    secrets: options.secrets ?? [],
    script: [],
    fallback: options.fallback ?? { status: 200, body: "ok" },
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        if (receiver.received.length >= count) return resolve(receiver.received);
        const timer = setTimeout(
          () => reject(new Error(`receiver got ${receiver.received.length} of ${count} requests`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(receiver.received);
          },
        });
      }),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const headers = flat(request);
      const verifyError = verify(receiver.secrets, body, headers);
      receiver.received.push({
        id: headers["webhook-id"] ?? "",
        timestamp: headers["webhook-timestamp"] ?? "",
        signature: headers["webhook-signature"] ?? "",
        headers,
        body,
        verified: verifyError === null,
        verifyError,
        at: Date.now(),
      });
      for (const waiter of [...waiters])
        if (receiver.received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      const answer = receiver.script.shift() ?? receiver.fallback;
      if (answer === "hang") {
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      }
      response.writeHead(answer.status, { "content-type": "text/plain", ...answer.headers });
      response.end(answer.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${receiver.port}/hooks`;
  return receiver;
}
