// /v2/requests – POST creates a transaction or merge request, GET lists requests, PUT approves or rejects them
import { z } from "zod";
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { renderBatch, v2Family, v2Item } from "@/lib/api/families/v2.ts";
import { parseIgnoringUnknownFields, parseInput } from "@/lib/api/parse-input.ts";
import { queryObject } from "@/lib/api/query-params.ts";
import { createRequest } from "@/lib/requests/create-request.ts";
import { decideRequests } from "@/lib/requests/decide-requests.ts";
import { findRequests } from "@/lib/requests/find-requests.ts";
import { mapCreateRequestIssue } from "@/lib/requests/map-create-request-issue.ts";
import { mapReviewIssue } from "@/lib/requests/map-review-issue.ts";
import { renderRequestSummary } from "@/lib/requests/render-request.ts";
import {
  createRequestQuerySchema,
  createRequestSchema,
  findRequestsQuerySchema,
  reviewRequestsSchema,
} from "@/lib/requests/schemas.ts";
import { ignoredFieldWarning } from "@/lib/errors/catalogue.ts";

export const POST = apiRoute({ family: v2Family, access: "requests.write" }, async ({ url, principal, body }) => {
  const query = parseInput(createRequestQuerySchema, queryObject(url.searchParams));
  // Fields the original does not know are ignored, as it ignores them, and listed in the warnings.
  const { data: input, ignored } = parseIgnoringUnknownFields(
    createRequestSchema,
    await body(z.unknown()),
    mapCreateRequestIssue,
  );
  const request = await createRequest(principal, input, {
    source: query.source,
    clientAutoApprove: query.client_auto_approve === true,
  });
  // Creation succeeds with HTTP 200, as the original's does.
  return json({ createdId: request.id, warnings: ignored.map((path) => v2Item(ignoredFieldWarning(path))) });
});

export const GET = apiRoute(
  { family: v2Family, access: ["requests.write", "requests.approve"] },
  async ({ url, principal }) => {
    const query = parseInput(findRequestsQuerySchema, queryObject(url.searchParams));
    const page = await findRequests(principal, query);
    return json({
      pagination: { limit: query.limit, offset: query.offset, total: page.total, nextCursor: page.nextCursor },
      data: page.requests.map(renderRequestSummary),
      warnings: [],
    });
  },
);

export const PUT = apiRoute({ family: v2Family, access: "requests.approve" }, async ({ principal, body }) => {
  const items = await body(reviewRequestsSchema, mapReviewIssue);
  const decisions = items.map((item) => ({
    id: item.id,
    decision: item.status,
    type: item.type,
    baseType: item.baseType,
    comment: item.comments,
  }));
  const decided = await decideRequests(principal, decisions);
  return renderBatch(decided.map((outcome, i) => ({ id: items[i].id, ...outcome })));
});
