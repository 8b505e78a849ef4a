"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { createLabelSchema, type CreateLabelInput } from "@/lib/labels/schemas.ts";
import { useCustomerLabels, type CustomerLabel } from "./use-customer-labels.ts";
import styles from "./customer-labels.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

interface Props {
  customerId: number;
  initialLabels: CustomerLabel[];
  suggestions: string[];
  /** The viewer may change labels (the default group); otherwise the labels are only listed. */
  canChange: boolean;
}

const NOT_CHANGED = "The labels could not be changed. Try again.";

export function CustomerLabels({ customerId, initialLabels, suggestions, canChange }: Props) {
  const { labels, change } = useCustomerLabels(customerId, initialLabels);
  // What was refused or had nothing to do, in the words table's words; a string when no answer came.
  const [notices, setNotices] = useState<(OutcomeError | string)[]>([]);
  const { register, handleSubmit, reset, formState } = useForm<CreateLabelInput>({
    resolver: zodResolver(createLabelSchema),
  });

  const send = async (body: { add?: CreateLabelInput[]; remove?: CreateLabelInput[] }) => {
    setNotices([]);
    try {
      const result = await change.mutateAsync(body);
      setNotices(result.warnings);
      return result.warnings.length === 0;
    } catch (error) {
      setNotices(error instanceof Refused ? [...error.errors] : [NOT_CHANGED]);
      return false;
    }
  };
  const onAdd = handleSubmit(async (values) => {
    if (await send({ add: [values] })) reset({ labelName: "" });
  });

  return (
    <section className="panel" aria-labelledby="labels-heading">
      <h2 id="labels-heading">Labels</h2>
      {labels.data.length === 0 ? (
        <p className="muted">No labels.</p>
      ) : (
        <ul className={styles.labels} aria-label="Labels of the customer">
          {labels.data.map((label) => (
            <li key={label.labelId} className={styles.label}>
              <span>{label.labelName}</span>
              {canChange && (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  aria-label={`Remove label ${label.labelName}`}
                  onClick={() => send({ remove: [{ labelName: label.labelName }] })}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && (
        <form onSubmit={onAdd} noValidate className={styles.addForm}>
          <FormField id="label-name" label="Label to add" error={formState.errors.labelName?.message}>
            {(control) => (
              <>
                <input {...control} list="organization-labels" autoComplete="off" {...register("labelName")} />
                <datalist id="organization-labels">
                  {suggestions.map((name) => (
                    <option key={name} value={name} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
          <Button type="submit" disabled={change.isPending}>
            Add label
          </Button>
        </form>
      )}
      {notices.length > 0 && (
        <div role="alert" className="form-error">
          <ul>
            {notices.map((notice, index) => (
              <li key={index}>{typeof notice === "string" ? notice : describeOutcomeErrorLine(notice)}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
