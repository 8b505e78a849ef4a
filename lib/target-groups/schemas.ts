import { z } from "zod";
import { queryInt } from "../validation/query-int.ts";
import { externalId64, idParam, isRowId } from "../validation/id-param.ts";
import { parsePeriodDateTime } from "./period-dates.ts";

export const TRACKING_TYPES = ["DEFAULT", "UNIFIED", "STREAKS", "CAPPING"] as const;
export const EVALUATION_TYPES = ["FIXED_CALENDAR_WINDOW", "CYCLIC_WINDOW", "PERIOD_AGNOSTIC_WINDOW"] as const;
export const FREQUENCY_TYPES = ["DAILY", "WEEKLY", "MONTHLY", "QUARTERLY", "HALF_YEARLY", "YEARLY", "CUSTOM"] as const;
export const PERIOD_STATUSES = ["RUNNING", "NOT_STARTED", "ENDED"] as const;
export const TARGET_ENTITIES = ["TRANSACTION", "LINEITEM", "EVENT", "REWARDS", "ALTERNATE_CURRENCIES"] as const;
export const TARGET_TYPES = [
  "QUANTITY",
  "SALES",
  "COUNT",
  "VISIT",
  "GROSS_SALES",
  "REGULAR_POINTS",
  "PROMOTIONAL_POINTS",
  "ALL_POINTS",
  "EXTENDED_FIELD",
  "EVENT_ATTRIBUTE",
  // the original's documented alternate-currency targets use ALL
  "ALL",
] as const;
export const FILTER_ENTITY_TYPES = ["STORE", "ZONE", "CONCEPT"] as const;

export const MAX_NAME = 200;
export const MAX_DESCRIPTION = 255;
export const MAX_RECURRING_CYCLES = 100;
export const MAX_PERIODS = 100;
export const MAX_TARGETS = 20;
export const MAX_STREAKS = 20;
export const MAX_FREQUENCY = 10_000;
export const MAX_FILTERS = 20;
export const MAX_FILTER_IDS = 1000;

const text = (max: number) => z.string().max(max, `at most ${max} characters`);
// The spec writes some values as words ("Half-yearly"); one canonical form is stored and answered.
const upperEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .transform((value) =>
      value
        .trim()
        .toUpperCase()
        .replace(/[-\s]+/g, "_"),
    )
    .pipe(z.enum(values));

const defaultValueNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d{1,12}(\.\d{1,6})?$/, "must be a number or numeric text")
    .transform(Number),
]);

const periodDateTime = z.string().transform((value, ctx) => {
  const date = parsePeriodDateTime(value);
  if (date) return date;
  ctx.addIssue({ code: "custom", message: "expected a real date-time as YYYY-MM-DDTHH:mm:ss.SSS" });
  return z.NEVER;
});

const periodSchema = z
  .object({
    active: z.boolean().default(true),
    description: text(MAX_DESCRIPTION).default(""),
    startDate: periodDateTime,
    endDate: periodDateTime,
    // Ignored, whatever it says ("UPCOMING" included): the service derives the status from the dates.
    periodStatus: text(50).optional(),
    refCode: text(100).trim().min(1, "must not be empty"),
  })
  .strict();

