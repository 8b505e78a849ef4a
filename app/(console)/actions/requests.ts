"use server";

import type { z } from "zod";
import type { createRequestSchema, v11AddItemSchema } from "@/lib/requests/schemas.ts";
import { runConsoleAction } from "./console-action.ts";
import { addRequestOperation, createRequestOperation } from "./create-request-operations.ts";
import { decideOperation, type ConsoleDecision } from "./decide-operation.ts";

/** Approves or rejects the selected requests, each on its own; every item reports its outcome. */
export async function decideRequestsAction(input: ConsoleDecision) {
  return runConsoleAction(decideOperation, input);
}

/** Creates one goodwill (or other v1.1) request. */
export async function addRequestAction(item: z.input<typeof v11AddItemSchema>) {
  return runConsoleAction(addRequestOperation, item);
}

/** Creates a transaction or merge request, from the store (source INSTORE). */
export async function createRequestAction(input: z.input<typeof createRequestSchema>) {
  return runConsoleAction(createRequestOperation, input);
}
