import type { z } from "zod";
import type { AccessGroup } from "../../auth/access-groups.ts";
import type { ErrorItem } from "../../errors/domain-error.ts";
import type { ErrorEnvelope } from "./error-envelopes.ts";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** A refusal an operation may answer with: the HTTP status, the family's code and a sample message. */
export interface DocumentedError extends ErrorItem {
  status: number;
}

/**
 * One operation of the API as the reference documents it. Request schemas are the very zod schemas the
 * route handler parses with; the error list is built from the same DomainError factories it throws.
 */
export interface OperationDoc {
  method: HttpMethod;
  /** OpenAPI path template: the route folder with [param] written {param}. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** The operation's rules beyond its schema (markdown, from lib/api/openapi/notes/), after the description. */
  notes?: string;
  /** "signed-in": valid credentials, no access group. */
  access: AccessGroup | readonly AccessGroup[] | "public" | "signed-in";
  /** The one operation a caller with a one-time password may call (its change); every other refuses it. */
  allowsOneTimePassword?: boolean;
  /** May be called by a user who must still enrol a second factor (enrolment, their sessions). */
  allowsPendingEnrolment?: boolean;
  envelope: ErrorEnvelope;
  /** Path parameters with a value that works on the demo data (ids of rows the examples create say so). */
  pathParams?: Readonly<Record<string, string>>;
  /**
   * Query parameters: each property of a schema's input is one parameter. Several schemas are alternative
   * forms of the operation (GET /v1.1/product/get), so none of their parameters is required.
   */
  query?: readonly z.ZodType[];
  queryExample?: Readonly<Record<string, string>>;
  body?: {
    /** What the handler parses with. */
    schema: z.ZodType;
    /** A more telling schema for the reader where the handler validates in two steps (products). */
    documentedAs?: z.ZodType;
    /** A body that works on a fresh demo database (see docs/demo-data.md). */
    example: unknown;
  };
  success: { status: number; description: string; schema: z.ZodType };
  /** Batch operations answer with their own body, not the envelope, when every item is refused. */
  batchErrorBody?: z.ZodType;
  /** Refusals of this operation beyond those every operation shares (sign-in, access, bad input, 500). */
  errors: readonly DocumentedError[];
}

type Refusal = { status: number; code: number; message: string };

/** The status, code and message of a DomainError (or a per-item error with its status). */
export function documented(...errors: Refusal[]): DocumentedError[] {
  return errors.map(({ status, code, message }) => ({ status, code, message }));
}

/** What the operations of one group share: where the reference lists them, who may call them, how they refuse. */
export type OperationDefaults = Pick<OperationDoc, "tag" | "access" | "envelope"> &
  Pick<Partial<OperationDoc>, "allowsPendingEnrolment">;

/**
 * An operation as its group lists it: what it shares with the group left out (it may override it), and its
 * refusals left out when it has none beyond those every operation shares.
 */
export type GroupedOperation<Shared extends Partial<OperationDefaults> = OperationDefaults> = Omit<
  OperationDoc,
  keyof Shared | "errors"
> &
  Partial<OperationDefaults> &
  Partial<Pick<OperationDoc, "errors">>;

/**
 * The operations of one group with what they share (some or all of OperationDefaults) filled in; each operation
 * states the defaults the group does not share, and may override those it does.
 */
export function operationGroup<Shared extends Partial<OperationDefaults>>(
  shared: Shared,
  operations: readonly GroupedOperation<Shared>[],
): OperationDoc[] {
  // Every field of OperationDefaults the group does not share is required of each operation (the type above).
  return operations.map(
    ({ errors = [], ...operation }) => ({ ...shared, ...operation, errors }) as unknown as OperationDoc,
  );
}

/** Every operation answers success with 200; the entry says what the body is. */
export function ok(description: string, schema: z.ZodType): OperationDoc["success"] {
  return { status: 200, description, schema };
}

/** One query schema, with parameter values that work on the demo data. */
export function queried(
  schema: z.ZodType,
  example: Readonly<Record<string, string>>,
): Pick<OperationDoc, "query" | "queryExample"> {
  return { query: [schema], queryExample: example };
}

/** One resource's address: its path template, parameters that work on the demo data, and its 404. */
export interface ResourceAddress {
  path: string;
  pathParams: Readonly<Record<string, string>>;
  notFound: Refusal;
}

/** An operation on a resource: `subpath` follows the resource's path; its own refusals follow the 404. */
export type ResourceOperation = Omit<Partial<OperationDoc>, "path" | "pathParams"> & { subpath?: string };

/** The operations on one resource share its path, its demo parameters and its not-found refusal (listed first). */
export function resourceOperations<Operation extends ResourceOperation>(
  resource: ResourceAddress,
  operations: readonly Operation[],
): (Omit<Operation, "subpath" | "errors"> & Pick<OperationDoc, "path" | "pathParams" | "errors">)[] {
  return operations.map(({ subpath = "", errors = [], ...operation }) => ({
    ...operation,
    path: resource.path + subpath,
    pathParams: resource.pathParams,
    errors: [...documented(resource.notFound), ...errors],
  }));
}
