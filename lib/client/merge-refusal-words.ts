import type { ApiErrorItem } from "./api-client.ts";

export interface MergeParty {
  id: number;
  name: string;
}

/** What the merge form knows when the API refuses: both customers, and the pending merge once found. */
export interface MergeRefusalContext {
  victim: MergeParty;
  survivor: MergeParty;
  /** The pending merge behind a 9018 / 9026, when the form found it. */
  pendingRequestId?: number | null;
}

export interface MergeRefusalWords {
  /** The sentence for the maker. */
  text: string;
  /** The API's code and message, for support. */
  detail: string;
  /** The pending merge to link to, for 9018 / 9026. */
  pendingRequestId?: number;
}

/** Codes whose customer is in a pending merge the form may look up: 9018 the victim, 9026 the survivor. */
export const PENDING_MERGE_CODES: Readonly<Record<number, "victim" | "survivor">> = {
  9018: "victim",
  9026: "survivor",
};

const label = (party: MergeParty) => party.name.trim() || `Customer #${party.id}`;

/**
 * The merge refusals (9029, 9027, 9023, 9018, 9026) in words naming the customers; null for any other code,
 * which the console's general map words instead.
 */
export function describeMergeRefusal(item: ApiErrorItem, context: MergeRefusalContext): MergeRefusalWords | null {
  const detail = `Code ${item.code}: ${item.message}`;
  const { victim, survivor, pendingRequestId } = context;
  switch (item.code) {
    case 9029:
      return { text: "The victim and the survivor are the same customer. Choose two different customers.", detail };
    case 9027:
      return {
        text: `${label(victim)} was already merged into another customer: there is nothing left to merge. Look up the customer it was merged into instead.`,
        detail,
      };
    case 9023:
      return {
        text: `${label(survivor)} was already merged into another customer and can no longer be kept. Choose the customer it was merged into as the survivor.`,
        detail,
      };
    case 9018:
    case 9026: {
      const party = PENDING_MERGE_CODES[item.code] === "victim" ? victim : survivor;
      const which = pendingRequestId ? ` (request #${pendingRequestId})` : "";
      return {
        text: `${label(party)} is already in a pending merge${which}. Approve or reject that one first.`,
        detail,
        ...(pendingRequestId ? { pendingRequestId } : {}),
      };
    }
    default:
      return null;
  }
}
