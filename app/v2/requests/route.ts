// /v2/requests – POST creates a transaction or merge request, GET lists requests, PUT approves or rejects them
import { apiRoute, json } from "@/lib/api/api-route.ts";
import { ignoredFieldWarnings, renderBatch, searchWarnings, v2Family } from "@/lib/api/families/v2.ts";
import { parseQuery } from "@/lib/api/parse-input.ts";
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

export const POST = apiRoute(
  { family: v2Family, access: "requests.write" },
  async ({ url, principal, body, ignoredFields }) => {
    const query = parseQuery(createRequestQuerySchema, queryObject(url.searchParams));
    const input = await body(createRequestSchema, mapCreateRequestIssue);
    const request = await createRequest(principal, input, {
      source: query.source,
      clientAutoApprove: query.client_auto_approve === true,
    });
    return json({ createdId: request.id, warnings: ignoredFieldWarnings(ignoredFields()) });
  },
);

export const GET = apiRoute(
  { family: v2Family, access: ["requests.write", "requests.approve"], read: true },
  async ({ url, principal }) => {
    const query = parseQuery(findRequestsQuerySchema, queryObject(url.searchParams));
    const page = await findRequests(principal, query);
    return json({
      pagination: { limit: query.limit, offset: query.offset, total: page.total, nextCursor: page.nextCursor },
      data: page.requests.map(renderRequestSummary),
      warnings: searchWarnings(page.searchNarrowed === true),
    });
  },
);

export const PUT = apiRoute(
  { family: v2Family, access: "requests.approve" },
  async ({ principal, body, ignoredFields }) => {
    const items = await body(reviewRequestsSchema, mapReviewIssue);
    const decisions = items.map((item) => ({
      id: item.id,
      decision: item.status,
      type: item.type,
      baseType: item.baseType,
      comment: item.comments,
    }));
    const decided = await decideRequests(principal, decisions);
    return renderBatch(
      decided.map((outcome, i) => ({ id: items[i].id, ...outcome })),
      ignoredFields(),
    );
  },
);
