"use server";

import type { CreateApiClientInput, RotateApiClientInput } from "@/lib/admin/api-clients/schemas.ts";
import {
  createApiClientOperation,
  revokeApiClientOperation,
  rotateApiClientOperation,
} from "./admin-api-client-operations.ts";
import { consoleCall, performConsoleOperation } from "./console-action.ts";

/** A new API client and its secret, shown once. */
export async function createApiClientAction(input: CreateApiClientInput) {
  return performConsoleOperation(await consoleCall(), createApiClientOperation, input);
}

/** A new secret, shown once; the old one works until the overlap ends. */
export async function rotateApiClientAction(id: number, input: RotateApiClientInput) {
  return performConsoleOperation(await consoleCall(), rotateApiClientOperation, input, id);
}

export async function revokeApiClientAction(id: number) {
  return performConsoleOperation(await consoleCall(), revokeApiClientOperation, undefined, id);
}
