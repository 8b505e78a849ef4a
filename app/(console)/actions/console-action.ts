import "server-only";
import { cookies, headers } from "next/headers";
import type { z } from "zod";
import { consumeApiQuota, apiRateLimited } from "@/lib/api/api-rate-limit.ts";
import type { AccessGroup } from "@/lib/auth/access-groups.ts";
import { clientIp } from "@/lib/auth/client-ip.ts";
import { assertAnyAccess, type Principal } from "@/lib/auth/principal.ts";
import { principalFromSessionToken, SESSION_COOKIES } from "@/lib/auth/sessions/session-cookie.ts";
import {
  authenticationFailed,
  bodyTooLarge,
  passwordChangeRequired,
  secondFactorEnrolmentRequired,
} from "@/lib/errors/catalogue.ts";
import { isDomainError } from "@/lib/errors/domain-error.ts";
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

/** What a console action does, as thin as a route handler: who may, the shared schema, one domain call. */
export interface ConsoleOperation<S extends z.ZodType, T> {
  /** The access group the matching API route checks (any one of a list), or "signed-in". */
  access: AccessGroup | readonly AccessGroup[] | "signed-in";
  schema: S;
  /** The operation's own codes for schema issues, as its route maps them. */
  mapIssue?: IssueMapper;
  allowsOneTimePassword?: boolean;
  allowsPendingEnrolment?: boolean;
  /** The route's body limit, where it sets one below the default. */
  maxInputBytes?: number;
  /** `id` is the row the route names in its path: NaN when it is not one, which every lookup answers as not found. */
  run: (principal: Principal, input: z.output<S>, id: number, call: ConsoleCall) => Promise<T>;
}

/** What a server action knows of the call it serves. */
export interface ConsoleCall {
  sessionToken: string | undefined;
  /** The caller's address, for the operations that record it (a password change). */
  ip?: string;
}

async function signedInPrincipal(sessionToken: string | undefined, operation: ConsoleOperation<z.ZodType, unknown>) {
  const principal = await principalFromSessionToken(sessionToken);
  if (!principal) throw authenticationFailed();
  const quota = await consumeApiQuota(`principal:${principal.userId}`);
  if (!quota.allowed) throw apiRateLimited(quota);
  if (principal.mustChangePassword && !operation.allowsOneTimePassword) throw passwordChangeRequired();
  if (principal.mustEnrolSecondFactor && !operation.allowsPendingEnrolment) throw secondFactorEnrolmentRequired();
  if (operation.access !== "signed-in")
    assertAnyAccess(principal, typeof operation.access === "string" ? [operation.access] : operation.access);
  return { ...principal, requestId: crypto.randomUUID() };
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
  try {
    const principal = await signedInPrincipal(call.sessionToken, operation as ConsoleOperation<z.ZodType, unknown>);
    if (operation.maxInputBytes && Buffer.byteLength(JSON.stringify(input) ?? "") > operation.maxInputBytes)
      throw bodyTooLarge(operation.maxInputBytes);
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
    logger().error({ err: error }, "console action failed unexpectedly");
    return UNEXPECTED_OUTCOME;
  }
}

/** The session cookie and address of the call a server action serves. */
export async function consoleCall(): Promise<ConsoleCall> {
  const jar = await cookies();
  return {
    sessionToken: SESSION_COOKIES.map((name) => jar.get(name)?.value).find(Boolean),
    ip: clientIp(await headers()),
  };
}
