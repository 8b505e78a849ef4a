"use client";

import { useState } from "react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { SelectField } from "@/components/ui/select-field.tsx";
import {
  NEW_TARGET,
  type BuilderValues,
  type FilterValues,
  type PeriodValues,
} from "@/lib/target-groups/builder-values.ts";
import {
  FILTER_ENTITY_TYPES,
  MAX_FILTER_IDS,
  MAX_FILTERS,
  MAX_TARGETS,
  TARGET_ENTITIES,
  TARGET_TYPES,
} from "@/lib/target-groups/schemas.ts";
import { AddRowButton, describedBy, Problem, SectionProblem, useFieldProblem } from "./builder-field.tsx";
import { periodDay } from "./period-status.tsx";
import styles from "./target-groups.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

/** The group's targets: what is measured (entity, type), per-period default values, filters. */
export function TargetsEditor({ serverProblem }: { serverProblem?: string }) {
  const { control } = useFormContext<BuilderValues>();
  const targets = useFieldArray({ control, name: "targets" });
  const periods = useWatch({ control, name: "periods" }) ?? [];
  return (
    <section className={`panel ${styles.section}`} aria-labelledby="targets-heading">
      <h2 id="targets-heading">Targets</h2>
      <p className="muted">
        TRANSACTION and LINEITEM targets also get a companion target that tracks returned bills (named …_ReturnBill);
        the service adds it on saving.
      </p>
      {targets.fields.length === 0 && <p className="muted">No targets yet.</p>}
      {targets.fields.map((field, index) => (
        <TargetEditor key={field.id} index={index} periods={periods} onRemove={() => targets.remove(index)} />
      ))}
      <SectionProblem id="targets" text={serverProblem} />
      <div className={styles.actions}>
        <AddRowButton
          label="Add target"
          full={targets.fields.length >= MAX_TARGETS}
          onAdd={() => targets.append({ ...NEW_TARGET, filters: [], defaultValues: [] })}
        />
        {targets.fields.length >= MAX_TARGETS && (
          <span className="muted">A group has at most {MAX_TARGETS} targets.</span>
        )}
      </div>
    </section>
  );
}

function TargetEditor({ index, periods, onRemove }: { index: number; periods: PeriodValues[]; onRemove: () => void }) {
  const { register, control } = useFormContext<BuilderValues>();
  const targetType = useWatch({ control, name: `targets.${index}.targetType` });
  const prefix = `tg-target-${index}`;
  const extendedNameProblem = useFieldProblem(`targets.${index}.extendedFieldInfo.name`);
  const extendedProblem = useFieldProblem(`targets.${index}.extendedFieldInfo`);
  const problems = {
    name: useFieldProblem(`targets.${index}.name`),
    description: useFieldProblem(`targets.${index}.description`),
    eventName: useFieldProblem(`targets.${index}.eventName`),
    extendedField: extendedNameProblem ?? extendedProblem,
  };
  const text = (field: "name" | "description" | "eventName", label: string, hint?: string) => (
    <InputField
      id={`${prefix}-${field}`}
      label={label}
      hint={hint}
      error={problems[field]}
      {...register(`targets.${index}.${field}`)}
    />
  );
  const select = (field: "targetEntity" | "targetType", label: string, options: readonly string[]) => (
    <SelectField id={`${prefix}-${field}`} label={label} options={options} {...register(`targets.${index}.${field}`)} />
  );

  return (
    <fieldset className={styles.target} data-testid={`target-${index}`}>
      <legend>Target {index + 1}</legend>
      <div className={styles.grid}>
        {text("name", "Target name", "Optional: the service names it after the group when empty.")}
        {select("targetEntity", "Entity", TARGET_ENTITIES)}
        {select("targetType", "Type", TARGET_TYPES)}
        {text("eventName", "Event name", "Optional: the behavioural event that counts.")}
        {text("description", "Description")}
      </div>
      {targetType?.toUpperCase() === "EVENT_ATTRIBUTE" && (
        <div className={styles.row}>
          <InputField
            id={`${prefix}-extended`}
            label="Extended field (event attribute to sum)"
            error={problems.extendedField}
            {...register(`targets.${index}.extendedFieldInfo.name`)}
          />
          <SelectField
            id={`${prefix}-aggregate`}
            label="Aggregate function"
            options={["SUM"]}
            {...register(`targets.${index}.extendedFieldInfo.aggregateFunction`)}
          />
        </div>
      )}
      <div className={styles.checks}>
        <label>
          <input type="checkbox" {...register(`targets.${index}.active`)} /> Target active
        </label>
      </div>
      <DefaultValuesEditor index={index} periods={periods} />
      <FiltersEditor index={index} />
      <div className={styles.actions}>
        <Button type="button" variant="secondary" onClick={onRemove}>
          Remove target {index + 1}
        </Button>
      </div>
    </fieldset>
  );
}

