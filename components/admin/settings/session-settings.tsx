"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { notifySuccess } from "@/components/ui/toast.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { describeOutcomeError } from "@/components/feedback/error-words.ts";
import { placeFieldErrors } from "@/components/feedback/place-field-errors.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { organizationSettingsPatchSchema } from "@/lib/orgs/schemas.ts";
import { useSaveOrganizationSettings } from "./use-organization-settings.ts";
import styles from "./settings.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

// Both required here: the form always shows, and sends, the two together.
const sessionSettingsSchema = organizationSettingsPatchSchema
  .pick({ sessionIdleMinutes: true, sessionMaxHours: true })
  .required();
type SessionSettings = z.infer<typeof sessionSettingsSchema>;

const FIELDS = [
  {
    name: "sessionIdleMinutes",
    id: "session-settings-idle",
    label: "Sign out after this many minutes without use",
    hint: "5 to 1440 minutes. Applies to open sessions from their next request.",
  },
  {
    name: "sessionMaxHours",
    id: "session-settings-max",
    label: "Sign out this many hours after signing in",
    hint: "1 to 720 hours, used or not. Shortening it also ends older open sessions at their next request.",
  },
] as const;

const asNumber = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value);

/** The console sessions' idle timeout and lifetime: its own small form, saved on its own. */
export function SessionSettingsForm({ settings }: { settings: SessionSettings }) {
  const router = useRouter();
  const save = useSaveOrganizationSettings();
  const form = useForm<SessionSettings>({
    resolver: zodResolver(sessionSettingsSchema),
    mode: "onTouched",
    defaultValues: settings,
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const data = await save.mutateAsync(values);
      form.reset({ sessionIdleMinutes: data.sessionIdleMinutes, sessionMaxHours: data.sessionMaxHours });
      notifySuccess("Session settings saved", "They apply to every open session from its next request.");
      router.refresh();
    } catch (error) {
      const refusals = error instanceof Refused ? error.errors : [];
      placeFieldErrors<keyof SessionSettings>(
        refusals,
        FIELDS.map((field) => field.name),
        form.setError,
        "",
        (refusal) => describeOutcomeError(refusal).text,
      );
      notifyFailure(error, "The session settings could not be saved; try again.", "Not saved");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Session settings">
      <fieldset className={styles.group}>
        <legend>Console sessions</legend>
        <div className={styles.columns}>
          {FIELDS.map((field) => {
            const error = errors[field.name]?.message;
            return (
              <InputField
                key={field.name}
                id={field.id}
                label={field.label}
                hint={field.hint}
                error={error && (/expected number/.test(error) ? "Enter a whole number." : error)}
                inputMode="numeric"
                autoComplete="off"
                {...form.register(field.name, { setValueAs: asNumber })}
              />
            );
          })}
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            Save session settings
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
