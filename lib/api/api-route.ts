import type { z } from "zod";
import type { AccessGroup } from "../auth/access-groups.ts";
import { authenticateRequest } from "../auth/authenticate-request.ts";
import { assertAnyAccess, canRead, type Principal } from "../auth/principal.ts";
import { clientIp } from "../auth/client-ip.ts";
import { isDomainError, type ErrorItem } from "../errors/domain-error.ts";
import { databaseBusy, passwordChangeRequired, secondFactorEnrolmentRequired } from "../errors/catalogue.ts";
import { isDatabaseBusy } from "../db/database-busy.ts";
import { apiRateLimited, consumeApiQuota, peekApiQuota, type QuotaState } from "./api-rate-limit.ts";
import type { ApiFamily } from "./api-family.ts";
import type { IssueMapper } from "../validation/describe-issue.ts";
import { parseLenient } from "./parse-input.ts";
import { assertCleanUrlInputs } from "./query-params.ts";
import { readJsonBody, DEFAULT_BODY_LIMIT_BYTES } from "./read-json-body.ts";
import { REQUEST_ID_HEADER, requestIdOf } from "../http/request-id.ts";
import { logRequest } from "../logging/request-log.ts";
import { RetryLaterError } from "../errors/retry-later-error.ts";
import { beginIdempotentCall, type IdempotentCall } from "./idempotency.ts";
import type { Span } from "@opentelemetry/api";
import { observeRequest } from "../observability/request-metrics.ts";
import { countThrottleRefusal } from "../observability/throttle-metrics.ts";
import { routeTemplateOf } from "../observability/route-template.ts";
import { describeRequestSpan, inRequestSpan, spanIds } from "../observability/tracing.ts";

export interface RouteOptions {
  family: ApiFamily;
  /**
   * The access group the operation needs (any one of a list); "signed-in" needs only valid credentials;
   * "public" skips authentication.
   */
  access: AccessGroup | readonly AccessGroup[] | "public" | "signed-in";
  /** The operation only reads: the readonly group may call it as well as `access`. Never set on a write. */
  read?: boolean;
  /** The one operation a principal with a one-time password may call: changing it. */
  allowsOneTimePassword?: boolean;
  /** May be called by a user who must still enrol a second factor: enrolment itself, and their sessions. */
  allowsPendingEnrolment?: boolean;
  maxBodyBytes?: number;
  /** Answers (errors included) carry secrets such as tokens: no cache may keep them. */
  noStore?: boolean;
}

export interface RouteContext<Params> {
  request: Request;
  url: URL;
  params: Params;
  requestId: string;
  principal: Principal;
  /** Reads the JSON body and parses it with the operation's shared zod schema (and the original's leniency). */
  body<S extends z.ZodType>(schema: S, mapIssue?: IssueMapper): Promise<z.output<S>>;
  /** The unknown properties the body parse ignored, by path, for families whose answers carry warnings. */
  ignoredFields(): readonly string[];
}

type Handler<Params> = (ctx: RouteContext<Params>) => Promise<Response>;

const PUBLIC_PRINCIPAL: Principal = Object.freeze({
  userId: 0,
  username: "",
  displayName: "",
  kind: "API_CLIENT",
  orgId: 0,
  access: new Set<AccessGroup>(),
  via: "system",
}) as Principal;

export function json(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers });
}

function errorResponse(family: ApiFamily, items: ErrorItem[], status: number): Response {
  const headers: HeadersInit = status === 401 ? { "www-authenticate": 'Basic realm="loyalty", Bearer' } : {};
  return json(family.renderErrors(items, status), status, headers);
}

/**
 * Every route handler of the API: authenticate, enforce the access group, parse the body with a size
 * limit, run the handler, and render any refusal in the family's envelope. Unexpected errors become a
 * 500 that names only the request id; the details go to the log.
 */
