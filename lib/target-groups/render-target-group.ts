import { formatLocalDateTime, formatLocalIso } from "../time/server-time.ts";
import type { Actor, TargetGroupRecord } from "./load-target-group.ts";
import { periodStatusAt } from "./period-dates.ts";

const actor = (user: Actor | null) =>
  user && { id: user.id, code: user.username, description: "", name: user.displayName, type: "TILL" };

/** EVENT_ATTRIBUTE targets carry name and aggregateFunction; alternate-currency targets the currency and program. */
interface ExtendedFieldInfo {
  name?: string;
  aggregateFunction?: string;
  alternateCurrencyIdentifier?: string;
  programId?: number;
}

interface DefaultValue {
  id: number;
  periodId: number;
  defaultValue: number;
}

/** The v3 `data` of a target group; period statuses are derived from the dates and `now`. */
export function renderTargetGroup(group: TargetGroupRecord, now = new Date()) {
  const attribution = (createdAt: Date, updatedAt: Date) => ({
    createdOn: formatLocalDateTime(createdAt),
    createdOnISO: formatLocalIso(createdAt),
    lastUpdatedOn: formatLocalDateTime(updatedAt),
    lastUpdatedOnISO: formatLocalIso(updatedAt),
    createdBy: actor(group.createdBy),
    lastUpdatedBy: actor(group.lastUpdatedBy),
  });
  return {
    id: group.id,
    name: group.name,
    active: group.active,
    // BigInt columns: the values are within a JSON number's exact integers (the schema bounds them)
    preferredTillId: Number(group.preferredTillId),
    description: group.description,
    totalPeriods: group.totalPeriods,
    targetEvaluationType: group.targetEvaluationType,
    recurringCycles: group.recurringCycles,
    frequency: group.frequency,
    frequencyType: group.frequencyType,
    trackingType: group.trackingType,
    targetCycleStartDate: group.cycleStart && formatLocalDateTime(group.cycleStart),
    targetCycleEndDate: group.cycleEnd && formatLocalDateTime(group.cycleEnd),
    targetCycleStartDateISO: group.cycleStart && formatLocalIso(group.cycleStart),
    targetCycleEndDateISO: group.cycleEnd && formatLocalIso(group.cycleEnd),
    leaderboardEnabled: group.leaderboardEnabled,
    userCreated: group.userCreated,
    timeZoneName: group.timeZoneName ?? "",
    attribution: attribution(group.createdAt, group.updatedAt),
    periods: group.periods.map((period) => ({
      id: period.id,
      attribution: attribution(period.createdAt, period.updatedAt),
      startDate: formatLocalDateTime(period.startDate),
      endDate: formatLocalDateTime(period.endDate),
      refCode: period.refCode,
      periodStatus: periodStatusAt(period.startDate, period.endDate, now),
      targetGroupId: group.id,
      description: period.description,
      active: period.active,
    })),
    targets: group.targets.map((target) => {
      const defaultValues = JSON.parse(target.defaultValues) as DefaultValue[];
      return {
        id: target.id,
        attribution: attribution(target.createdAt, target.updatedAt),
        name: target.name,
        emfRuleSetId: Number(target.emfRuleSetId),
        targetType: target.targetType,
        targetEntity: target.targetEntity,
        eventName: target.eventName,
        targetGroupId: group.id,
        description: target.description,
        active: target.active,
        expression: target.expression,
        expressionJson: target.expressionJson,
        filters: JSON.parse(target.filters) as unknown[],
        enrolmentMethod: target.enrolmentMethod,
        defaultValues,
        targetPeriodDefaultValuesMap: Object.fromEntries(defaultValues.map((value) => [String(value.periodId), value])),
        extendedFieldInfo: target.extendedFieldInfo
          ? (JSON.parse(target.extendedFieldInfo) as ExtendedFieldInfo)
          : null,
      };
    }),
    streaks: group.streaks.map((streak) => ({
      id: streak.id,
      name: streak.name,
      targetCountOfSequence: streak.targetCountOfSequence,
    })),
  };
}
