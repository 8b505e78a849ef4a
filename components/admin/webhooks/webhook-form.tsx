"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { z } from "zod";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField, InputField } from "@/components/ui/form-field.tsx";
import { notifyError } from "@/components/ui/toast.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { ALL_EVENT_TYPES } from "@/lib/events/event-types.ts";
import {
  createWebhookSchema,
  SUBSCRIBABLE_EVENT_TYPES,
  WEBHOOK_LIMITS,
  type CreateWebhookInput,
} from "@/lib/webhooks/schemas.ts";
import { ALL_EVENTS_LABEL } from "./webhook-words.ts";
import styles from "./webhooks.module.css";
import { FailureList } from "@/components/feedback/failure-list.tsx";

// The fields as the browser holds them (checked boxes are plain strings), read by the API's own schema.
const webhookFormSchema = z
  .object({ url: z.string(), eventTypes: z.array(z.string()), description: z.string().optional() })
  .pipe(createWebhookSchema);
export type WebhookFormValues = z.input<typeof webhookFormSchema>;

const FIELDS = ["url", "eventTypes", "description"];
export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { url: "", eventTypes: [], description: "" };

interface Props {
  /** "new-webhook" or "edit-webhook": the fields' ids and the form's heading. */
  id: string;
  title: string;
  submitLabel: string;
  defaultValues: WebhookFormValues;
  /** Sends the checked values; throws Refused (placed beside the fields) or any failure. */
  onSave: (values: CreateWebhookInput) => Promise<void>;
  /** After a save: the values the form shows next. */
  resetTo?: (saved: CreateWebhookInput) => WebhookFormValues;
}

/** A subscription's url, event types and description, checked with the API's own schema before sending. */
export function WebhookForm({ id, title, submitLabel, defaultValues, onSave, resetTo }: Props) {
  const form = useForm<WebhookFormValues, unknown, CreateWebhookInput>({
    resolver: zodResolver(webhookFormSchema),
    mode: "onTouched",
    defaultValues,
  });
  const [failures, setFailures] = useState<string[]>([]);
  const description = useWatch({ control: form.control, name: "description" });
  useUnsavedChanges(form.formState.isDirty);
  const errors = form.formState.errors;
  const typesError = errors.eventTypes?.message ?? errors.eventTypes?.root?.message;

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailures([]);
      try {
        await onSave(values);
        form.reset(resetTo ? resetTo(values) : EMPTY_WEBHOOK_FORM);
      } catch (error) {
        const general =
          error instanceof Refused
            ? placeFieldErrors<Path<WebhookFormValues>>(error.errors, FIELDS, form.setError).map(
                describeOutcomeErrorLine,
              )
            : [];
        setFailures(general);
        notifyFailure(error, "The endpoint could not be saved; try again.", "Not saved");
      }
    },
    () => notifyError(null, "Not saved: correct the marked fields."),
  );

  return (
    <form onSubmit={onSubmit} noValidate className={`panel ${styles.form}`} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      <InputField
        id={`${id}-url`}
        label="Endpoint URL"
        hint="An http:// or https:// address the events are POSTed to, signed with the subscription's secret."
        type="url"
        autoComplete="off"
        maxLength={WEBHOOK_LIMITS.url}
        error={errors.url?.message}
        {...form.register("url")}
      />
      <fieldset
        className={styles.types}
        aria-describedby={[`${id}-types-hint`, typesError ? `${id}-types-error` : ""].filter(Boolean).join(" ")}
      >
        <legend>Event types</legend>
        <span id={`${id}-types-hint`} className={`muted ${styles.wide}`}>
          &quot;{ALL_EVENTS_LABEL}&quot; receives every type, including types added later.
        </span>
        <label className={styles.wide}>
          <input type="checkbox" value={ALL_EVENT_TYPES} {...form.register("eventTypes")} /> {ALL_EVENTS_LABEL}
        </label>
        {SUBSCRIBABLE_EVENT_TYPES.map((type) => (
          <label key={type}>
            <input type="checkbox" value={type} {...form.register("eventTypes")} /> {type}
          </label>
        ))}
        {typesError && (
          <span id={`${id}-types-error`} className={`field-error ${styles.wide}`}>
            {typesError}
          </span>
        )}
      </fieldset>
      <FormField
        id={`${id}-description`}
        label="Description (optional)"
        hint={`${(description ?? "").length} of at most ${WEBHOOK_LIMITS.description} characters.`}
        error={errors.description?.message}
      >
        {(control) => (
          <textarea {...control} rows={2} maxLength={WEBHOOK_LIMITS.description} {...form.register("description")} />
        )}
      </FormField>
      <div>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : submitLabel}
        </Button>
      </div>
      <FailureList failures={failures} />
    </form>
  );
}
