import { DomainError, type ErrorOrigin } from "./domain-error.ts";

/** A 429: the caller may try again after `retryAfterSeconds` (sent as Retry-After). */
export class RetryLaterError extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number, origin?: ErrorOrigin) {
    super(429, message, 429, undefined, origin);
    this.name = "RetryLaterError";
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}
