import { REQUEST_ID_HEADER } from "../http/request-id.ts";
import { logger } from "./logger.ts";

/** What Next.js passes to instrumentation's onRequestError (a subset; see next's Instrumentation types). */
export interface FailedRequest {
  path: string;
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

/**
 * Errors Next.js caught outside the API wrapper (pages, server actions, other route handlers): one error
 * line with the stack and the request id the proxy gave the request, so it matches the user's 500 page.
 */
export function logRequestError(
  error: unknown,
  request: FailedRequest,
  context: { routeType: string; routePath: string },
): void {
  const header = request.headers[REQUEST_ID_HEADER];
  const err = error instanceof Error ? error : new Error(String(error));
  const digest = (error as { digest?: unknown } | null)?.digest;
  logger().error(
    {
      requestId: typeof header === "string" ? header : undefined,
      method: request.method,
      path: request.path.split("?")[0],
      served: context.routeType,
      route: context.routePath,
      digest: typeof digest === "string" ? digest : undefined,
      err,
    },
    "request failed",
  );
}
