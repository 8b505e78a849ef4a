import { v11AddSchema, v11ReviewSchema } from "../../../requests/schemas.ts";
import { v11ErrorEnvelope } from "../error-envelopes.ts";
import { documented, ok, operationGroup, type OperationDoc } from "../operation-doc.ts";
import { v11RequestsResponseSchema } from "../responses/v1-1-responses.ts";
import {
  blockedForChildOrg,
  duplicateIdentifier,
  invalidCouponSeries,
  invalidInput,
  invalidRequestBaseType,
  invalidRequestType,
  aboveApprovalPolicyMaximum,
  mergeCustomerNotFound,
  requestNotFoundV11,
  sameMergeCustomer,
  survivorAlreadyMerged,
  survivorMergePending,
  transactionNotFound,
  userAlreadyMerged,
  victimAlreadyMerged,
  victimMergePending,
} from "../../../errors/catalogue.ts";
import { approvalRefusals, rejectionRefusals } from "./review-refusals.ts";
import { REQUEST_NOTES } from "../notes/request-notes.ts";

const PER_ITEM =
  "Each item is reported in `item_status`. Some items refused: HTTP 200 with request-level code 207. Every item refused: " +
  "the first item's code and HTTP status, with the same body.";

const reviewExample = (comment: string) => ({
  root: { request: [{ id: "3", type: "GOODWILL", base_type: "POINTS", updated_comments: comment }] },
});

const REVIEW_ID_NOTE =
  "On a fresh demo database, id 3 is the goodwill request the example of POST /v1.1/request/add creates.";

export const v11RequestOperations: OperationDoc[] = operationGroup(
  { tag: "Requests (v1.1)", envelope: v11ErrorEnvelope },
  [
    {
      method: "post",
      path: "/v1.1/request/add",
      operationId: "addRequestsV11",
      notes: REQUEST_NOTES.addRequestsV11,
      summary: "Create GOODWILL, CHANGE_IDENTIFIER and TRANSACTION_UPDATE requests",
      description: `Creates each item as a PENDING request for a checker to approve. \`points\` is text. ${PER_ITEM}`,
      access: "requests.write",
      body: {
        schema: v11AddSchema,
        example: {
          root: {
            request: [
              {
                type: "GOODWILL",
                base_type: "POINTS",
                customer: { mobile: "919900000001" },
                points: "100",
                reason: "Parcel arrived late",
                comments: "Goodwill for order 1001",
              },
            ],
          },
        },
      },
      success: ok("Every item was created, or some were (request-level code 207).", v11RequestsResponseSchema),
      batchErrorBody: v11RequestsResponseSchema,
      errors: documented(
        invalidRequestType(),
        invalidRequestBaseType(),
        invalidCouponSeries(),
        transactionNotFound(),
        blockedForChildOrg(),
        mergeCustomerNotFound(),
        userAlreadyMerged(),
        sameMergeCustomer(),
        victimAlreadyMerged(),
        survivorAlreadyMerged(),
        victimMergePending(),
        survivorMergePending(),
        duplicateIdentifier("mobile", "919900000001"),
        invalidInput("points is required for a GOODWILL POINTS request"),
        aboveApprovalPolicyMaximum("GOODWILL_POINTS", "1,000,000"),
      ),
    },
    {
      method: "post",
      path: "/v1.1/request/approve",
      operationId: "approveRequestsV11",
      notes: REQUEST_NOTES.approveRequestsV11,
      summary: "Approve pending requests",
      description: `Approves each item in its own transaction; the maker of a request cannot approve it. A GOODWILL POINTS item may name \`points\` to grant fewer than were asked, never more. ${PER_ITEM} ${REVIEW_ID_NOTE}`,
      access: "requests.approve",
      body: { schema: v11ReviewSchema, example: reviewExample("Approved: the parcel was three days late") },
      success: ok("Every item was approved, or some were (request-level code 207).", v11RequestsResponseSchema),
      batchErrorBody: v11RequestsResponseSchema,
      errors: [
        ...approvalRefusals(requestNotFoundV11()),
        ...documented(invalidInput("points: an approval may grant at most the 10 points requested", "points")),
      ],
    },
    {
      method: "post",
      path: "/v1.1/request/reject",
      operationId: "rejectRequestsV11",
      notes: REQUEST_NOTES.rejectRequestsV11,
      summary: "Reject pending requests",
      description: `Rejects each item; the maker of a request cannot reject it. ${PER_ITEM} ${REVIEW_ID_NOTE}`,
      access: "requests.approve",
      body: { schema: v11ReviewSchema, example: reviewExample("Rejected: no delivery delay on record") },
      success: ok("Every item was rejected, or some were (request-level code 207).", v11RequestsResponseSchema),
      batchErrorBody: v11RequestsResponseSchema,
      errors: rejectionRefusals(requestNotFoundV11()),
    },
  ],
);
