import "server-only";
import { z } from "zod";
import { outcomeErrorOf, type OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { decideRequests } from "@/lib/requests/decide-requests.ts";
import { mapDecisionIssue } from "@/lib/requests/map-review-issue.ts";
import { batch, reviewItemSchema, v11ReviewItemSchema } from "@/lib/requests/schemas.ts";
import type { ConsoleOperation } from "./console-action.ts";

/**
 * The console's review: one decision over a selection of any request types, with the goodwill points to
 * grant, built from the review schemas the API's PUT /v2/requests and v1.1 approve take.
 */
export const consoleDecisionSchema = z
  .object({
    decision: reviewItemSchema.shape.status,
    comment: reviewItemSchema.shape.comments,
    requests: batch(
      reviewItemSchema
        .pick({ id: true, type: true, baseType: true })
        .extend({ points: v11ReviewItemSchema.shape.points }),
    ),
  })
  .strict();
export type ConsoleDecision = z.input<typeof consoleDecisionSchema>;

/** What became of one request: decided (the first of two approvals leaves it PENDING), or refused. */
export type DecidedItem =
  | { id: number; ok: true; status: string; awaitingSecondApproval: boolean }
  | { id: number; ok: false; error: OutcomeError };

export const decideOperation: ConsoleOperation<typeof consoleDecisionSchema, DecidedItem[]> = {
  access: "requests.approve",
  schema: consoleDecisionSchema,
  mapIssue: mapDecisionIssue,
  run: async (principal, { decision, comment, requests }) => {
    const outcomes = await decideRequests(
      principal,
      requests.map((item) => ({
        ...item,
        decision,
        comment,
        points: decision === "APPROVED" ? item.points : undefined,
      })),
    );
    return outcomes.map((outcome, index): DecidedItem => {
      const id = requests[index].id;
      if (outcome.error) return { id, ok: false, error: outcomeErrorOf(outcome.error) };
      const { status, firstApproverId } = outcome.request;
      return { id, ok: true, status, awaitingSecondApproval: status === "PENDING" && firstApproverId !== null };
    });
  },
};
