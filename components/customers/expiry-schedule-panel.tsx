"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { fieldErrorId, InputField } from "@/components/ui/form-field.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import { ApiError } from "@/lib/client/api-client.ts";
import { wordsOf } from "@/components/feedback/error-words.ts";
import { endDateTooFar, invalidProgramId, startDateAfterEndDate, startDateInPast } from "@/lib/errors/catalogue.ts";
import { expiryScheduleQuerySchema } from "@/lib/points/expiry-schedule-schemas.ts";
import type { ProgramOption } from "@/lib/points/find-organization-programs.ts";
import type { InitialSchedule } from "@/lib/points/load-schedule-view.ts";
import { ROW_ID_DIGITS } from "@/lib/validation/id-param.ts";
import { ExpiryChart } from "./expiry-chart.tsx";
import { expiringWithin, type ScheduleEntry } from "./expiry-chart-data.ts";
import { ExportScheduleCsv } from "./export-schedule-csv.tsx";
import { DEFAULT_SCHEDULE_OPTIONS, useExpirySchedule, type ScheduleOptions } from "./use-expiry-schedule.ts";
import styles from "./expiry-schedule.module.css";
import { Button } from "@/components/ui/button.tsx";

const formSchema = expiryScheduleQuerySchema.pick({ startDate: true, endDate: true }).extend({
  program: z.union([z.enum(["default", "all"]), z.string().regex(ROW_ID_DIGITS, "choose a program")]),
  earliestOnly: z.boolean(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

type Control = "startDate" | "endDate" | "program";
/** The form's control for each query parameter the catalogue names (the program select sends programId). */
const CONTROLS: Record<string, Control> = { startDate: "startDate", endDate: "endDate", programId: "program" };
const CONTROL_IDS: Record<Control, string> = {
  program: "schedule-program",
  startDate: "schedule-start",
  endDate: "schedule-end",
};
const DATE_CONTROLS = [
  { field: "startDate", label: "Start date" },
  { field: "endDate", label: "End date" },
] as const;
/** The control a refusal of the lookup concerns, by the envelope's code: its catalogue row names the field. */
const CONTROL_OF_CODE = new Map(
  [startDateInPast, startDateAfterEndDate, endDateTooFar, invalidProgramId].flatMap((entry) =>
    typeof entry.field === "string" && CONTROLS[entry.field] ? [[entry.code, CONTROLS[entry.field]] as const] : [],
  ),
);
const NOT_LOADED = "The schedule could not be loaded.";

const blankToUndefined = (value: string) => (value === "" ? undefined : value);

function toOptions(values: FormOutput): ScheduleOptions {
  const { program, earliestOnly, startDate, endDate } = values;
  const scope = program === "default" || program === "all" ? program : "program";
  return { scope, programId: scope === "program" ? program : undefined, earliestOnly, startDate, endDate };
}

interface ExpirySchedulePanelProps {
  customerId: number;
  programs: ProgramOption[];
  initial: InitialSchedule;
  /** The server's calendar day (yyyy-MM-dd): the schedule's dates are in its time zone. */
  today: string;
}

export function ExpirySchedulePanel({ customerId, programs, initial, today }: ExpirySchedulePanelProps) {
  const [options, setOptions] = useState<ScheduleOptions>(DEFAULT_SCHEDULE_OPTIONS);
  const schedule = useExpirySchedule(customerId, options, initial);
  const { register, handleSubmit, formState } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: { program: "default", earliestOnly: false },
  });
  const apiError =
    schedule.error instanceof ApiError
      ? schedule.error.items[0]
      : schedule.error
        ? { code: 0, message: NOT_LOADED }
        : null;
  const apiField = apiError ? CONTROL_OF_CODE.get(apiError.code) : undefined;
  const errorText = apiError
    ? `${wordsOf({ code: apiError.code, params: {} }) ?? NOT_LOADED} (${apiError.code}: ${apiError.message})`
    : null;
  const defaultProgram = programs.find((p) => p.isDefault);
  // A control's own error is its field's; the lookup's refusal of it, shown below the form, marks it too.
  const controlProps = (field: Control) => {
    const id = CONTROL_IDS[field];
    const invalid = !!formState.errors[field];
    const refused = apiField === field;
    return {
      id,
      error: formState.errors[field]?.message,
      "aria-invalid": refused || invalid,
      "aria-describedby":
        [invalid ? fieldErrorId(id) : "", refused ? "schedule-error" : ""].filter(Boolean).join(" ") || undefined,
    };
  };

  return (
    <>
      <form onSubmit={handleSubmit((values) => setOptions(toOptions(values)))} noValidate aria-label="Schedule options">
        <div className={styles.controls}>
          <SelectField
            label="Programs"
            options={[
              { value: "default", label: `Default program${defaultProgram ? ` (${defaultProgram.name})` : ""}` },
              { value: "all", label: "All programs" },
              ...programs.map((program) => ({ value: String(program.id), label: program.name })),
            ]}
            {...controlProps("program")}
            {...register("program")}
          />
          {DATE_CONTROLS.map(({ field, label }) => (
            <InputField
              key={field}
              label={label}
              type="date"
              {...controlProps(field)}
              {...register(field, { setValueAs: blankToUndefined })}
            />
          ))}
          <div className={styles.checkbox}>
            <input id="schedule-earliest" type="checkbox" {...register("earliestOnly")} />
            <label htmlFor="schedule-earliest">Earliest expiry only (per program, points type and expiry type)</label>
          </div>
        </div>
        <div className={styles.actions}>
          <Button type="submit">Show schedule</Button>
        </div>
      </form>
      {errorText && (
        <p id="schedule-error" role="alert" className="form-error">
          {errorText}
        </p>
      )}
      {schedule.isFetching && (
        <p role="status" className="muted">
          Loading the schedule…
        </p>
      )}
      {schedule.data && !schedule.error && (
        <ScheduleResult
          customerId={customerId}
          entries={schedule.data.expirySchedules}
          programs={programs}
          today={today}
        />
      )}
    </>
  );
}

const SUMMARY_DAYS = 30;

function ScheduleResult({
  customerId,
  entries,
  programs,
  today,
}: {
  customerId: number;
  entries: ScheduleEntry[];
  programs: ProgramOption[];
  today: string;
}) {
  if (entries.length === 0) return <p className="muted">No points expire in this window.</p>;
  const programName = (id: number) => programs.find((program) => program.id === id)?.name ?? `Program ${id}`;
  const seriesName = (entry: ScheduleEntry) => `${programName(entry.programId)} · ${entry.pointsType}`;
  const soon = expiringWithin(entries, today, SUMMARY_DAYS);
  return (
    <>
      <p className={styles.summary} data-testid="expiry-summary">
        {soon > 0
          ? `${soon} points expire in the next ${SUMMARY_DAYS} days`
          : `No points expire in the next ${SUMMARY_DAYS} days`}
      </p>
      <ExpiryChart entries={entries} today={today} seriesName={seriesName} />
      <DataTable
        caption="Points expiry schedule"
        regionLabel="Expiring points by date"
        columns={scheduleColumns(programName)}
        rows={entries}
        rowKey={(entry) => `${entry.expiryDate}-${entry.programId}-${entry.pointsType}-${entry.expiryType}`}
        empty="No points expire in this window."
      />
      <ExportScheduleCsv customerId={customerId} entries={entries} programName={programName} />
    </>
  );
}

const scheduleColumns = (programName: (id: number) => string): Column<ScheduleEntry>[] => [
  { key: "expires", header: "Expires on", cell: (entry) => entry.expiryDate },
  { key: "points", header: "Points", cell: (entry) => entry.points },
  { key: "program", header: "Program", cell: (entry) => programName(entry.programId) },
  { key: "pointsType", header: "Points type", cell: (entry) => entry.pointsType },
  { key: "expiryType", header: "Expiry type", cell: (entry) => entry.expiryType },
];
