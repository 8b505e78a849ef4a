import { requestIdOf } from "../http/request-id.ts";
import { logRequest } from "./request-log.ts";

/**
 * The request line for a route handler that does not go through apiRoute (next-auth's sign-in routes).
 * A thrown error is left to instrumentation's onRequestError, which logs it with its stack.
 */
export function withRequestLog<Context>(
  served: string,
  handler: (request: Request, context: Context) => Promise<Response>,
) {
  return async (request: Request, context: Context): Promise<Response> => {
    const startedAt = performance.now();
    const response = await handler(request, context);
    logRequest({
      requestId: requestIdOf(request),
      method: request.method,
      url: request.url,
      status: response.status,
      startedAt,
      served,
    });
    return response;
  };
}
