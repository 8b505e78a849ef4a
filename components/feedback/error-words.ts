import type { ApiErrorItem } from "@/lib/console/api-client.ts";

/**
 * What the API's refusals mean for a reviewer or a maker, by code. One map for the console's toasts and
 * form messages (issue 9 moves it into the error catalogue); the code and the API's own message follow.
 */
const WORDS: Record<number, string> = {
  400: "Something in the form is not accepted.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the access group this needs.",
  404: "It no longer exists, or belongs to another organization.",
  8003: "This source cannot be used for the request.",
  8012: "These customers have already been merged.",
  8015: "No customer of this organization has that identifier.",
  9006: "This request type is not accepted.",
  9008: "This request sub-type is not accepted.",
  9013: "The request no longer exists.",
  9017: "The coupon series does not exist in this organization.",
  9021: "Requests are blocked for a child organization: only the parent organization may create merge requests.",
  9042: "No customer of this organization matches the victim's or the survivor's identifiers.",
  9043: "The victim and the survivor must be two different customers.",
  9044: "The victim is registered in an organization where the survivor is not, so the merge would lose it there.",
  9050: "The request no longer exists.",
  9052: "Someone already decided this request.",
  9053: "This request was approved automatically when it was created; there is nothing to review.",
  9054: "Approvals are switched off: this organization approves requests automatically.",
  9056: "You created this request: someone else has to review it.",
  9058: "The request changed type since the page was loaded; reload and try again.",
  9061: "The transaction to update does not exist.",
  9062: "The organization has no default program to credit the points to.",
};

export interface ErrorWords {
  /** The sentence for the reviewer. */
  text: string;
  /** The API's code and message, for support. */
  detail: string;
}

export function describeError(item: ApiErrorItem): ErrorWords {
  const detail = `Code ${item.code}: ${item.message}`;
  return { text: WORDS[item.code] ?? item.message, detail };
}

/** One line: the reviewer's words, then the code in brackets. */
export function describeErrorLine(item: ApiErrorItem): string {
  const words = describeError(item);
  return words.text === item.message ? `${item.message} (${item.code})` : `${words.text} (${item.code}: ${item.message})`;
}
