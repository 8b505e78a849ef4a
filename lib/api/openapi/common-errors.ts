import {
  accessDenied, authenticationFailed, bodyTooLarge, invalidInput, malformedJson, tokenInvalid, unsupportedMediaType,
} from "../../errors/common-errors.ts";
import { documented, type DocumentedError, type OperationDoc } from "./operation-doc.ts";

// The refusals lib/api/api-route.ts gives any operation, by what the operation takes.

const INTERNAL_ERROR: DocumentedError = { status: 500, code: 500, message: "Internal server error (request id …)." };

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
  errors.push(INTERNAL_ERROR);
  return errors;
}
