import { z } from "zod";
import { amountText, transactionDetailsSchema } from "../transactions/transaction-details.ts";
import { queryBoolean } from "../validation/query-boolean.ts";
import { queryInt } from "../validation/query-int.ts";
import { ROW_ID_DIGITS } from "../validation/id-param.ts";
import { decodeRequestCursor } from "./request-cursor.ts";

// Client-safe (zod only): the console forms reuse these through zodResolver.

export const REQUEST_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_TYPES = ["TRANSACTION", "CHANGE_IDENTIFIER", "GOODWILL", "TRANSACTION_UPDATE"] as const;
export const BASE_TYPES_BY_TYPE = {
  TRANSACTION: ["REGULAR_TXN_ADD"],
  CHANGE_IDENTIFIER: ["MOBILE", "EMAIL", "EXTERNAL_ID", "MERGE"],
  GOODWILL: ["POINTS", "COUPON"],
  TRANSACTION_UPDATE: ["RETRO"],
} as const satisfies Record<(typeof REQUEST_TYPES)[number], readonly string[]>;
// REALLOCATION (in the spec's approve enum) is left out: nothing public says what such a request carries,
// so none can be created, and an approval naming it is refused per item.
export const BASE_TYPES = [
  "REGULAR_TXN_ADD",
  "MOBILE",
  "EMAIL",
  "EXTERNAL_ID",
  "MERGE",
  "POINTS",
  "COUPON",
  "RETRO",
] as const;

export const MAX_BATCH_ITEMS = 100;

const text = (max: number) => z.string().max(max, `at most ${max} characters`);
// Goodwill of zero points would be an approval that credits nothing: a rejection in disguise.
const pointsText = amountText.refine((value) => Number(value) > 0, "must be greater than zero");
// A v1.1 body id, a number or written as idParam writes one, is kept as sent: the item is echoed and stored as
// it came. An id naming no row is answered by its lookup as not found (isRowId), as a path id is.
const digitsId = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z.string().regex(ROW_ID_DIGITS, "must be a numeric id"),
]);

export const transactionRequestSchema = z
  .object({
    type: z.literal("TRANSACTION"),
    baseType: z.literal("REGULAR_TXN_ADD"),
    customerIdentificationInfo: z
      .object({
        identifierType: z.enum(["mobile", "email", "externalId", "cardnumber", "id"]),
        identifierValue: z.string().trim().min(1, "must not be empty").max(100, "at most 100 characters"),
        source: text(30).optional(),
      })
      .strict(),
    transaction: transactionDetailsSchema.optional(),
  })
  .strict();
export type TransactionRequestInput = z.output<typeof transactionRequestSchema>;

export const MERGE_IDENTIFIER_FIELDS = ["id", "mobile", "email", "externalId"] as const;
/**
 * A customer named by any of its identifiers. `accountId` (in the spec's list) is the account of a source
 * that has several, not an identifier of the customer: given beside an identifier it is accepted and not
 * used; given alone it names nobody, and is refused naming the field rather than answered with 9042.
 */
export const customerRefSchema = z
  .object({
    id: z.string().trim().max(100).optional(),
    mobile: z.string().trim().max(100).optional(),
    email: z.string().trim().max(100).optional(),
    externalId: z.string().trim().max(100).optional(),
    accountId: z.string().trim().max(100).optional(),
  })
  .strict()
  .superRefine((ref, ctx) => {
    if (MERGE_IDENTIFIER_FIELDS.some((field) => ref[field])) return;
    ctx.addIssue(
      ref.accountId
        ? {
            code: "custom",
            path: ["accountId"],
            message:
              "accountId is a source account, not a customer identifier: also give mobile, email, externalId or id",
          }
        : { code: "custom", message: "at least one of mobile, email, externalId, id is required" },
    );
  });
export type CustomerRef = z.output<typeof customerRefSchema>;

export const mergeRequestSchema = z
  .object({
    type: z.literal("CHANGE_IDENTIFIER"),
    baseType: z.literal("MERGE"),
    victimCustomer: customerRefSchema,
    survivorCustomer: customerRefSchema,
  })
  .strict();
export type MergeRequestInput = z.output<typeof mergeRequestSchema>;

export const createRequestSchema = z.discriminatedUnion("type", [transactionRequestSchema, mergeRequestSchema]);
export type CreateRequestInput = z.output<typeof createRequestSchema>;

