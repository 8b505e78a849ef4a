"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm, useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import { notifyError, notifySuccess } from "@/components/ui/toast.ts";
import { describeOutcomeErrorLine } from "@/components/feedback/error-words.ts";
import { notifyFailure } from "@/components/feedback/notify-failure.ts";
import { Refused } from "@/components/feedback/refused.ts";
import { useUnsavedChanges } from "@/components/ui/use-unsaved-changes.ts";
import { builderPayload, toBuilderValues, type BuilderValues } from "@/lib/target-groups/builder-values.ts";
import { EVALUATION_TYPES, TRACKING_TYPES, type CreateTargetGroupInput } from "@/lib/target-groups/schemas.ts";
import { useFieldProblem } from "./builder-field.tsx";
import { builderResolver } from "./builder-issue-words.ts";
import { PeriodsEditor } from "./periods-editor.tsx";
import { StreaksEditor } from "./streaks-editor.tsx";
import { TargetsEditor } from "./targets-editor.tsx";
import { useSaveTargetGroup } from "./use-target-group-mutations.ts";
import styles from "./target-groups.module.css";
import layout from "@/components/ui/layout.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

/** Where the builder shows a refusal: beside the field or section its field is in, else above the buttons. */
type ProblemPlace = "name" | "targets" | "streaks" | "form";
const PLACES: readonly ProblemPlace[] = ["name", "targets", "streaks"];
const placeOf = (field: string | undefined): ProblemPlace =>
  PLACES.find((place) => place === field?.split(".")[0]) ?? "form";

const NOT_SAVED = "The target group could not be saved; try again.";

interface Props {
  /** Absent for a new group. */
  groupId?: number;
  initialValues: BuilderValues;
  /** Now on the server's wall clock, YYYY-MM-DDTHH:mm:ss.SSS (periods are in server time). */
  serverNow: string;
  notice?: string;
}

/** Creates or replaces a target group through console actions running the API's own operations. */
export function TargetGroupBuilder({ groupId, initialValues, serverNow, notice }: Props) {
  const router = useRouter();
  const save = useSaveTargetGroup();
  const [problems, setProblems] = useState<Partial<Record<ProblemPlace, string>>>({});
  const [invalid, setInvalid] = useState(false);
  const [saved, setSaved] = useState<string | null>(notice ?? null);
  const form = useForm<BuilderValues, unknown, CreateTargetGroupInput>({
    resolver: builderResolver,
    mode: "onTouched",
    defaultValues: initialValues,
  });
  useUnsavedChanges(form.formState.isDirty);
  const trackingType = useWatch({ control: form.control, name: "trackingType" });

  const onSubmit = form.handleSubmit(
    async () => {
      setProblems({});
      setInvalid(false);
      setSaved(null);
      try {
        const group = await save.mutateAsync({ id: groupId, group: builderPayload(form.getValues()) });
        const summary = `${group.periods.length} periods, ${group.targets.length} targets (companions included).`;
        notifySuccess(`Target group “${group.name}” ${groupId === undefined ? "created" : "saved"}`, summary);
        if (groupId === undefined) {
          router.push(`/target-groups/${group.id}?created=1`);
          return;
        }
        form.reset(toBuilderValues(group));
        setSaved(`Saved “${group.name}”: ${summary}`);
        router.refresh();
      } catch (error) {
        const next: Partial<Record<ProblemPlace, string>> = {};
        for (const refusal of error instanceof Refused ? error.errors : []) {
          const place = placeOf(refusal.field);
          const text = describeOutcomeErrorLine(refusal);
          next[place] = next[place] ? `${next[place]} ${text}` : text;
        }
        setProblems(error instanceof Refused ? next : { form: NOT_SAVED });
        notifyFailure(error, NOT_SAVED, "Not saved");
      }
    },
    () => {
      setProblems({});
      setSaved(null);
      setInvalid(true);
      notifyError(null, "Not saved: correct the problems shown beside the fields.");
    },
  );

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className={styles.stack}
        aria-label={groupId === undefined ? "New target group" : "Edit target group"}
      >
        <GroupFields nameProblem={problems.name} />
        <PeriodsEditor serverNow={serverNow} />
        <TargetsEditor serverProblem={problems.targets} />
        {trackingType?.toUpperCase() === "STREAKS" && <StreaksEditor serverProblem={problems.streaks} />}
        <div className={styles.footer}>
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending}>
              {groupId === undefined ? "Create target group" : "Save changes"}
            </Button>
            {save.isPending && <span role="status">Saving…</span>}
          </div>
          <div role="alert">
            {invalid && <p className="form-error">Not saved: correct the problems shown beside the fields.</p>}
            {Object.keys(problems).length > 0 && (
              <p className="form-error">Not saved: {Object.values(problems).join(" ")}</p>
            )}
          </div>
          <div role="status">{saved && <p className={layout.successNote}>{saved}</p>}</div>
        </div>
      </form>
    </FormProvider>
  );
}

function GroupFields({ nameProblem }: { nameProblem?: string }) {
  const { register } = useFormContext<BuilderValues>();
  const schemaNameProblem = useFieldProblem("name");
  const problems = {
    name: nameProblem ?? schemaNameProblem,
    description: useFieldProblem("description"),
    recurringCycles: useFieldProblem("recurringCycles"),
    preferredTillId: useFieldProblem("preferredTillId"),
    timeZoneName: useFieldProblem("timeZoneName"),
  };
  const input = (field: "name" | "description" | "timeZoneName", label: string, hint?: string) => (
    <InputField id={`tg-${field}`} label={label} hint={hint} error={problems[field]} {...register(field)} />
  );
  const number = (field: "recurringCycles" | "preferredTillId", label: string, hint: string) => (
    <InputField
      id={`tg-${field}`}
      label={label}
      hint={hint}
      error={problems[field]}
      type="number"
      min={field === "recurringCycles" ? 1 : 0}
      step={1}
      {...register(field, { valueAsNumber: true })}
    />
  );
  const select = (field: "trackingType" | "targetEvaluationType", label: string, options: readonly string[]) => (
    <SelectField id={`tg-${field}`} label={label} options={options} {...register(field)} />
  );
  return (
    <section className={`panel ${styles.section}`} aria-labelledby="group-heading">
      <h2 id="group-heading">Group</h2>
      <div className={styles.grid}>
        {input("name", "Name", "Unique in the organization, ignoring case; at most 200 characters.")}
        {input("description", "Description")}
        {select("trackingType", "Tracking type", TRACKING_TYPES)}
        {select("targetEvaluationType", "Evaluation window", EVALUATION_TYPES)}
        {number("recurringCycles", "Recurring cycles", "1 to 100; the target resets at each cycle end.")}
        {number("preferredTillId", "Preferred till id", "0 means no preference; up to 9007199254740991.")}
        {input("timeZoneName", "Time zone label", "A label only: period dates are always in server time.")}
      </div>
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...register("active")} /> Active
        </label>
        <label>
          <input type="checkbox" {...register("userCreated")} /> Customers set their own goals
        </label>
        <label>
          <input type="checkbox" {...register("leaderboardEnabled")} /> Leaderboard
        </label>
      </div>
    </section>
  );
}
