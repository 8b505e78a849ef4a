import type { CatalogueEntry, MessageParams } from "./define-error.ts";

/**
 * HTTP statuses a domain error may carry; the API family wrappers render the code and message. 500 only
 * for the items of a batch that stopped part-way (lib/requests/request-outcome.ts); 200 only for the
 * refusals the original answers with HTTP 200 and its failure body (the rewards gateway's 3004 and 5007).
 */
export type ErrorStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** The catalogue row an error was made from and the values filled into its message. */
export interface ErrorOrigin {
  entry: CatalogueEntry;
  params: MessageParams;
}

export interface ErrorItem {
  code: number;
  message: string;
  /** Its catalogue row, for an item made by defineItem (not enumerable: no answer carries it). */
  readonly origin?: ErrorOrigin;
}

/**
 * A refusal the caller can act on: a spec code, a user-safe message and the HTTP status it maps to.
 * Anything else thrown is a bug and becomes a 500 that leaks nothing.
 */
export class DomainError extends Error {
  readonly code: number;
  readonly status: ErrorStatus;
  readonly field?: string;
  /** Its catalogue row and message values, so the console words it without reading the message back. */
  readonly origin?: ErrorOrigin;

  constructor(code: number, message: string, status: ErrorStatus = 400, field?: string, origin?: ErrorOrigin) {
    super(message);
    this.name = "DomainError";
    this.code = code;
    this.status = status;
    this.field = field;
    this.origin = origin;
  }

  toItem(): ErrorItem {
    return { code: this.code, message: this.message };
  }

  /** Every item the refusal answers with: one, unless it gathers several (DomainErrors). */
  toItems(): ErrorItem[] {
    return [this.toItem()];
  }
}

/** Several refusals of one call answered together (each reason a new password fails the policy for). */
export class DomainErrors extends DomainError {
  readonly errors: readonly DomainError[];

  constructor(errors: readonly [DomainError, ...DomainError[]]) {
    const [first] = errors;
    super(first.code, first.message, first.status, first.field, first.origin);
    this.name = "DomainErrors";
    this.errors = errors;
  }

  override toItems(): ErrorItem[] {
    return this.errors.map((error) => error.toItem());
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
