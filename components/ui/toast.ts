"use client";

import { toast } from "sonner";
import { ApiError, type ApiErrorItem } from "@/lib/client/api-client.ts";
import { describeError } from "@/components/feedback/error-words.ts";

export function notifySuccess(message: string, detail?: string) {
  toast.success(message, detail ? { description: detail } : undefined);
}

/** An error toast in the reviewer's words; the API's code and message follow in small print. */
export function notifyError(error: unknown, fallback: string, subject?: string) {
  const title = (text: string) => (subject ? `${subject}: ${text}` : text);
  if (error instanceof ApiError && error.items.length) {
    const [first, ...rest] = error.items;
    const words = describeError(first);
    toast.error(title(words.text), {
      description: [words.detail, ...rest.map((i) => describeError(i).text)].join(" "),
    });
    return;
  }
  toast.error(title(fallback));
}

/**
 * An error toast in a feature's own words: its describer writes "words (code: message)", the toast shows the
 * words as its title and the code in small print.
 */
export function notifyDescribedError(
  error: unknown,
  fallback: string,
  describe: (item: ApiErrorItem) => string,
  subject?: string,
) {
  const title = (text: string) => (subject ? `${subject}: ${text}` : text);
  if (!(error instanceof ApiError) || error.items.length === 0) return toast.error(title(fallback));
  const [first, ...rest] = error.items.map((item) => {
    const text = describe(item);
    const code = text.lastIndexOf(` (${item.code}`);
    return code > 0 && text.endsWith(")") ? text.slice(0, code) : text;
  });
  const detail = error.items.map((item) => `Code ${item.code}: ${item.message}`).join(" ");
  toast.error(title(first), { description: [...rest, detail].join(" ") });
}
