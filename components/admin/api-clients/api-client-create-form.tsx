"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Path } from "react-hook-form";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { ACCESS_GROUP_LABELS, ACCESS_GROUPS } from "@/lib/auth/access-groups.ts";
import { API_CLIENT_LIMITS, type CreateApiClientInput } from "@/lib/admin/api-clients/schemas.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Refused } from "@/components/feedback/refused.ts";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { API_CLIENT_FORM_DEFAULTS, apiClientFormSchema, type ApiClientFormValues } from "./api-client-form-schema.ts";
import { useCreateApiClient, type IssuedSecret } from "./use-api-client-mutations.ts";
import styles from "./api-clients.module.css";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";

const FIELDS = ["name", "accessGroups", "expiresAt"];

/** The new-client form: the API's own schema checks it before it is sent, and refusals land beside their field. */
export function ApiClientCreateForm({ onCreated }: { onCreated: (issued: IssuedSecret) => void }) {
  const form = useForm<ApiClientFormValues, unknown, CreateApiClientInput>({
    resolver: zodResolver(apiClientFormSchema),
    mode: "onTouched",
    defaultValues: API_CLIENT_FORM_DEFAULTS,
  });
  const create = useCreateApiClient();
  const errors = form.formState.errors;
  const described = (field: string, hint: boolean, error?: string) =>
    [hint ? `client-${field}-hint` : null, error ? `client-${field}-error` : null].filter(Boolean).join(" ") ||
    undefined;

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      const issued = await create.mutateAsync(payload);
      form.reset(API_CLIENT_FORM_DEFAULTS);
      onCreated(issued);
    } catch (error) {
      const refusals = error instanceof Refused ? error.errors : [];
      const words = (refusal: OutcomeError) => describeOutcomeError(refusal).text;
      const unplaced = placeFieldErrors<Path<ApiClientFormValues>>(refusals, FIELDS, form.setError, "", words);
      const placed = refusals.length > 0 && unplaced.length === 0;
      if (!placed) notifyFailure(error, "The API client could not be created; try again.");
    }
  });

  const fieldError = (field: "name" | "accessGroups" | "expiresAt") => errors[field]?.message;
  return (
    <form onSubmit={onSubmit} noValidate className={`panel ${styles.form}`} aria-labelledby="new-client-heading">
      <h2 id="new-client-heading">New API client</h2>
      <div className={styles.columns}>
        <FormField
          id="client-name"
          label="Name"
          hint={<>What system calls with it, e.g. &quot;Till sync&quot;.</>}
          error={fieldError("name")}
        >
          {(control) => (
            <input {...control} autoComplete="off" maxLength={API_CLIENT_LIMITS.name} {...form.register("name")} />
          )}
        </FormField>
        <FormField
          id="client-expiresAt"
          label="Expires (optional)"
          hint={<>In your browser&apos;s time zone. From then on the client gets no tokens; blank: no expiry.</>}
          error={fieldError("expiresAt")}
        >
          {(control) => <input {...control} type="datetime-local" {...form.register("expiresAt")} />}
        </FormField>
      </div>
      <fieldset
        className={styles.groups}
        aria-describedby={described("accessGroups", false, fieldError("accessGroups"))}
      >
        <legend>Access groups</legend>
        {ACCESS_GROUPS.map((group) => (
          <label key={group}>
            <input type="checkbox" value={group} {...form.register("accessGroups")} /> {ACCESS_GROUP_LABELS[group]}
          </label>
        ))}
        {fieldError("accessGroups") && (
          <span id="client-accessGroups-error" className="field-error">
            {fieldError("accessGroups")}
          </span>
        )}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? "Creating…" : "Create API client"}
        </Button>
      </div>
    </form>
  );
}
