import type { ApiErrorItem } from "@/lib/client/api-client.ts";
import { describeErrorLine } from "@/components/feedback/error-words.ts";

/** What the request API's refusals mean for the person filling in a form (the console's one map). */
export function describeRequestError(item: ApiErrorItem): string {
  return describeErrorLine(item);
}