const targetSchema = z
  .object({
    active: z.boolean().default(true),
    description: text(MAX_DESCRIPTION).default(""),
    name: text(MAX_NAME).trim().optional(),
    expression: z.union([z.boolean(), text(10_000)]).optional(),
    expressionJson: text(20_000).optional(),
    filters: z
      .array(
        z
          .object({
            entityType: upperEnum(FILTER_ENTITY_TYPES),
            entityIds: z
              .array(z.union([z.number().int(), text(100)]))
              .max(MAX_FILTER_IDS, `at most ${MAX_FILTER_IDS} ids`),
          })
          .strict(),
      )
      .max(MAX_FILTERS, `at most ${MAX_FILTERS} filters`)
      .default([]),
    targetEntity: upperEnum(TARGET_ENTITIES),
    eventName: text(100).trim().min(1).optional(),
    targetType: upperEnum(TARGET_TYPES),
    enrolmentMethod: text(50).optional(),
    // EVENT_ATTRIBUTE targets name the summed attribute; alternate-currency targets name the currency and
    // the program holding it, under the original's names.
    extendedFieldInfo: z
      .object({
        name: text(100).trim().min(1, "must not be empty").optional(),
        aggregateFunction: upperEnum(["SUM"] as const).optional(),
        alternateCurrencyIdentifier: text(100).trim().min(1, "must not be empty").optional(),
        programId: z.union([z.number().refine(isRowId, "must be a numeric id"), idParam]).optional(),
      })
      .strict()
      .transform((info) => (info.name ? { ...info, aggregateFunction: info.aggregateFunction ?? "SUM" } : info))
      .optional(),
    targetMilestoneTriggers: z.array(z.unknown()).max(0, "milestone triggers are not supported").optional(),
    defaultValues: z
      .array(z.object({ defaultValue: defaultValueNumber }).strict())
      .max(MAX_PERIODS)
      .default([]),
  })
  .strict();

const streakSchema = z
  .object({
    name: text(MAX_NAME).trim().min(1, "must not be empty"),
    targetCountOfSequence: z.number().int().min(1).max(10_000),
  })
  .strict();

const groupFields = {
  name: text(MAX_NAME).trim().min(1, "must not be empty"),
  description: text(MAX_DESCRIPTION).default(""),
  active: z.boolean().default(true),
  preferredTillId: externalId64.default(0),
  timeZoneName: text(100).optional(),
  trackingType: upperEnum(TRACKING_TYPES),
  targetEvaluationType: upperEnum(EVALUATION_TYPES),
  totalPeriods: z.number().int().min(1).max(MAX_PERIODS),
  frequencyType: upperEnum(FREQUENCY_TYPES),
  // The original's documented streak body sends 0 for both (DAILY, no recurrence): stored as sent.
  frequency: z.number().int().min(0).max(MAX_FREQUENCY),
  recurringCycles: z.number().int().min(0).max(MAX_RECURRING_CYCLES),
  // The cycle's bounds as the original's documented bodies send them; without them the periods span it.
  fromDate: periodDateTime.optional(),
  toDate: periodDateTime.optional(),
  targetCycleStartDate: periodDateTime.optional(),
  userCreated: z.boolean().default(false),
  leaderboardEnabled: z.boolean().default(false),
  periods: z.array(periodSchema).max(MAX_PERIODS).default([]),
  targets: z.array(targetSchema).max(MAX_TARGETS).default([]),
  streaks: z.array(streakSchema).max(MAX_STREAKS).optional(),
};

type GroupShape = {
  trackingType: string;
  fromDate?: Date;
  toDate?: Date;
  targetCycleStartDate?: Date;
  streaks?: unknown[];
  periods: { startDate: Date; endDate: Date }[];
  targets: {
    targetType: string;
    targetEntity: string;
    extendedFieldInfo?: ExtendedFieldInfo;
    expressionJson?: string;
  }[];
};
type ExtendedFieldInfo = { name?: string; alternateCurrencyIdentifier?: string; programId?: number };

/** A warning of the v3 envelope: {code, message}. */
export interface TargetGroupWarning {
  code: number;
  message: string;
}
// Ours: the original's documented sample sends more defaultValues than periods, and it takes them.
export const EXCESS_DEFAULT_VALUES_WARNING = 310201;

/**
 * defaultValues[i] belongs to period i: values past the last period are dropped with a warning rather
 * than refused, as the original's own sample sends more of them than it has periods.
 */
function dropExcessDefaultValues<G extends { periods: unknown[]; targets: { defaultValues: unknown[] }[] }>(group: G) {
  const warnings: TargetGroupWarning[] = [];
  const targets: G["targets"] = group.targets.map((target, index) => {
    if (target.defaultValues.length <= group.periods.length) return target;
    warnings.push({
      code: EXCESS_DEFAULT_VALUES_WARNING,
      message: `targets.${index}.defaultValues: ${target.defaultValues.length - group.periods.length} value(s) beyond the group's ${group.periods.length} period(s) ignored`,
    });
    return { ...target, defaultValues: target.defaultValues.slice(0, group.periods.length) };
  });
  return { ...group, targets, warnings };
}

