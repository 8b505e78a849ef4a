import { z } from "zod";
import { SECURITY_EVENT_ACTIONS } from "../../../security-events/security-event-actions.ts";

// Response bodies of the v2 operations (customers, labels, requests), as their renderers build them.

export const v2ItemSchema = z.strictObject({ status: z.boolean(), code: z.number().int(), message: z.string() });
/** The warnings of an answer that has none to give. */
export const noItems = z.array(v2ItemSchema).max(0);
/** The warnings of an answer to a body: its unknown properties, ignored. */
export const ignoredProperties = z.array(v2ItemSchema).describe("Unknown body properties that were ignored.");

/** A v2 answer: the data, then the warnings (none unless the operation says otherwise). */
export const dataAnswer = (data: z.ZodType, warnings: z.ZodType = noItems) => z.strictObject({ data, warnings });
/** The limit/offset paging of a v2 list. */
export const pagination = z.strictObject({
  limit: z.number().int(),
  offset: z.number().int(),
  total: z.number().int(),
});
/** One page of a v2 list: the entries, the paging, then the warnings. */
export const pageAnswer = (entry: z.ZodType, warnings: z.ZodType = noItems) =>
  z.strictObject({ data: z.array(entry), pagination, warnings });

export const createdSchema = z.strictObject({ createdId: z.number().int(), warnings: noItems });

export const customerSchema = z.strictObject({
  id: z.number().int(),
  profiles: z.array(
    z.strictObject({
      firstName: z.string(),
      lastName: z.string(),
      identifiers: z.array(z.strictObject({ type: z.string(), value: z.string() })),
    }),
  ),
  loyaltyInfo: z.strictObject({ loyaltyType: z.literal("loyalty") }),
  warnings: noItems,
});

export const expiryScheduleResultSchema = z.strictObject({
  id: z.number().int(),
  profiles: z.array(z.never()),
  loyaltyInfo: z.strictObject({ loyaltyType: z.literal("loyalty") }),
  segments: z.strictObject({}),
  extendedFields: z.strictObject({}),
  expirySchedules: z.array(
    z.strictObject({
      points: z.number(),
      expiryDate: z.string(),
      expiryDateISO: z.string(),
      programId: z.number().int(),
      pointsType: z.string(),
      expiryType: z.string(),
    }),
  ),
  warnings: noItems,
});

export const customerLabelsSchema = z.strictObject({
  data: z.array(z.strictObject({ labelId: z.number().int(), labelName: z.string(), addedOn: z.string() })),
  warnings: noItems,
  errors: noItems,
});

export const labelChangeResultSchema = z.strictObject({
  entity: z.number().int(),
  success: z.literal(true),
  message: z.string(),
  errorCode: z.null(),
  errors: noItems,
  warnings: z.array(v2ItemSchema),
});

const labelSchema = z.strictObject({
  labelId: z.number().int(),
  labelName: z.string(),
  customerCount: z.number().int(),
  createdOn: z.string(),
});
export const labelListSchema = z.strictObject({
  data: z.array(labelSchema),
  totalCount: z.number().int(),
  warnings: noItems,
  errors: noItems,
});
export const labelCreatedSchema = z.strictObject({ data: labelSchema, warnings: noItems, errors: noItems });

const till = z
  .strictObject({ id: z.number().int(), code: z.string(), name: z.string(), type: z.literal("TILL") })
  .nullable();

const requestSummaryShape = {
  id: z.number().int(),
  type: z.string(),
  baseType: z.string(),
  status: z.string(),
  userId: z.number().int(),
  customerName: z.string(),
  survivorId: z.number().int().optional(),
  requestedPoints: z.string().optional(),
  billNumber: z.string().optional(),
  billAmount: z.string().optional(),
  source: z.string().nullable(),
  addedOn: z.string(),
  lastUpdatedOn: z.string(),
  requestedBy: till,
  lastUpdatedBy: till,
  forceApproved: z.boolean(),
  // The organization's approval policy: approvals needed (1 or 2) and given, approval at creation.
  approvalsNeeded: z.number().int(),
  approvalsGiven: z.number().int(),
  approvedByPolicy: z.boolean(),
};

