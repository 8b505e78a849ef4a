import "server-only";
import { cookies, headers } from "next/headers";
import { z } from "zod";
import { consumeApiQuota, apiRateLimited, peekApiQuota } from "@/lib/api/api-rate-limit.ts";
import { DEFAULT_BODY_LIMIT_BYTES } from "@/lib/api/read-json-body.ts";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { publicOriginOfPage } from "@/lib/auth/sso/public-origin.ts";
import { assertAnyAccess, type Principal } from "@/lib/auth/principal.ts";
import { principalFromSessionToken, SESSION_COOKIES } from "@/lib/auth/sessions/session-cookie.ts";
import {
  authenticationFailed,
  bodyTooLarge,
  passwordChangeRequired,
  secondFactorEnrolmentRequired,
} from "@/lib/errors/catalogue.ts";
import { isDomainError } from "@/lib/errors/domain-error.ts";
import { requestIdFrom } from "@/lib/http/request-id.ts";
import {
  invalidInputOutcome,
  refusedOutcome,
  UNEXPECTED_OUTCOME,
  type DomainOutcome,
} from "@/lib/errors/domain-outcome.ts";
import type { IssueMapper } from "@/lib/validation/describe-issue.ts";
import { parseIdParam } from "@/lib/validation/id-param.ts";
import { assertCleanInput } from "@/lib/validation/input-strings.ts";
import { lenientSafeParse } from "@/lib/validation/lenient-parse.ts";
import { logger } from "@/lib/logging/logger.ts";

/** The routes that take no body read none: an action sends nothing. */
export const NO_INPUT = z.undefined();

/** What a console action does, as thin as a route handler: who may, the shared schema, one domain call. */
export interface ConsoleOperation<S extends z.ZodType, T> {
  /** The access group the matching API route checks (any one of a list), or "signed-in". */
  access: AccessGroup | readonly AccessGroup[] | "signed-in";
  schema: S;
  /** The operation's own codes for schema issues, as its route maps them. */
  mapIssue?: IssueMapper;
  allowsOneTimePassword?: boolean;
  allowsPendingEnrolment?: boolean;
  /** The route's body limit, where it sets one below the API's default. */
  maxInputBytes?: number;
  /** `id` is the row the route names in its path: NaN when it is not one, which every lookup answers as not found. */
  run: (principal: Principal, input: z.output<S>, id: number, call: ConsoleCall) => Promise<T>;
}

/** What a server action knows of the call it serves. */
export interface ConsoleCall {
  sessionToken: string | undefined;
  /** The caller's address: its quota, and the operations that record it (a password change). */
  ip?: string;
  /** The id proxy.ts gave the request, so audit entries and logs match its log line. */
  requestId?: string;
  /** The browser's `sec-fetch-site`, when it sends one. */
  fetchSite?: string | null;
  /** The page's origin (scheme://host[:port]): what passkeys bind to and single sign-on's addresses start with. */
  origin?: string;
}

async function signedInPrincipal(call: ConsoleCall, operation: ConsoleOperation<z.ZodType, unknown>) {
  // As the API does: the IP's quota is checked before the session, and a call refused before its user
  // is known uses it up.
  const ipPartition = `ip:${call.ip ?? "unknown"}`;
  const before = await peekApiQuota(ipPartition);
  if (!before.allowed) throw apiRateLimited(before);
  // Like the API's console path: a cross-site call never rides on the session cookie.
  const principal =
    call.fetchSite && call.fetchSite !== "same-origin" ? null : await principalFromSessionToken(call.sessionToken);
  if (!principal) {
    await consumeApiQuota(ipPartition);
    throw authenticationFailed();
  }
  const quota = await consumeApiQuota(`principal:${principal.userId}`);
  if (!quota.allowed) throw apiRateLimited(quota);
  if (principal.mustChangePassword && !operation.allowsOneTimePassword) throw passwordChangeRequired();
  if (principal.mustEnrolSecondFactor && !operation.allowsPendingEnrolment) throw secondFactorEnrolmentRequired();
  if (operation.access !== "signed-in")
    assertAnyAccess(principal, typeof operation.access === "string" ? [operation.access] : operation.access);
  return { ...principal, requestId: call.requestId ?? crypto.randomUUID() };
}

/**
 * Runs an operation for the session the token names and answers a domain outcome: refusals in the
 * catalogue's terms with their field, an unexpected failure logged and answered with its code only.
 */
export async function performConsoleOperation<S extends z.ZodType, T>(
  call: ConsoleCall,
  operation: ConsoleOperation<S, T>,
  input: unknown,
  id?: number,
): Promise<DomainOutcome<T>> {
  let principal: Principal | undefined;
  try {
    principal = await signedInPrincipal(call, operation as ConsoleOperation<z.ZodType, unknown>);
    const limit = operation.maxInputBytes ?? DEFAULT_BODY_LIMIT_BYTES;
    if (Buffer.byteLength(JSON.stringify(input) ?? "") > limit) throw bodyTooLarge(limit);
    assertCleanInput(input);
    const parsed = lenientSafeParse(operation.schema, input);
    if (!parsed.success) {
      const mapped = parsed.issues.map((issue) => operation.mapIssue?.(issue, parsed.input)).find(Boolean);
      if (mapped) return refusedOutcome(mapped);
      return invalidInputOutcome(parsed.issues);
    }
    return { ok: true, data: await operation.run(principal, parsed.data, parseIdParam(String(id)), call) };
  } catch (error) {
    if (isDomainError(error)) return refusedOutcome(error);
    const who = principal && { userId: principal.userId, orgId: principal.orgId };
    logger().error(
      { err: error, requestId: principal?.requestId ?? call.requestId, ...who },
      "console action failed unexpectedly",
    );
    return UNEXPECTED_OUTCOME;
  }
}

/** The session cookie and address of the call a server action serves. */
export async function consoleCall(): Promise<ConsoleCall> {
  const jar = await cookies();
  const given = await headers();
  return {
    sessionToken: SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean),
    ip: clientIp(given),
    requestId: requestIdFrom(given),
    fetchSite: given.get("sec-fetch-site"),
    // Next.js refuses a server action whose Origin differs from the host, so the browser's Origin is the page's.
    origin: given.get("origin") ?? (await publicOriginOfPage()),
  };
}

/** A server action's body: the operation, run for the call the action serves. */
export async function runConsoleAction<S extends z.ZodType, T>(
  operation: ConsoleOperation<S, T>,
  input: unknown,
  id?: number,
): Promise<DomainOutcome<T>> {
  return performConsoleOperation(await consoleCall(), operation, input, id);
}
