import {
  accessDenied, authenticationFailed, bodyTooLarge, invalidInput, malformedJson, tokenInvalid, unsupportedMediaType,
} from "../../errors/common-errors.ts";
import { RetryLaterError, tooManyAuthFailures } from "../../errors/retry-later-error.ts";
import { idempotencyKeyInFlight, idempotencyKeyReused, invalidIdempotencyKey } from "../idempotency.ts";
import { documented, type DocumentedError, type OperationDoc } from "./operation-doc.ts";

// The refusals lib/api/api-route.ts gives any operation, by what the operation takes.

const INTERNAL_ERROR: DocumentedError = { status: 500, code: 500, message: "Internal server error (request id …)." };
const RATE_LIMITED = new RetryLaterError("Rate limit exceeded: at most RATE_LIMIT_PER_MINUTE calls per minute. Try again in … seconds.", 1);

/** POST and PUT of a signed-in caller honour Idempotency-Key (lib/api/idempotency.ts). */
export const takesIdempotencyKey = (op: OperationDoc) => op.access !== "public" && (op.method === "post" || op.method === "put");

export function commonErrors(op: OperationDoc): DocumentedError[] {
  const errors: DocumentedError[] = [];
  if (op.access !== "public") {
    const groups = typeof op.access === "string" ? [op.access] : op.access;
    errors.push(...documented(authenticationFailed(), tokenInvalid(), accessDenied(groups.join(" or "))));
  }
  if (op.body || op.query) errors.push(...documented(invalidInput("<field>: <what is wrong>")));
  if (op.body) {
    const tooLarge = bodyTooLarge(0);
    errors.push(
      ...documented(malformedJson("<parser message>"), unsupportedMediaType()),
      { status: tooLarge.status, code: tooLarge.code, message: "Request body exceeds the operation's size limit." },
    );
  }
  if (takesIdempotencyKey(op)) errors.push(...documented(invalidIdempotencyKey(), idempotencyKeyReused(), idempotencyKeyInFlight()));
  errors.push(...documented(RATE_LIMITED, tooManyAuthFailures(60)), INTERNAL_ERROR);
  return errors;
}
