import { apiFetch } from "@/lib/client/api-client.ts";
import {
  describeMergeRefusal,
  PENDING_MERGE_CODES,
  type MergeParty,
  type MergeRefusalContext,
} from "@/lib/client/merge-refusal-words.ts";
import type { CustomerResource } from "@/components/customers/customer-profile.tsx";
import type { QueuePage } from "@/components/requests/use-request-queue.ts";
import { catalogueMessage, describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";

/** What the merge form shows under its buttons: the words, and the pending merge to open when known. */
export interface MergeProblem {
  text: string;
  pendingRequestId?: number;
}

const partyOf = (customer: CustomerResource): MergeParty => ({
  id: customer.id,
  name: `${customer.profiles[0]?.firstName ?? ""} ${customer.profiles[0]?.lastName ?? ""}`.trim(),
});

/**
 * The refusal of a merge in words naming the customers. For 9018 / 9026 the pending merge is looked up in
 * the queue, so the maker can open it.
 */
export async function describeMergeProblem(
  errors: readonly OutcomeError[],
  victim: CustomerResource,
  survivor: CustomerResource,
): Promise<MergeProblem> {
  const context: MergeRefusalContext = { victim: partyOf(victim), survivor: partyOf(survivor) };
  const items = errors.map((error) => ({ code: error.code, message: catalogueMessage(error) ?? "" }));
  const side = items.map((item) => PENDING_MERGE_CODES[item.code]).find(Boolean);
  if (side) context.pendingRequestId = await findPendingMerge(context[side]);
  const words = items.map((item) => describeMergeRefusal(item, context));
  return {
    text: items
      .map((item, i) =>
        words[i] ? `${words[i].text} (${item.code}: ${item.message})` : describeOutcomeErrorLine(errors[i]),
      )
      .join(" "),
    pendingRequestId: words.find((w) => w?.pendingRequestId)?.pendingRequestId,
  };
}

/** The pending merge the customer takes part in, or null when the queue does not show it (never throws). */
async function findPendingMerge(party: MergeParty): Promise<number | null> {
  const query = new URLSearchParams({
    requestType: "CHANGE_IDENTIFIER",
    requestSubType: "MERGE",
    status: "PENDING",
    limit: "100",
  });
  // The queue search matches the victim's or the survivor's name; the id picks the customer among namesakes.
  if (party.name) query.set("search", party.name.slice(0, 100));
  try {
    const page = await apiFetch<QueuePage>(`/v2/requests?${query}`);
    return page.data.find((row) => row.userId === party.id || row.survivorId === party.id)?.id ?? null;
  } catch {
    return null;
  }
}