export function apiRoute<Params extends Record<string, string> = Record<string, never>>(
  options: RouteOptions,
  handler: Handler<Params>,
) {
  const templateOf = routeTemplateOf();
  const serve = async (request: Request, context: { params: Promise<Params> } | undefined, span: Span) => {
    const requestId = requestIdOf(request);
    const startedAt = performance.now();
    const url = new URL(request.url);
    const ip = clientIp(request.headers);
    let params: Params | undefined;
    let response: Response;
    let quota: QuotaState | undefined;
    let principal: Principal | undefined;
    let unexpected: unknown;
    let busy: unknown;
    let idempotent: IdempotentCall | null = null;
    try {
      if (options.access !== "public") {
        // The IP's quota, which refused calls use up, is enforced before any credential is checked.
        const before = await peekApiQuota(`ip:${ip}`);
        if (!before.allowed) {
          countThrottleRefusal("rate_limit");
          throw apiRateLimited((quota = before));
        }
      }
      principal = options.access === "public" ? PUBLIC_PRINCIPAL : await authenticateRequest(request, requestId);
      quota = await consumeApiQuota(options.access === "public" ? `ip:${ip}` : `principal:${principal.userId}`);
      if (!quota.allowed) {
        countThrottleRefusal("rate_limit");
        throw apiRateLimited(quota);
      }
      if (principal.mustChangePassword && !options.allowsOneTimePassword) throw passwordChangeRequired();
      if (principal.mustEnrolSecondFactor && !options.allowsPendingEnrolment) throw secondFactorEnrolmentRequired();
      if (options.access !== "public" && options.access !== "signed-in") {
        const groups = typeof options.access === "string" ? [options.access] : options.access;
        // A refusal names the operation's own groups: readonly is the auditors' way in, not the usual one.
        if (!(options.read && canRead(principal, groups))) assertAnyAccess(principal, groups);
      }
      params = ((await context?.params) ?? {}) as Params;
      assertCleanUrlInputs(url, params);
      idempotent = await beginIdempotentCall(request, principal, options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES, {
        sealAnswer: options.noStore,
      });
      const ignored: string[] = [];
      response =
        idempotent?.replay ??
        (await handler({
          request,
          url,
          params,
          requestId,
          // The request id travels with the principal so domain code can audit it without knowing HTTP.
          principal: { ...principal, requestId },
          body: async (schema, mapIssue) => {
            const raw = await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_BODY_LIMIT_BYTES);
            const parsed = parseLenient(schema, raw, mapIssue);
            ignored.push(...parsed.ignored);
            return parsed.data;
          },
          ignoredFields: () => ignored,
        }));
    } catch (error) {
      if (isDomainError(error)) {
        response = errorResponse(options.family, error.toItems(), error.status);
        if (error instanceof RetryLaterError) response.headers.set("retry-after", String(error.retryAfterSeconds));
      } else if (isDatabaseBusy(error)) {
        // Load, not a fault: a 503 the caller may retry. Kept from the Idempotency-Key like a failure, so the
        // retry runs the call again.
        busy = error;
        response = errorResponse(options.family, databaseBusy().toItems(), 503);
        response.headers.set("retry-after", "1");
      } else {
        unexpected = error;
        response = errorResponse(
          options.family,
          [{ code: 500, message: `Internal server error (request id ${requestId}).` }],
          500,
        );
      }
    }
    if (idempotent && !idempotent.replay)
      await idempotent
        .complete(response, unexpected !== undefined || busy !== undefined)
        .catch((error: unknown) => void (unexpected ??= error));
    if (!response.headers.has(REQUEST_ID_HEADER)) response.headers.set(REQUEST_ID_HEADER, requestId);
    if (options.noStore) {
      response.headers.set("cache-control", "no-store");
      response.headers.set("pragma", "no-cache");
    }
    // A call refused before the quota was consulted (bad credentials, a lockout) counts against its IP.
    quota ??= await consumeApiQuota(`ip:${ip}`);
    for (const [name, value] of Object.entries(quota.headers)) response.headers.set(name, value);
    const route = templateOf(url.pathname, params ?? (await context?.params));
    observeRequest(options.family.name, route, request.method, response.status, (performance.now() - startedAt) / 1000);
    describeRequestSpan(span, request.method, route, options.family.name, response.status);
    logRequest({
      requestId,
      method: request.method,
      url,
      status: response.status,
      startedAt,
      principal,
      served: options.family.name,
      error: unexpected,
      busyCause: busy,
      trace: spanIds(span),
    });
    return response;
  };
  const route = (request: Request, context?: { params: Promise<Params> }): Promise<Response> =>
    inRequestSpan(request, (span) => serve(request, context, span));
  // Readable so the console's server actions can be checked against the routes they stand in for.
  return Object.assign(route, { options: options as Readonly<RouteOptions> });
}
