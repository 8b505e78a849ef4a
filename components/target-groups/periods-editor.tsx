"use client";

import { useState } from "react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { DataTable, type Column } from "@/components/ui/data-table.tsx";
import { SelectField } from "@/components/ui/select-field.tsx";
import {
  previewPeriodStatus,
  toPeriodDateTime,
  type BuilderValues,
  type PeriodValues,
} from "@/lib/target-groups/builder-values.ts";
import { formatWallClock, generatePeriods, wallClockTime } from "@/lib/target-groups/generate-periods.ts";
import { FREQUENCY_TYPES, MAX_PERIODS } from "@/lib/target-groups/schemas.ts";
import { AddRowButton, describedBy, Problem, useFieldProblem } from "./builder-field.tsx";
import { periodDay, PeriodStatusBadge } from "./period-status.tsx";
import { PeriodTimeline } from "./period-timeline.tsx";
import styles from "./target-groups.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

type GeneratorProblem = { field: "startDate" | "frequencyType" | "frequency" | "totalPeriods"; message: string };

/**
 * The periods: a generator (first day, frequency type, frequency, total periods), the timeline, and a
 * table where each period stays editable. Removing a period also removes its default value from every
 * target, because the API pairs the i-th default value with the i-th period.
 */
export function PeriodsEditor({ serverNow }: { serverNow: string }) {
  const { control, register, getValues, setValue } = useFormContext<BuilderValues>();
  const periods = useFieldArray({ control, name: "periods" });
  const watched = useWatch({ control, name: "periods" }) ?? [];
  // Regenerating an existing group starts from its first period by default.
  const [firstDay, setFirstDay] = useState(
    () => getValues("periods")[0]?.startDate.slice(0, 10) || serverNow.slice(0, 10),
  );
  const [problem, setProblem] = useState<GeneratorProblem | null>(null);
  const [generated, setGenerated] = useState<string | null>(null);
  const frequencyTypeProblem = useFieldProblem("frequencyType");
  const frequencyProblem = useFieldProblem("frequency");
  const totalProblem = useFieldProblem("totalPeriods");
  const listProblem = useFieldProblem("periods");

  const forEachTarget = (change: (values: { defaultValue: number }[]) => { defaultValue: number }[]) =>
    getValues("targets").forEach((target, index) =>
      setValue(`targets.${index}.defaultValues`, change(target.defaultValues ?? [])),
    );

  const generate = () => {
    const [frequencyType, frequency, totalPeriods] = getValues(["frequencyType", "frequency", "totalPeriods"]);
    const result = generatePeriods({ startDate: firstDay, frequencyType, frequency, totalPeriods });
    if (!result.ok) {
      setProblem(result);
      setGenerated(null);
      return;
    }
    setProblem(null);
    periods.replace(result.periods);
    forEachTarget((values) => values.slice(0, result.periods.length));
    const last = result.periods[result.periods.length - 1];
    setGenerated(
      `Generated ${result.periods.length} periods, ${periodDay(result.periods[0].startDate)} to ${periodDay(last.endDate)}.`,
    );
  };

  const addPeriod = () => {
    const previous = watched[watched.length - 1];
    const refCode = `P${Math.max(watched.length, ...watched.map((p) => Number(/^P(\d+)$/.exec(p.refCode)?.[1] ?? 0))) + 1}`;
    periods.append(
      previous ? nextPeriod(previous, refCode) : { startDate: "", endDate: "", refCode, description: "", active: true },
    );
  };
  const removePeriod = (index: number) => {
    periods.remove(index);
    forEachTarget((values) => values.filter((_, position) => position !== index));
    setGenerated(null);
  };

  const generatorProblem = (field: GeneratorProblem["field"]) =>
    problem?.field === field ? problem.message : undefined;
  // Frequency and total periods: whole numbers from 1; the generator's problem shows before the form's.
  const countInput = (name: "frequency" | "totalPeriods", formProblem: string | undefined) => ({
    id: `tg-${name}`,
    error: generatorProblem(name) ?? formProblem,
    type: "number",
    min: 1,
    step: 1,
    ...register(name, { valueAsNumber: true }),
  });
  const totalPeriods = useWatch({ control, name: "totalPeriods" });

  return (
    <section className={`panel ${styles.section}`} aria-labelledby="periods-heading">
      <h2 id="periods-heading">Periods</h2>
      <fieldset className={styles.generator}>
        <legend>Period generator</legend>
        <div className={styles.grid}>
          <InputField
            id="tg-first-day"
            label="First day"
            hint="Periods start at midnight, server time."
            error={generatorProblem("startDate")}
            type="date"
            value={firstDay}
            onChange={(e) => setFirstDay(e.target.value)}
          />
          <SelectField
            id="tg-frequencyType"
            label="Frequency type"
            options={FREQUENCY_TYPES}
            error={generatorProblem("frequencyType") ?? frequencyTypeProblem}
            {...register("frequencyType")}
          />
          <InputField label="Frequency (units per period)" {...countInput("frequency", frequencyProblem)} />
          <InputField label="Total periods" max={MAX_PERIODS} {...countInput("totalPeriods", totalProblem)} />
        </div>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={generate}>
            Generate periods
          </Button>
          <span className="muted">Replaces the periods below; each generated period stays editable.</span>
        </div>
      </fieldset>
      <div role="status">{generated && <p className="muted">{generated}</p>}</div>

      <PeriodTimeline
        periods={watched.map((p) => ({
          refCode: p.refCode,
          startDate: p.startDate,
          endDate: p.endDate,
          status: previewPeriodStatus(p.startDate, p.endDate, serverNow),
        }))}
        serverNow={serverNow}
      />
      {periods.fields.length > 0 ? (
        <DataTable
          caption="Periods, with their dates in server time and the status they will have"
          regionLabel="Generated dates"
          className={styles.periods}
          columns={periodColumns(watched, serverNow, removePeriod)}
          rows={periods.fields.map((field, index) => ({ key: field.id, index }))}
          rowKey={(row) => row.key}
          rowProps={(row) => ({ "data-testid": `period-row-${row.index}` })}
          empty="No periods yet."
        />
      ) : (
        <p className="muted">No periods yet: generate them, or add them one by one.</p>
      )}
      {listProblem && <p className={styles.sectionError}>{listProblem}</p>}
      {Number.isInteger(totalPeriods) && periods.fields.length > 0 && totalPeriods !== periods.fields.length && (
        <p className="muted">
          Total periods says {totalPeriods}, but the group has {periods.fields.length} periods.
        </p>
      )}
      <div className={styles.actions}>
        <AddRowButton label="Add period" full={periods.fields.length >= MAX_PERIODS} onAdd={addPeriod} />
      </div>
    </section>
  );
}

