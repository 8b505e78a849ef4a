import "server-only";
import { outcomeErrorOfItem, type OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { changeCustomerLabels } from "@/lib/labels/change-customer-labels.ts";
import { changeLabelsSchema } from "@/lib/labels/schemas.ts";
import type { ConsoleOperation } from "./console-action.ts";

/** The route's limit (POST /v2/customers/{id}/changeLabels), below the API's default. */
export const LABELS_BODY_LIMIT_BYTES = 64 * 1024;

/** The customer changed, and what was asked but had nothing to do (an unknown label, one not carried). */
export interface ChangedLabels {
  entity: number;
  warnings: OutcomeError[];
}

/** POST /v2/customers/{id}/changeLabels's operation: the customer is the row the path names. */
export const changeLabelsOperation: ConsoleOperation<typeof changeLabelsSchema, ChangedLabels> = {
  access: "default",
  schema: changeLabelsSchema,
  maxInputBytes: LABELS_BODY_LIMIT_BYTES,
  run: async (principal, input, customerId) => {
    const result = await changeCustomerLabels(principal, customerId, input);
    return { entity: result.entity, warnings: result.warnings.map(outcomeErrorOfItem) };
  },
};
