import "server-only";
import { renderApiClient, renderIssuedClient, type ApiClientView } from "@/lib/admin/api-clients/api-client-view.ts";
import { createApiClient } from "@/lib/admin/api-clients/create-api-client.ts";
import { revokeApiClient } from "@/lib/admin/api-clients/revoke-api-client.ts";
import { rotateApiClientSecret } from "@/lib/admin/api-clients/rotate-api-client-secret.ts";
import {
  createApiClientSchema,
  rotateApiClientSchema,
  updateApiClientSchema,
} from "@/lib/admin/api-clients/schemas.ts";
import { updateApiClient } from "@/lib/admin/api-clients/update-api-client.ts";
import { ADMIN_WITH_BODY } from "./admin-access.ts";
import { NO_INPUT, type ConsoleOperation } from "./console-action.ts";

// The /v2/admin/api-clients routes' operations: admin only, the routes' body limits and schemas.

/** A client with its secret, which nothing shows again. */
export interface IssuedSecret {
  client: Pick<ApiClientView, "id" | "key" | "name">;
  secret: string;
}

export const createApiClientOperation: ConsoleOperation<typeof createApiClientSchema, IssuedSecret> = {
  ...ADMIN_WITH_BODY,
  schema: createApiClientSchema,
  run: async (principal, input) => {
    const { client, secret } = await createApiClient(principal, input);
    return { client: renderIssuedClient(client), secret };
  },
};

export const updateApiClientOperation: ConsoleOperation<typeof updateApiClientSchema, ApiClientView> = {
  ...ADMIN_WITH_BODY,
  schema: updateApiClientSchema,
  run: async (principal, input, id) => renderApiClient(await updateApiClient(principal, id, input)),
};

export const rotateApiClientOperation: ConsoleOperation<typeof rotateApiClientSchema, IssuedSecret> = {
  ...ADMIN_WITH_BODY,
  schema: rotateApiClientSchema,
  run: async (principal, input, id) => {
    const { client, secret } = await rotateApiClientSecret(principal, id, input);
    return { client: renderIssuedClient(client), secret };
  },
};

export const revokeApiClientOperation: ConsoleOperation<typeof NO_INPUT, ApiClientView> = {
  access: "admin",
  schema: NO_INPUT,
  run: async (principal, _input, id) => renderApiClient(await revokeApiClient(principal, id)),
};
