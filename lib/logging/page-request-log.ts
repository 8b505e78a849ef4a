import { logger } from "./logger.ts";
import { queryKeys } from "./request-log.ts";

/**
 * Console pages and server actions, logged by the proxy as they pass: Next.js offers no hook after a page
 * has rendered, so these lines carry no status or duration unless the proxy answers itself (the sign-in
 * redirect). Their failures are logged with stack and request id by instrumentation's onRequestError.
 */
export function logPageRequest(
  request: Request,
  requestId: string,
  redirectStatus?: number,
  message = redirectStatus ? "redirected to sign-in" : "page request",
): void {
  const url = new URL(request.url);
  const fields = {
    requestId,
    method: request.method,
    path: url.pathname,
    queryKeys: queryKeys(url),
    status: redirectStatus,
    served: request.headers.has("next-action") ? "action" : "page",
  };
  // Link prefetches are the browser's guesses, not a person's requests.
  if (request.headers.has("next-router-prefetch")) logger().debug(fields, message);
  else logger().info(fields, message);
}