/** The periods table's columns: every period stays editable in place. */
function periodColumns(
  watched: PeriodValues[],
  serverNow: string,
  onRemove: (index: number) => void,
): Column<{ key: string; index: number }>[] {
  const name = (index: number) => watched[index]?.refCode || `period ${index + 1}`;
  const cell = (
    index: number,
    field: "refCode" | "startDate" | "endDate" | "description",
    label: string,
    type: string,
  ) => (
    <PeriodCell
      id={`tg-period-${index}-${field}`}
      path={`periods.${index}.${field}`}
      label={`${label} of ${name(index)}`}
      type={type}
      field={field}
      index={index}
    />
  );
  const status = (index: number) => {
    const values = watched[index];
    return values ? previewPeriodStatus(values.startDate, values.endDate, serverNow) : null;
  };
  return [
    { key: "refCode", header: "Reference", cell: ({ index }) => cell(index, "refCode", "Reference", "text") },
    {
      key: "dates",
      header: "Starts and ends",
      cell: ({ index }) => (
        <div className={styles.dates}>
          {cell(index, "startDate", "Start", "datetime-local")}
          {cell(index, "endDate", "End", "datetime-local")}
        </div>
      ),
    },
    {
      key: "description",
      header: "Description",
      cell: ({ index }) => cell(index, "description", "Description", "text"),
    },
    { key: "active", header: "Active", cell: ({ index }) => <PeriodActive index={index} name={name(index)} /> },
    { key: "status", header: "Status", cell: ({ index }) => <PeriodStatusBadge status={status(index)} /> },
    {
      key: "remove",
      header: <span className="visually-hidden">Remove</span>,
      cell: ({ index }) => (
        <Button type="button" variant="secondary" onClick={() => onRemove(index)}>
          Remove<span className="visually-hidden"> {name(index)}</span>
        </Button>
      ),
    },
  ];
}

function PeriodActive({ index, name }: { index: number; name: string }) {
  const { register } = useFormContext<BuilderValues>();
  return <input type="checkbox" aria-label={`${name} active`} {...register(`periods.${index}.active`)} />;
}

function PeriodCell(props: {
  id: string;
  path: string;
  label: string;
  type: string;
  field: "refCode" | "startDate" | "endDate" | "description";
  index: number;
}) {
  const { register } = useFormContext<BuilderValues>();
  const problem = useFieldProblem(props.path);
  const dateTime = props.type === "datetime-local";
  return (
    <>
      <input
        type={props.type}
        aria-label={props.label}
        step={dateTime ? 0.001 : undefined}
        {...register(`periods.${props.index}.${props.field}`, dateTime ? { setValueAs: toPeriodDateTime } : {})}
        {...describedBy(props.id, problem)}
      />
      <Problem id={props.id} text={problem} className={styles.cellError} />
    </>
  );
}

/** A period right after the previous one, as long as it. */
function nextPeriod(previous: PeriodValues, refCode: string): PeriodValues {
  const start = wallClockTime(previous.endDate);
  const length = start === null ? null : start - (wallClockTime(previous.startDate) ?? start);
  if (start === null || length === null || length <= 0)
    return { startDate: "", endDate: "", refCode, description: "", active: true };
  return {
    startDate: formatWallClock(start + 1),
    endDate: formatWallClock(start + 1 + length),
    refCode,
    description: "",
    active: true,
  };
}
