// Client-safe: the console's target-group builder keeps its values in the API's own input shape
// (createTargetGroupSchema's input), so the form validates with that schema and sends what it holds.
import { z } from "zod";
import { withoutReturnBillCompanions } from "./build-group-rows.ts";
import { periodStatusAt, type PeriodStatus } from "./period-dates.ts";
import type { renderTargetGroup } from "./render-target-group.ts";
import type { createTargetGroupSchema } from "./schemas.ts";

export type RenderedTargetGroup = ReturnType<typeof renderTargetGroup>;

type GroupInput = z.input<typeof createTargetGroupSchema>;
export type PeriodValues = NonNullable<GroupInput["periods"]>[number];
type TargetInput = NonNullable<GroupInput["targets"]>[number];
export type FilterValues = NonNullable<TargetInput["filters"]>[number];
export type TargetValues = Omit<TargetInput, "filters" | "defaultValues"> & {
  filters: FilterValues[];
  defaultValues: { defaultValue: number }[];
};
export type StreakValues = NonNullable<GroupInput["streaks"]>[number];
/** The builder's values: the create body with its lists always present (react-hook-form field arrays). */
export type BuilderValues = Omit<GroupInput, "periods" | "targets" | "streaks"> & {
  periods: PeriodValues[];
  targets: TargetValues[];
  streaks: StreakValues[];
};

export const NEW_TARGET: TargetValues = {
  name: "",
  description: "",
  active: true,
  targetEntity: "TRANSACTION",
  targetType: "COUNT",
  filters: [],
  defaultValues: [],
};
export const NEW_STREAK: StreakValues = { name: "", targetCountOfSequence: Number.NaN };

/** A new group's starting values; the time zone label defaults to the server's. */
export function newBuilderValues(timeZoneName: string): BuilderValues {
  return {
    name: "",
    description: "",
    active: true,
    preferredTillId: 0,
    timeZoneName,
    trackingType: "DEFAULT",
    targetEvaluationType: "FIXED_CALENDAR_WINDOW",
    totalPeriods: 4,
    frequencyType: "WEEKLY",
    frequency: 1,
    recurringCycles: 1,
    userCreated: false,
    leaderboardEnabled: false,
    periods: [],
    targets: [],
    streaks: [],
  };
}

/**
 * A stored group as builder values. ReturnBill companions are left out (the API regenerates them), and
 * each target's default values are put in period order through their period ids.
 */
export function toBuilderValues(group: RenderedTargetGroup): BuilderValues {
  const periodIds = group.periods.map((p) => p.id);
  return {
    name: group.name,
    description: group.description,
    active: group.active,
    preferredTillId: group.preferredTillId,
    timeZoneName: group.timeZoneName,
    trackingType: group.trackingType,
    targetEvaluationType: group.targetEvaluationType,
    totalPeriods: group.totalPeriods,
    frequencyType: group.frequencyType,
    frequency: group.frequency,
    recurringCycles: group.recurringCycles,
    userCreated: group.userCreated,
    leaderboardEnabled: group.leaderboardEnabled,
    periods: group.periods.map((p) => ({
      startDate: p.startDate,
      endDate: p.endDate,
      refCode: p.refCode,
      description: p.description,
      active: p.active,
    })),
    targets: withoutReturnBillCompanions(group.targets.map((t) => ({ ...t, eventName: t.eventName ?? undefined }))).map(
      (t) => {
        const byPeriod = new Map(t.defaultValues.map((v) => [v.periodId, v.defaultValue]));
        const values = periodIds.map((id) => byPeriod.get(id) ?? Number.NaN);
        while (values.length && Number.isNaN(values[values.length - 1])) values.pop();
        return {
          name: t.name,
          description: t.description,
          active: t.active,
          targetEntity: t.targetEntity,
          targetType: t.targetType,
          eventName: t.eventName,
          enrolmentMethod: t.enrolmentMethod ?? undefined,
          ...(t.expression ? { expression: t.expression } : {}),
          ...(t.expressionJson ? { expressionJson: t.expressionJson } : {}),
          ...(t.extendedFieldInfo ? { extendedFieldInfo: t.extendedFieldInfo } : {}),
          filters: (t.filters as FilterValues[]).map((f) => ({
            entityType: f.entityType,
            entityIds: [...f.entityIds],
          })),
          defaultValues: values.map((defaultValue) => ({ defaultValue })),
        };
      },
    ),
    streaks: group.streaks.map((s) => ({ name: s.name, targetCountOfSequence: s.targetCountOfSequence })),
    ...explicitCycleBounds(group),
  };
}

/**
 * Cycle bounds the API was sent (they differ from the span of the periods), kept so that saving the group in
 * the builder does not quietly replace them with that span.
 */
function explicitCycleBounds(group: RenderedTargetGroup): Pick<GroupInput, "targetCycleStartDate" | "toDate"> {
  // Wall-clock texts of the server's zone in one fixed format compare as text, wherever this runs.
  const starts = group.periods.map((p) => p.startDate).sort();
  const ends = group.periods.map((p) => p.endDate).sort();
  const start = group.targetCycleStartDate;
  const end = group.targetCycleEndDate;
  return {
    ...(start && start !== starts[0] && group.targetCycleStartDateISO
      ? { targetCycleStartDate: group.targetCycleStartDateISO }
      : {}),
    ...(end && end !== ends[ends.length - 1] && group.targetCycleEndDateISO
      ? { toDate: group.targetCycleEndDateISO }
      : {}),
  };
}

const blank = (value: string | undefined) => (value === undefined || value.trim() === "" ? undefined : value);

/**
 * What the builder sends: fields the chosen types do not use are dropped (streaks unless STREAKS, the
 * extended field unless EVENT_ATTRIBUTE), blank optional texts are omitted, and each target keeps one
 * default value per period with trailing blanks removed (the API maps the i-th value to the i-th period).
 */
export function builderPayload(values: BuilderValues): GroupInput {
  const { streaks, ...rest } = values;
  return {
    ...rest,
    timeZoneName: blank(values.timeZoneName),
    targets: values.targets.map(({ extendedFieldInfo, ...target }) => {
      // A value never typed in may be missing altogether; it is as blank as an emptied input.
      const defaultValues = target.defaultValues
        .slice(0, values.periods.length)
        .map((value) => ({ defaultValue: value?.defaultValue ?? Number.NaN }));
      while (defaultValues.length && !Number.isFinite(defaultValues[defaultValues.length - 1].defaultValue))
        defaultValues.pop();
      return {
        ...target,
        name: blank(target.name),
        eventName: blank(target.eventName),
        enrolmentMethod: blank(target.enrolmentMethod),
        ...(target.targetType.toUpperCase() === "EVENT_ATTRIBUTE" ? { extendedFieldInfo } : {}),
        defaultValues,
      };
    }),
    ...(values.trackingType.toUpperCase() === "STREAKS" ? { streaks } : {}),
  };
}

/** A datetime-local value (seconds and milliseconds omitted when zero) as the API's YYYY-MM-DDTHH:mm:ss.SSS. */
export function toPeriodDateTime(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  return match ? `${match[1]}:${match[2] ?? "00"}.${(match[3] ?? "").padEnd(3, "0")}` : value;
}

/**
 * The status the API will give a period, from wall-clock strings in the server's zone: they compare as
 * text, so a browser in another zone previews the same status. Null when a date is incomplete.
 */
export function previewPeriodStatus(startDate: string, endDate: string, serverNow: string): PeriodStatus | null {
  const format = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/;
  if (!format.test(startDate) || !format.test(endDate)) return null;
  return periodStatusAt(startDate, endDate, serverNow);
}
