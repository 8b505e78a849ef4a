"use client";

import { useFieldArray, useFormContext } from "react-hook-form";
import { NEW_STREAK, type BuilderValues } from "@/lib/target-groups/builder-values.ts";
import { MAX_STREAKS } from "@/lib/target-groups/schemas.ts";
import { AddRowButton, SectionProblem, useFieldProblem } from "./builder-field.tsx";
import styles from "./target-groups.module.css";
import { Button } from "@/components/ui/button.tsx";
import { InputField } from "@/components/ui/form-field.tsx";

/** The streaks of a STREAKS group: each one names how many times in a row the target must be met. */
export function StreaksEditor({ serverProblem }: { serverProblem?: string }) {
  const { control } = useFormContext<BuilderValues>();
  const streaks = useFieldArray({ control, name: "streaks" });
  const listProblem = useFieldProblem("streaks");
  const problem = serverProblem ?? listProblem;
  return (
    <section
      className={`panel ${styles.section}`}
      aria-labelledby="streaks-heading"
      aria-describedby={problem ? "streaks-error" : undefined}
    >
      <h2 id="streaks-heading">Streaks</h2>
      {streaks.fields.length === 0 && <p className="muted">No streaks yet.</p>}
      {streaks.fields.map((field, index) => (
        <StreakRow key={field.id} index={index} onRemove={() => streaks.remove(index)} />
      ))}
      <SectionProblem id="streaks" text={problem} />
      <div className={styles.actions}>
        <AddRowButton
          label="Add streak"
          full={streaks.fields.length >= MAX_STREAKS}
          onAdd={() => streaks.append({ ...NEW_STREAK })}
        />
      </div>
    </section>
  );
}

function StreakRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { register } = useFormContext<BuilderValues>();
  const nameProblem = useFieldProblem(`streaks.${index}.name`);
  const countProblem = useFieldProblem(`streaks.${index}.targetCountOfSequence`);
  const prefix = `tg-streak-${index}`;
  return (
    <div className={styles.row} data-testid={`streak-${index}`}>
      <InputField
        id={`${prefix}-name`}
        label={`Streak ${index + 1} name`}
        error={nameProblem}
        {...register(`streaks.${index}.name`)}
      />
      <InputField
        id={`${prefix}-count`}
        label={`Streak ${index + 1} count (times in a row)`}
        error={countProblem}
        type="number"
        min={1}
        step={1}
        {...register(`streaks.${index}.targetCountOfSequence`, { valueAsNumber: true })}
      />
      <Button type="button" variant="secondary" onClick={onRemove}>
        Remove streak {index + 1}
      </Button>
    </div>
  );
}
