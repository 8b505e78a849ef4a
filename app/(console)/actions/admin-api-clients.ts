"use server";

import type { CreateApiClientInput, RotateApiClientInput } from "@/lib/admin/api-clients/schemas.ts";
import * as apiClients from "./admin-api-client-operations.ts";
import { runConsoleAction } from "./console-action.ts";

/** A new API client and its secret, shown once. */
export async function createApiClientAction(input: CreateApiClientInput) {
  return runConsoleAction(apiClients.createApiClientOperation, input);
}

/** A new secret, shown once; the old one works until the overlap ends. */
export async function rotateApiClientAction(id: number, input: RotateApiClientInput) {
  return runConsoleAction(apiClients.rotateApiClientOperation, input, id);
}

export async function revokeApiClientAction(id: number) {
  return runConsoleAction(apiClients.revokeApiClientOperation, undefined, id);
}
