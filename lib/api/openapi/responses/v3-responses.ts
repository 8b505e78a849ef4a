import { z } from "zod";
import { PERIOD_STATUSES } from "../../../target-groups/schemas.ts";

// Response bodies of the v3 operations, as v3Success and lib/target-groups/render-target-group.ts build them.

const v3Success = <T extends z.ZodType>(data: T) => z.strictObject({ data, errors: z.null(), warnings: z.null() });

export const tokenResponseSchema = v3Success(z.strictObject({ accessToken: z.string(), ttlSeconds: z.number().int() }));

const actor = z
  .strictObject({
    id: z.number().int(),
    code: z.string(),
    description: z.string(),
    name: z.string(),
    type: z.literal("TILL"),
  })
  .nullable();
const attribution = z.strictObject({
  createdOn: z.string(),
  createdOnISO: z.string(),
  lastUpdatedOn: z.string(),
  lastUpdatedOnISO: z.string(),
  createdBy: actor,
  lastUpdatedBy: actor,
});
const defaultValue = z.strictObject({ id: z.number().int(), periodId: z.number().int(), defaultValue: z.number() });
// The current cycle's start and end, as the original formats them and in ISO 8601; null when there is none.
const cycleTime = z.string().nullable();

export const targetGroupSchema = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  preferredTillId: z.number().int(),
  description: z.string(),
  totalPeriods: z.number().int(),
  targetEvaluationType: z.string(),
  recurringCycles: z.number().int(),
  frequency: z.number().int(),
  frequencyType: z.string(),
  trackingType: z.string(),
  targetCycleStartDate: cycleTime,
  targetCycleEndDate: cycleTime,
  targetCycleStartDateISO: cycleTime,
  targetCycleEndDateISO: cycleTime,
  leaderboardEnabled: z.boolean(),
  userCreated: z.boolean(),
  timeZoneName: z.string(),
  attribution,
  periods: z.array(
    z.strictObject({
      id: z.number().int(),
      attribution,
      startDate: z.string(),
      endDate: z.string(),
      refCode: z.string(),
      periodStatus: z.enum(PERIOD_STATUSES),
      targetGroupId: z.number().int(),
      description: z.string(),
      active: z.boolean(),
    }),
  ),
  targets: z.array(
    z.strictObject({
      id: z.number().int(),
      attribution,
      name: z.string(),
      emfRuleSetId: z.number().int(),
      targetType: z.string(),
      targetEntity: z.string(),
      eventName: z.string().nullable(),
      targetGroupId: z.number().int(),
      description: z.string(),
      active: z.boolean(),
      expression: z.string(),
      expressionJson: z.string(),
      filters: z.array(z.unknown()),
      enrolmentMethod: z.string().nullable(),
      defaultValues: z.array(defaultValue),
      targetPeriodDefaultValuesMap: z.record(z.string(), defaultValue),
      extendedFieldInfo: z.strictObject({ name: z.string(), aggregateFunction: z.string() }).nullable(),
    }),
  ),
  streaks: z.array(z.strictObject({ id: z.number().int(), name: z.string(), targetCountOfSequence: z.number().int() })),
});

export const targetGroupResponseSchema = v3Success(targetGroupSchema);
export const targetGroupListResponseSchema = v3Success(z.array(targetGroupSchema));
