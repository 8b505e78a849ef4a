import { REQUEST_ID_HEADER, requestIdOf } from "../http/request-id.ts";
import { logRequest } from "../logging/request-log.ts";

/** A probe's answer: never cached by a proxy, carries the request id, and writes a (debug) log line. */
export function healthResponse<Body extends { status: "ok" | "error" }>(
  request: Request,
  startedAt: number,
  body: Body,
  status = 200,
): Response {
  const requestId = requestIdOf(request);
  const response = Response.json(body, {
    status,
    headers: { "cache-control": "no-store", [REQUEST_ID_HEADER]: requestId },
  });
  logRequest({ requestId, method: request.method, url: request.url, status, startedAt, served: "health", quiet: true });
  return response;
}
