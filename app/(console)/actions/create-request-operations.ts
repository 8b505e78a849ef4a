import "server-only";
import { addRequests } from "@/lib/requests/add-requests.ts";
import { createRequest } from "@/lib/requests/create-request.ts";
import { mapCreateRequestIssue } from "@/lib/requests/map-create-request-issue.ts";
import { createRequestSchema, v11AddItemSchema } from "@/lib/requests/schemas.ts";
import type { ConsoleOperation } from "./console-action.ts";

/** A created request as the console's forms confirm it. */
export interface CreatedRequest {
  id: number;
  status: string;
}

/** One item as POST /v1.1/request/add takes it (the goodwill form); its refusal refuses the call. */
export const addRequestOperation: ConsoleOperation<typeof v11AddItemSchema, CreatedRequest> = {
  access: "requests.write",
  schema: v11AddItemSchema,
  run: async (principal, item) => {
    const [outcome] = await addRequests(principal, [item]);
    if (outcome.error) throw outcome.error;
    return { id: outcome.request.id, status: outcome.request.status };
  },
};

/** A transaction or merge request as POST /v2/requests?source=INSTORE takes it. */
export const createRequestOperation: ConsoleOperation<typeof createRequestSchema, CreatedRequest> = {
  access: "requests.write",
  schema: createRequestSchema,
  mapIssue: mapCreateRequestIssue,
  run: async (principal, input) => {
    const request = await createRequest(principal, input, { source: "INSTORE", clientAutoApprove: false });
    return { id: request.id, status: request.status };
  },
};
