"use client";

import { toast } from "sonner";
import { ApiError } from "@/lib/client/api-client.ts";
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
