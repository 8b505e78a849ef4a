import { documented, type DocumentedError, type OperationDoc } from "./operation-doc.ts";
import {
  accessDenied,
  authenticationFailed,
  bodyTooLarge,
  idempotencyKeyInFlight,
  idempotencyKeyReused,
  invalidIdempotencyKey,
  invalidInput,
  malformedJson,
  passwordChangeRequired,
  rateLimited,
  secondFactorEnrolmentRequired,
  tokenInvalid,
  tooManyAuthFailures,
  unsupportedMediaType,
} from "../../errors/catalogue.ts";
import { formatMessage } from "../../errors/define-error.ts";
import { MAX_IDEMPOTENCY_KEY_LENGTH } from "../idempotency.ts";

// The refusals lib/api/api-route.ts gives any operation, by what the operation takes.

const INTERNAL_ERROR: DocumentedError = { status: 500, code: 500, message: "Internal server error (request id …)." };
const RATE_LIMITED: DocumentedError = {
  status: 429,
  code: rateLimited.code,
  message: formatMessage(rateLimited, { perMinute: "RATE_LIMIT_PER_MINUTE", seconds: "…" }),
};

/** POST, PUT and PATCH of a signed-in caller honour Idempotency-Key (lib/api/idempotency.ts). */
export const takesIdempotencyKey = (op: OperationDoc) =>
  op.access !== "public" && (op.method === "post" || op.method === "put" || op.method === "patch");

export function commonErrors(op: OperationDoc): DocumentedError[] {
  const errors: DocumentedError[] = [];
  if (op.access !== "public") errors.push(...documented(authenticationFailed(), tokenInvalid()));
  if (op.access !== "public" && op.access !== "signed-in") {
    const groups = typeof op.access === "string" ? [op.access] : op.access;
    errors.push(...documented(accessDenied(groups.join(" or "))));
  }
  if (op.access !== "public" && !op.allowsOneTimePassword) errors.push(...documented(passwordChangeRequired()));
  if (op.access !== "public" && !op.allowsPendingEnrolment) errors.push(...documented(secondFactorEnrolmentRequired()));
  if (op.body || op.query || op.pathParams) errors.push(...documented(invalidInput("<field>: <what is wrong>")));
  if (op.body) {
    const tooLarge = bodyTooLarge(0);
    errors.push(...documented(malformedJson("<parser message>"), unsupportedMediaType()), {
      status: tooLarge.status,
      code: tooLarge.code,
      message: "Request body exceeds the operation's size limit.",
    });
  }
  if (takesIdempotencyKey(op))
    errors.push(
      ...documented(
        invalidIdempotencyKey(MAX_IDEMPOTENCY_KEY_LENGTH),
        idempotencyKeyReused(),
        idempotencyKeyInFlight(),
      ),
    );
  errors.push(...documented(RATE_LIMITED, tooManyAuthFailures(60)), INTERNAL_ERROR);
  return errors;
}
