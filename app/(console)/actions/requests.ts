"use server";

import { performConsoleOperation, sessionToken } from "./console-action.ts";
import { decideOperation, type ConsoleDecision } from "./decide-operation.ts";

/** Approves or rejects the selected requests, each on its own; every item reports its outcome. */
export async function decideRequestsAction(input: ConsoleDecision) {
  return performConsoleOperation(await sessionToken(), decideOperation, input);
}