/** One default value per period: the i-th value belongs to the i-th period, as the API pairs them. */
function DefaultValuesEditor({ index, periods }: { index: number; periods: PeriodValues[] }) {
  const { setValue } = useFormContext<BuilderValues>();
  const [fill, setFill] = useState("");
  const prefix = `tg-target-${index}-value`;
  const fillAll = () => {
    const value = Number(fill);
    if (fill.trim() === "" || !Number.isFinite(value)) return;
    setValue(
      `targets.${index}.defaultValues`,
      periods.map(() => ({ defaultValue: value })),
      { shouldDirty: true },
    );
  };
  return (
    <div className={styles.subsection} role="group" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Default value per period</h3>
      {periods.length === 0 ? (
        <p className="muted">Add periods first: each period gets its own default value.</p>
      ) : (
        <>
          <p className="muted">Leave trailing periods blank to give them no default value.</p>
          <div className={styles.values}>
            {periods.map((period, position) => (
              <DefaultValueInput
                key={position}
                id={`${prefix}-${position}`}
                index={index}
                position={position}
                label={`${period.refCode || `Period ${position + 1}`} (${periodDay(period.startDate)})`}
              />
            ))}
          </div>
          <div className={styles.row}>
            <div className="field">
              <label htmlFor={`${prefix}-fill`}>Same value for every period</label>
              <input
                id={`${prefix}-fill`}
                type="number"
                step="any"
                value={fill}
                onChange={(e) => setFill(e.target.value)}
              />
            </div>
            <Button type="button" variant="secondary" onClick={fillAll}>
              Fill all periods<span className="visually-hidden"> of target {index + 1}</span>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function DefaultValueInput(props: { id: string; index: number; position: number; label: string }) {
  const { register } = useFormContext<BuilderValues>();
  const problem = useFieldProblem(`targets.${props.index}.defaultValues.${props.position}.defaultValue`);
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        type="number"
        step="any"
        {...register(`targets.${props.index}.defaultValues.${props.position}.defaultValue`, { valueAsNumber: true })}
        {...describedBy(props.id, problem)}
      />
      <Problem id={props.id} text={problem} />
    </div>
  );
}

/** Where the target counts: stores, zones or concepts by id. */
function FiltersEditor({ index }: { index: number }) {
  const { control, register } = useFormContext<BuilderValues>();
  const filters = useFieldArray({ control, name: `targets.${index}.filters` });
  const prefix = `tg-target-${index}-filter`;
  return (
    <div className={styles.subsection} role="group" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Filters</h3>
      {filters.fields.length === 0 && <p className="muted">No filters: the target counts everywhere.</p>}
      {filters.fields.map((field, position) => (
        <div key={field.id} className={styles.row}>
          <SelectField
            id={`${prefix}-${position}-type`}
            label={`Filter ${position + 1} entity type`}
            options={FILTER_ENTITY_TYPES}
            {...register(`targets.${index}.filters.${position}.entityType`)}
          />
          <Controller
            control={control}
            name={`targets.${index}.filters.${position}.entityIds`}
            render={({ field: ids, fieldState }) => (
              <IdListInput
                id={`${prefix}-${position}-ids`}
                label={`Filter ${position + 1} ids`}
                value={ids.value}
                onChange={ids.onChange}
                onBlur={ids.onBlur}
                invalid={!!fieldState.error}
              />
            )}
          />
          <Button type="button" variant="secondary" onClick={() => filters.remove(position)}>
            Remove filter {position + 1}
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        disabled={filters.fields.length >= MAX_FILTERS}
        onClick={() => filters.append({ entityType: "STORE", entityIds: [] })}
      >
        Add filter<span className="visually-hidden"> to target {index + 1}</span>
      </Button>
    </div>
  );
}

/** Ids typed as a comma-separated list; whole numbers become numbers, anything else stays text. */
function IdListInput(props: {
  id: string;
  label: string;
  value: FilterValues["entityIds"];
  onChange: (ids: FilterValues["entityIds"]) => void;
  onBlur: () => void;
  invalid: boolean;
}) {
  const [text, setText] = useState(() => props.value.join(", "));
  const problem = props.invalid
    ? `Each id can be at most 100 characters long; at most ${MAX_FILTER_IDS} ids.`
    : undefined;
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          props.onChange(parseIds(e.target.value));
        }}
        onBlur={props.onBlur}
        {...describedBy(props.id, problem, true)}
      />
      <span id={`${props.id}-hint`} className="muted">
        Separated by commas, e.g. 101, 102
      </span>
      <Problem id={props.id} text={problem} />
    </div>
  );
}

function parseIds(text: string): FilterValues["entityIds"] {
  return text
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((id) => (/^-?\d{1,15}$/.test(id) ? Number(id) : id));
}
