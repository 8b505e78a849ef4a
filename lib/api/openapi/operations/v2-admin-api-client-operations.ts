import {
  apiClientListQuerySchema,
  createApiClientSchema,
  rotateApiClientSchema,
  updateApiClientSchema,
} from "../../../admin/api-clients/schemas.ts";
import { apiClientNotFound, apiClientRevoked, apiClientSelfChange } from "../../../errors/catalogue.ts";
import { documented, ok, operationGroup, queried, resourceOperations, type OperationDoc } from "../operation-doc.ts";
import {
  apiClientAnswerSchema,
  apiClientPageSchema,
  createdApiClientSchema,
  rotatedApiClientSchema,
} from "../responses/v2-admin-api-client-responses.ts";
import { V2_ADMIN } from "./v2-groups.ts";

const TAG = "Admin: API clients (v2)";
// The demo organization's integration client (key demo-integration).
const DEMO_CLIENT = { path: "/v2/admin/api-clients/{id}", pathParams: { id: "11" }, notFound: apiClientNotFound() };
export const v2AdminApiClientOperations: OperationDoc[] = operationGroup({ tag: TAG, ...V2_ADMIN }, [
  {
    method: "get",
    path: "/v2/admin/api-clients",
    operationId: "listApiClients",
    summary: "The organization's API clients",
    description:
      "Newest first. `q` matches part of the key or the name (case-insensitive); `status` is ACTIVE, REVOKED or " +
      "EXPIRED. No secret is ever listed.",
    ...queried(apiClientListQuerySchema, { status: "ACTIVE", limit: "20" }),
    success: ok("One page of API clients.", apiClientPageSchema),
  },
  {
    method: "post",
    path: "/v2/admin/api-clients",
    operationId: "createApiClient",
    summary: "Create an API client",
    description:
      "The key is generated; the secret is in this answer only (stored as a slow hash). `expiresAt` is optional " +
      "(ISO 8601 with an offset, in the future): from then on the client gets no tokens.",
    body: {
      schema: createApiClientSchema,
      example: { name: "Point of sale sync", accessGroups: ["requests.write", "points.read"] },
    },
    success: ok("The client and its secret, shown once.", createdApiClientSchema),
  },
  ...resourceOperations(DEMO_CLIENT, [
    {
      method: "get",
      operationId: "getApiClient",
      summary: "One API client",
      success: ok("The client.", apiClientAnswerSchema),
    },
    {
      method: "patch",
      operationId: "updateApiClient",
      summary: "Rename an API client, change its access groups or its expiry",
      description:
        "Fields left out stay; `expiresAt: null` removes the expiry, and an earlier one shortens the client's live " +
        "tokens to match. A revoked client cannot be changed.",
      body: { schema: updateApiClientSchema, example: { name: "Demo Integration (till sync)" } },
      success: ok("The client as changed.", apiClientAnswerSchema),
      errors: documented(apiClientRevoked(), apiClientSelfChange()),
    },
    {
      method: "post",
      subpath: "/rotate",
      operationId: "rotateApiClientSecret",
      summary: "Give an API client a new secret",
      description:
        "The new secret works at once and is in this answer only. The old one still gets tokens for `overlapSeconds` " +
        "(0 to 2592000, default 86400; 0 stops it at once); tokens the old secret got end with the overlap at the latest.",
      body: { schema: rotateApiClientSchema, example: { overlapSeconds: 3600 } },
      success: ok("The client and its new secret, shown once.", rotatedApiClientSchema),
      errors: documented(apiClientRevoked()),
    },
    {
      method: "post",
      subpath: "/revoke",
      operationId: "revokeApiClient",
      summary: "Revoke an API client for good",
      description:
        "Its tokens are refused from the next call and its secrets get no more. Revocation is final: create a new " +
        "client instead.",
      success: ok("The client, now REVOKED.", apiClientAnswerSchema),
      errors: documented(apiClientRevoked(), apiClientSelfChange()),
    },
  ]),
]);
