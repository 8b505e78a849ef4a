import "server-only";
import {
  renderApiClient,
  renderIssuedClient,
  type ApiClientRow,
  type ApiClientView,
} from "@/lib/admin/api-clients/api-client-view.ts";
import { createApiClient } from "@/lib/admin/api-clients/create-api-client.ts";
import { revokeApiClient } from "@/lib/admin/api-clients/revoke-api-client.ts";
import { rotateApiClientSecret } from "@/lib/admin/api-clients/rotate-api-client-secret.ts";
import {
  createApiClientSchema,
  rotateApiClientSchema,
  updateApiClientSchema,
} from "@/lib/admin/api-clients/schemas.ts";
import { updateApiClient } from "@/lib/admin/api-clients/update-api-client.ts";
import { adminBodyOperation } from "./admin-access.ts";
import { NO_INPUT, type ConsoleOperation } from "./console-action.ts";

// The /v2/admin/api-clients routes' operations: admin only, the routes' body limits and schemas.

/** A client with its secret, which nothing shows again. */
export interface IssuedSecret {
  client: Pick<ApiClientView, "id" | "key" | "name">;
  secret: string;
}

export const createApiClientOperation = adminBodyOperation(createApiClientSchema, async (principal, input) =>
  issued(await createApiClient(principal, input)),
);

export const updateApiClientOperation = adminBodyOperation(updateApiClientSchema, async (principal, input, id) =>
  renderApiClient(await updateApiClient(principal, id, input)),
);

export const rotateApiClientOperation = adminBodyOperation(rotateApiClientSchema, async (principal, input, id) =>
  issued(await rotateApiClientSecret(principal, id, input)),
);

export const revokeApiClientOperation: ConsoleOperation<typeof NO_INPUT, ApiClientView> = {
  access: "admin",
  schema: NO_INPUT,
  run: async (principal, _input, id) => renderApiClient(await revokeApiClient(principal, id)),
};

/** The client as a creation or rotation answers it, with the secret shown only this once. */
function issued({ client, secret }: { client: ApiClientRow; secret: string }): IssuedSecret {
  return { client: renderIssuedClient(client), secret };
}
