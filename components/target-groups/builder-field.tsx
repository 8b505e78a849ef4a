"use client";

import { get, useFormState } from "react-hook-form";
import type { BuilderValues } from "@/lib/target-groups/builder-values.ts";
import styles from "./target-groups.module.css";
import { Button } from "@/components/ui/button.tsx";
import { fieldControlProps, fieldErrorId } from "@/components/ui/form-field.tsx";

/** The builder's problem with one field, in words (builderResolver's); a field array's own problem sits at `.root`. */
export function useFieldProblem(path: string): string | undefined {
  const { errors } = useFormState<BuilderValues>();
  const error = get(errors, path) as
    { type?: string; message?: string; root?: { type?: string; message?: string } } | undefined;
  const own = error?.message !== undefined ? error : error?.root;
  return own?.message;
}

/** Props linking an input outside a FormField (a table cell's) to its problem and hint. */
export const describedBy = (id: string, problem: string | undefined, hint = false) =>
  fieldControlProps(id, { hint, error: Boolean(problem) });

export function Problem({ id, text, className = "field-error" }: { id: string; text?: string; className?: string }) {
  return text ? (
    <span id={fieldErrorId(id)} className={className}>
      {text}
    </span>
  ) : null;
}

/** A section's own problem (about its list as a whole, or the server's about it). */
export function SectionProblem({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={`${id}-error`} className={styles.sectionError}>
      {text}
    </p>
  ) : null;
}

/** The button adding a row to one of the builder's lists; disabled once the list holds its maximum. */
export function AddRowButton({ label, full, onAdd }: { label: string; full: boolean; onAdd: () => void }) {
  return (
    <Button type="button" variant="secondary" disabled={full} onClick={onAdd}>
      {label}
    </Button>
  );
}
