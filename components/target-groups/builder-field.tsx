"use client";

import { get, useFormState } from "react-hook-form";
import type { BuilderValues } from "@/lib/target-groups/builder-values.ts";
import { describeFieldError } from "./target-group-error-words.ts";

/** The builder's problem with one field, in words; a field array's own problem sits at `.root`. */
export function useFieldProblem(path: string): string | undefined {
  const { errors } = useFormState<BuilderValues>();
  const error = get(errors, path) as { type?: string; message?: string; root?: { type?: string; message?: string } } | undefined;
  const own = error?.message !== undefined ? error : error?.root;
  return own?.message === undefined ? undefined : describeFieldError(path, own);
}

/** Props linking an input to its problem (and hint) for assistive technology. */
export function describedBy(id: string, problem: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, "aria-invalid": problem ? true : undefined, "aria-describedby": ids || undefined };
}

export function Problem({ id, text, className = "field-error" }: { id: string; text?: string; className?: string }) {
  return text ? (
    <span id={`${id}-error`} className={className}>
      {text}
    </span>
  ) : null;
}
