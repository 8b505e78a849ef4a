import type { ApiErrorItem } from "@/lib/console/api-client.ts";

/** What the request API's refusals mean for the person filling in a form. */
const WORDS: Record<number, string> = {
  9042: "No customer of this organization matches the victim's or the survivor's identifiers.",
  8012: "These customers have already been merged.",
  9021: "Requests are blocked for a child organization: only the parent organization may create merge requests.",
  9043: "The victim and the survivor must be two different customers.",
  9044: "The victim is registered in an organization where the survivor is not, so the merge would lose it there.",
  9006: "This request type is not accepted.",
  9008: "This request sub-type is not accepted.",
  9017: "The coupon series does not exist in this organization.",
  8015: "No customer of this organization has that identifier.",
  401: "Your session has ended; sign in again.",
  403: "Your account lacks the Requests write access group.",
};

export function describeRequestError(item: ApiErrorItem): string {
  const words = WORDS[item.code];
  return words ? `${words} (${item.code}: ${item.message})` : `${item.message} (${item.code})`;
}
