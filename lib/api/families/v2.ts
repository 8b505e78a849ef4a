import type { ApiFamily } from "../api-family.ts";
import type { DomainError, ErrorItem } from "../../errors/domain-error.ts";
import { json } from "../api-route.ts";
import { batchInterrupted } from "../../errors/batch-interrupted.ts";
import { firstOfTwoApprovalsWarning, ignoredFieldWarning, searchNarrowedWarning } from "../../errors/catalogue.ts";
import { SEARCHED_CUSTOMERS_CAP } from "../../requests/searched-customers-cap.ts";

/** v2 items: {status: false, code, message}; warnings use the same shape. */
export const v2Item = (item: ErrorItem) => ({ status: false, code: item.code, message: item.message });

/** The warnings naming the unknown properties a body parse ignored (9045, as the original's 200 carries them). */
export const ignoredFieldWarnings = (paths: readonly string[]) =>
  paths.map((path) => v2Item(ignoredFieldWarning(path)));

/** A searched queue's warning when it listed the requests of its best matching customers only. */
export const searchWarnings = (narrowed: boolean) =>
  narrowed ? [v2Item(searchNarrowedWarning(String(SEARCHED_CUSTOMERS_CAP)))] : [];

export const v2Family: ApiFamily = {
  name: "v2",
  renderErrors: (items) => ({ errors: items.map(v2Item), warnings: [] }),
};

/**
 * PUT /v2/requests: one entry per item (result and errors), the counts, and the HTTP status: 200 unless
 * every item was refused, then the first refusal's status.
 */
export function renderBatch(
  outcomes: { id: number; error?: DomainError; request?: { status: string; firstApproverId: number | null } }[],
  ignored: readonly string[] = [],
): Response {
  // An ignored property is warned about on the item it came with ("3.note" belongs to item 3).
  const warningsOf = (index: number) =>
    ignoredFieldWarnings(ignored.filter((path) => path.split(".")[0] === String(index)));
  // A first of two approvals succeeded with the request still PENDING: the item says so.
  const firstApproval = (request: (typeof outcomes)[number]["request"]) =>
    request?.status === "PENDING" && request.firstApproverId !== null ? [v2Item(firstOfTwoApprovalsWarning())] : [];
  const response = outcomes.map(({ id, error, request }, index) =>
    error
      ? { entityId: id, result: false, errors: [v2Item(error)], warnings: warningsOf(index) }
      : { entityId: id, result: true, warnings: [...warningsOf(index), ...firstApproval(request)] },
  );
  const failed = outcomes.filter((o) => o.error);
  // Stopped part-way (an unexpected failure): a 500 that still says which items were applied.
  const status = batchInterrupted(outcomes)
    ? 500
    : failed.length === outcomes.length && failed[0]?.error
      ? failed[0].error.status
      : 200;
  return json({ response, totalCount: outcomes.length, failureCount: failed.length }, status);
}