/** Rules across fields; the codes they map to are in errors.ts (STREAKS_REQUIRED_PATH is 310101). */
function crossFieldRules(group: GroupShape, ctx: z.RefinementCtx) {
  if (group.trackingType === "STREAKS" && !group.streaks?.length)
    ctx.addIssue({
      code: "custom",
      path: ["streaks"],
      message: "At least one streak must be present for a streaks target group",
    });
  // The cycle's bounds as groupColumns stores them: the ones sent, else the span of the periods.
  const times = (pick: (period: { startDate: Date; endDate: Date }) => Date) =>
    group.periods.map((period) => pick(period).getTime());
  const sentStart = group.targetCycleStartDate ?? group.fromDate;
  const start = sentStart?.getTime() ?? (group.periods.length ? Math.min(...times((p) => p.startDate)) : undefined);
  const end = group.toDate?.getTime() ?? (group.periods.length ? Math.max(...times((p) => p.endDate)) : undefined);
  if (start !== undefined && end !== undefined && end <= start && (sentStart || group.toDate))
    ctx.addIssue({
      code: "custom",
      path: [group.toDate ? "toDate" : group.targetCycleStartDate ? "targetCycleStartDate" : "fromDate"],
      message: group.toDate
        ? "must be after the cycle's start"
        : "must be before the cycle's end (its last period's end)",
    });
  group.periods.forEach((period, index) => {
    if (period.endDate <= period.startDate)
      ctx.addIssue({ code: "custom", path: ["periods", index, "endDate"], message: "must be after startDate" });
  });
  group.targets.forEach((target, index) => {
    if (target.targetType === "EVENT_ATTRIBUTE" && !target.extendedFieldInfo)
      ctx.addIssue({
        code: "custom",
        path: ["targets", index, "extendedFieldInfo"],
        message: "is required for EVENT_ATTRIBUTE targets",
      });
    else if (target.targetType === "EVENT_ATTRIBUTE" && !target.extendedFieldInfo?.name)
      ctx.addIssue({
        code: "custom",
        path: ["targets", index, "extendedFieldInfo", "name"],
        message: "is required for EVENT_ATTRIBUTE targets",
      });
    if (target.targetEntity === "ALTERNATE_CURRENCIES") {
      for (const field of ["alternateCurrencyIdentifier", "programId"] as const)
        if (target.extendedFieldInfo?.[field] === undefined)
          ctx.addIssue({
            code: "custom",
            path: ["targets", index, "extendedFieldInfo", field],
            message: "is required for ALTERNATE_CURRENCIES targets",
          });
    }
    if (target.expressionJson && !isJson(target.expressionJson))
      ctx.addIssue({ code: "custom", path: ["targets", index, "expressionJson"], message: "is not valid JSON" });
  });
}

/** POST /v3/targetGroups and the console's target-group builder. */
export const createTargetGroupSchema = z
  .object(groupFields)
  .strict()
  .superRefine(crossFieldRules)
  .transform(dropExcessDefaultValues);
export type CreateTargetGroupInput = z.output<typeof createTargetGroupSchema>;
export type TargetGroupFormValues = z.input<typeof createTargetGroupSchema>;

/** PUT /v3/targetGroups: the whole group as on creation, plus its id; periods, targets and streaks are replaced. */
export const updateTargetGroupSchema = z
  .object({ id: z.number().int().positive(), ...groupFields })
  .strict()
  .superRefine(crossFieldRules)
  .transform(dropExcessDefaultValues);
export type UpdateTargetGroupInput = z.output<typeof updateTargetGroupSchema>;

export const findTargetGroupsQuerySchema = z
  .object({
    name: z.string().trim().max(MAX_NAME).optional(),
    active: z
      .enum(["true", "false"])
      .transform((value) => value === "true")
      .optional(),
    page: queryInt(0, 1_000_000, 0),
    size: queryInt(1, 200, 50),
  })
  .strict();
export type FindTargetGroupsQuery = z.output<typeof findTargetGroupsQuerySchema>;

function isJson(value: string): boolean {
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
}