export const createRequestQuerySchema = z
  .object({
    source: z.string().max(30).optional(),
    client_auto_approve: queryBoolean(),
  })
  .strict();

const v11CustomerSchema = z
  .object({
    id: digitsId.optional(),
    mobile: text(100).optional(),
    email: text(100).optional(),
    external_id: text(100).optional(),
  })
  .strict()
  .refine(
    (c) => c.id !== undefined || c.mobile || c.email || c.external_id,
    "one of id, mobile, email, external_id is required",
  );
export type V11CustomerRef = z.output<typeof v11CustomerSchema>;

export const v11AddItemSchema = z
  .object({
    type: text(30),
    base_type: text(30),
    customer: v11CustomerSchema,
    points: pointsText.optional(),
    series_id: digitsId.optional(),
    old_value: text(100).optional(),
    new_value: text(100).optional(),
    transaction_id: digitsId.optional(),
    reason: text(500).optional(),
    comments: text(1000).optional(),
  })
  .strict();
export type V11AddItem = z.output<typeof v11AddItemSchema>;

/** A batch of request items, within the API's bounds. */
export const batch = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, "at least one request is required").max(MAX_BATCH_ITEMS, `at most ${MAX_BATCH_ITEMS} requests`);

export const v11AddSchema = z.object({ root: z.object({ request: batch(v11AddItemSchema) }).strict() }).strict();

export const v11ReviewItemSchema = z
  .object({
    id: digitsId.transform(Number),
    type: z.enum(["CHANGE_IDENTIFIER", "GOODWILL", "TRANSACTION_UPDATE"]),
    base_type: z.enum(BASE_TYPES),
    series_id: digitsId.optional(),
    points: pointsText.optional(),
    updated_comments: text(1000).optional(),
    reason: text(500).optional(),
  })
  .strict();
export type V11ReviewItem = z.output<typeof v11ReviewItemSchema>;
export const v11ReviewSchema = z.object({ root: z.object({ request: batch(v11ReviewItemSchema) }).strict() }).strict();
/** What the approve and reject routes parse as a whole: each item is then checked on its own, so one bad item fails alone. */
export const v11ReviewEnvelopeSchema = z.object({ root: z.object({ request: batch(z.unknown()) }).strict() }).strict();

export const reviewItemSchema = z
  .object({
    type: z.enum(REQUEST_TYPES),
    baseType: z.enum(BASE_TYPES),
    id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    status: z.enum(["APPROVED", "REJECTED"]),
    comments: text(1000).optional(),
  })
  .strict();
export type ReviewItem = z.output<typeof reviewItemSchema>;
export const reviewRequestsSchema = batch(reviewItemSchema);

export const findRequestsQuerySchema = z
  .object({
    requestType: z.enum(REQUEST_TYPES).optional(),
    requestSubType: z.enum(BASE_TYPES).optional(),
    status: z.enum(REQUEST_STATUSES).optional(),
    // Ours, for the console home's links: the requester's username, and a day (server time) of decisions.
    requestedBy: z.string().trim().min(1).max(100).optional(),
    decidedOn: z.iso.date("must be a date, YYYY-MM-DD").optional(),
    // The console queue's search: a request id, or part of a customer's name, mobile, email or identifier.
    search: z
      .string()
      .trim()
      .max(100, "at most 100 characters")
      .optional()
      .transform((text) => text || undefined),
    limit: queryInt(1, 100, 10),
    offset: queryInt(0, 1_000_000, 0),
    // AMOUNT (ours): bill amount or points asked, requests without one last (find-request-ids-by-amount.ts).
    sort: z.enum(["ADDED_ON", "LAST_UPDATED_ON", "AMOUNT"]).default("ADDED_ON"),
    order: z.enum(["ASC", "DESC"]).default("DESC"),
    cursor: z
      .string()
      .max(40)
      .transform(
        (text, ctx) =>
          decodeRequestCursor(text) ??
          (ctx.addIssue({ code: "custom", message: "cursor is not one this list returned" }), z.NEVER),
      )
      .optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (!query.cursor) return;
    if (query.offset !== 0)
      ctx.addIssue({ code: "custom", path: ["offset"], message: "offset cannot be combined with cursor" });
    if (query.cursor.sort !== query.sort || query.cursor.order !== query.order)
      ctx.addIssue({ code: "custom", path: ["cursor"], message: "cursor belongs to another sort or order" });
  });
export type FindRequestsQuery = z.output<typeof findRequestsQuerySchema>;
