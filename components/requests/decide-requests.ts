import type { ConsoleDecision } from "@/app/(console)/actions/decide-operation.ts";
import { decideRequestsAction } from "@/app/(console)/actions/requests.ts";
import { catalogueMessage, describeOutcomeError } from "@/components/feedback/error-words.ts";
import { dataOf } from "@/components/feedback/refused.ts";
import { reviewItemSchema } from "@/lib/requests/schemas.ts";
import { formatMessage } from "@/lib/errors/define-error.ts";
import { firstOfTwoApprovalsWarning } from "@/lib/errors/catalogue.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";

/** Maker-checker, shown before the decision would be refused with 9056. */
export const OWN_REQUEST_REASON = "You created this request: the same user cannot request and approve (9056).";

export type Decision = "APPROVED" | "REJECTED";

export interface DecisionTarget {
  id: number;
  type: string;
  baseType: string;
  /** GOODWILL POINTS only: the points to grant; empty grants what was requested. */
  points?: string;
}

export interface ItemOutcome {
  id: number;
  ok: boolean;
  code: number;
  /** The catalogue's message for a refusal (its words are in `error`), else what the decision did. */
  message: string;
  error?: OutcomeError;
}

const requestKind = reviewItemSchema.shape;
const DECIDED = "Request updated successfully";

/**
 * Approves or rejects the targets through one console action over the domain's decision: each item's
 * outcome is returned, whatever the others did; only a refusal of the whole call throws (Refused).
 */
export async function decideRequests(
  targets: DecisionTarget[],
  decision: Decision,
  comment: string,
): Promise<ItemOutcome[]> {
  const input: ConsoleDecision = {
    decision,
    ...(comment ? { comment } : {}),
    // The rows' kinds are the API's own; parsing them types them without a cast.
    requests: targets.map(({ id, type, baseType, points }) => ({
      id,
      type: requestKind.type.parse(type),
      baseType: requestKind.baseType.parse(baseType),
      ...(points ? { points } : {}),
    })),
  };
  const decided = dataOf(await decideRequestsAction(input));
  return decided.map((item) =>
    item.ok
      ? {
          id: item.id,
          ok: true,
          code: 200,
          message: item.awaitingSecondApproval ? formatMessage(firstOfTwoApprovalsWarning, {}) : DECIDED,
        }
      : {
          id: item.id,
          ok: false,
          code: item.error.code,
          message: catalogueMessage(item.error) ?? describeOutcomeError(item.error).text,
          error: item.error,
        },
  );
}