export const requestListSchema = z.strictObject({
  pagination: z.strictObject({
    limit: z.number().int(),
    offset: z.number().int(),
    total: z.number().int(),
    nextCursor: z.string().nullable(),
  }),
  data: z.array(z.strictObject(requestSummaryShape)),
  warnings: z
    .array(v2ItemSchema)
    .describe("9073 when the search matched more customers than it lists the requests of; otherwise empty."),
});

const identifierList = z.array(z.strictObject({ type: z.string(), value: z.string() }));
const mergeParty = z.strictObject({ id: z.number().int(), name: z.string(), merged: z.boolean() });

export const requestDetailSchema = z.strictObject({
  ...requestSummaryShape,
  comments: z.string(),
  reason: z.string(),
  attribution: z.strictObject({ createDate: z.string(), createdBy: till, modifiedBy: till, modifiedDate: z.string() }),
  customerIdentificationInfo: z.unknown().optional(),
  transaction: z.record(z.string(), z.unknown()).optional(),
  goodwillRequest: z
    .strictObject({
      points: z.string().nullable(),
      seriesId: z.number().int().nullable(),
      approvedValue: z.string().nullable(),
      assocId: z.string().nullable(),
    })
    .optional(),
  transactionUpdateRequest: z.strictObject({ transactionId: z.string().nullable() }).optional(),
  changeIdentifierRequest: z
    .union([
      z.strictObject({
        victim: mergeParty,
        survivor: mergeParty.nullable(),
        changeIdentifiers: z.strictObject({ add: identifierList, remove: identifierList }),
      }),
      z.strictObject({
        oldValue: z.string().nullable(),
        newValue: z.string().nullable(),
        changeIdentifiers: z.strictObject({ add: identifierList, remove: identifierList }),
      }),
    ])
    .optional(),
  history: z.array(
    z.strictObject({
      fromStatus: z.string().nullable(),
      toStatus: z.string(),
      comment: z.string().nullable(),
      detail: z
        .string()
        .optional()
        .describe("What the decision changed beyond the status, e.g. goodwill points asked and approved"),
      changedOn: z.string(),
      changedBy: till,
    }),
  ),
  warnings: noItems,
});

export const reviewResultSchema = z.strictObject({
  response: z.array(
    z.strictObject({
      entityId: z.number().int(),
      result: z.boolean(),
      errors: z.array(v2ItemSchema).optional(),
      warnings: noItems,
    }),
  ),
  totalCount: z.number().int(),
  failureCount: z.number().int(),
});

export const auditPageSchema = z.strictObject({
  pagination,
  data: z.array(
    z.strictObject({
      id: z.number().int(),
      seq: z.number().int().describe("Position in the organization's hash chain."),
      at: z.string(),
      actor: z.string(),
      actorKind: z.string(),
      requestId: z.string().nullable(),
      entity: z.string(),
      entityId: z.string().nullable(),
      action: z.string(),
      changes: z.unknown().describe("What changed; secrets and passwords are never recorded."),
    }),
  ),
  warnings: noItems,
});

export const securityEventPageSchema = z.strictObject({
  pagination,
  data: z.array(
    z.strictObject({
      id: z.number().int(),
      at: z.string(),
      action: z.enum(SECURITY_EVENT_ACTIONS),
      actor: z.string().describe("The username or API client key as tried, at most 200 characters."),
      path: z.string().describe("basic, bearer, oauth-token or console."),
      ip: z.string(),
      requestId: z.string().nullable(),
      details: z
        .unknown()
        .describe("A refusal's scope, retryAfterSeconds and lockedUntil; a token's ttlSeconds. Never a secret."),
    }),
  ),
  warnings: noItems,
});
