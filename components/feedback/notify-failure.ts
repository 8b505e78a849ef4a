"use client";

import { toast } from "sonner";
import { notifyError } from "@/components/ui/toast.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { describeOutcomeError } from "./error-words.ts";
import { Refused } from "./refused.ts";

/** An error toast for refusals in the console's words; the codes and the catalogue's messages in small print. */
export function notifyRefusals(errors: readonly OutcomeError[], fallback: string, subject?: string) {
  const title = (text: string) => (subject ? `${subject}: ${text}` : text);
  const [first, ...rest] = errors.map(describeOutcomeError);
  if (!first) return void toast.error(title(fallback));
  toast.error(title(first.text), { description: [first.detail, ...rest.map((words) => words.text)].join(" ") });
}

/** Any failure of a console call: a console action's refusal, an API read's error, or the fallback. */
export function notifyFailure(error: unknown, fallback: string, subject?: string) {
  if (error instanceof Refused) notifyRefusals(error.errors, fallback, subject);
  else notifyError(error, fallback, subject);
}
