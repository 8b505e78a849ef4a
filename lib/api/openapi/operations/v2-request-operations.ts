import {
  createRequestQuerySchema,
  createRequestSchema,
  findRequestsQuerySchema,
  reviewRequestsSchema,
} from "../../../requests/schemas.ts";
import { v2ErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, queried, type OperationDoc } from "../operation-doc.ts";
import {
  createdSchema,
  requestDetailSchema,
  requestListSchema,
  reviewResultSchema,
} from "../responses/v2-responses.ts";
import {
  blockedForChildOrg,
  invalidInput,
  invalidRequestBaseType,
  invalidRequestType,
  aboveApprovalPolicyMaximum,
  clientAutoApproveNeedsTwoCheckers,
  invalidSource,
  mergeCustomerNotFound,
  requestNotFoundV2,
  sameMergeCustomer,
  survivorAlreadyMerged,
  survivorMergePending,
  victimAlreadyMerged,
  victimMergePending,
} from "../../../errors/catalogue.ts";
import { approvalRefusals } from "./review-refusals.ts";
import { REQUEST_NOTES } from "../notes/request-notes.ts";

const DEMO_IDS =
  "On a fresh demo database, request 1 is the demo's pending transaction for Ben Ito and 2 its pending merge.";

export const v2RequestOperations: OperationDoc[] = operationGroup({ tag: "Requests (v2)", envelope: v2ErrorEnvelope }, [
  {
    method: "post",
    path: "/v2/requests",
    operationId: "createRequest",
    notes: REQUEST_NOTES.createRequest,
    summary: "Create a transaction or merge request",
    description:
      "Creates a PENDING TRANSACTION / REGULAR_TXN_ADD or CHANGE_IDENTIFIER / MERGE request for a checker. Amounts are text. " +
      "A merge needs `source`; `client_auto_approve=true` approves at once where the organization's " +
      "`clientAutoApprove` setting lets the caller (OFF: nobody; APPROVERS, the default: holders of requests.approve; " +
      "WRITERS: any writer), and is 403 otherwise.",
    access: "requests.write",
    query: [createRequestQuerySchema],
    body: {
      schema: createRequestSchema,
      example: {
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: "919900000001", source: "INSTORE" },
        transaction: {
          type: "REGULAR",
          billNumber: "BILL-1001",
          billAmount: "1200",
          grossAmount: "1250",
          discount: "50",
          billingDate: "2026-01-15T10:30:00+05:30",
          note: "Receipt lost at the till",
        },
      },
    },
    success: ok("The request was created; `createdId` is its id.", createdSchema),
    errors: documented(
      invalidRequestType(),
      invalidRequestBaseType(),
      blockedForChildOrg(),
      mergeCustomerNotFound(),
      sameMergeCustomer(),
      victimAlreadyMerged(),
      survivorAlreadyMerged(),
      victimMergePending(),
      survivorMergePending(),
      invalidSource(),
      invalidInput("source is required for a merge request"),
      aboveApprovalPolicyMaximum("TRANSACTION", "50,000"),
      clientAutoApproveNeedsTwoCheckers("1,000"),
    ),
  },
  {
    method: "get",
    path: "/v2/requests",
    operationId: "findRequests",
    notes: REQUEST_NOTES.findRequests,
    summary: "List requests",
    description:
      "Newest first unless told; page with `limit`/`offset`, or follow `pagination.nextCursor` with `cursor`.",
    access: ["requests.write", "requests.approve"],
    ...queried(findRequestsQuerySchema, { status: "PENDING", limit: "10" }),
    success: ok("One page of requests.", requestListSchema),
  },
  {
    method: "put",
    path: "/v2/requests",
    operationId: "reviewRequests",
    notes: REQUEST_NOTES.reviewRequests,
    summary: "Approve or reject requests",
    description:
      "Decides each item in its own transaction; the maker of a request cannot decide it. Each item has `result` and its `errors`; " +
      `every item refused: the first item's HTTP status with the same body. ${DEMO_IDS}`,
    access: "requests.approve",
    body: {
      schema: reviewRequestsSchema,
      example: [
        {
          type: "TRANSACTION",
          baseType: "REGULAR_TXN_ADD",
          id: 1,
          status: "APPROVED",
          comments: "Bill checked against the till roll",
        },
      ],
    },
    success: ok("The outcome of each item.", reviewResultSchema),
    batchErrorBody: reviewResultSchema,
    errors: approvalRefusals(requestNotFoundV2()),
  },
  {
    method: "get",
    path: "/v2/requests/{id}",
    operationId: "getRequest",
    notes: REQUEST_NOTES.getRequest,
    summary: "One request with its details and history",
    description: DEMO_IDS,
    access: ["requests.write", "requests.approve"],
    pathParams: { id: "1" },
    success: ok("The request, its type-specific details and every state change.", requestDetailSchema),
    errors: documented(requestNotFoundV2()),
  },
]);
