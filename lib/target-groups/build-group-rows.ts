import type { Tx } from "../db/client.ts";
import type { CreateTargetGroupInput } from "./schemas.ts";

type GroupInput = Omit<CreateTargetGroupInput, "name"> & { name: string };

// Transactional targets get a companion that tracks returns, as the original does.
const RETURN_TRACKED_ENTITIES = new Set(["TRANSACTION", "LINEITEM"]);
export const RETURN_BILL_EVENT = "ReturnBill";
const RETURN_BILL_SUFFIX = "_ReturnBill";

/** The TargetGroup columns of an input; the cycle bounds are the ones sent, or span its periods. */
export function groupColumns(input: GroupInput) {
  const starts = input.periods.map((p) => p.startDate.getTime());
  const ends = input.periods.map((p) => p.endDate.getTime());
  return {
    name: input.name,
    nameKey: input.name.toLowerCase(),
    description: input.description,
    active: input.active,
    preferredTillId: BigInt(input.preferredTillId),
    timeZoneName: input.timeZoneName ?? null,
    trackingType: input.trackingType,
    targetEvaluationType: input.targetEvaluationType,
    totalPeriods: input.totalPeriods,
    frequencyType: input.frequencyType,
    frequency: input.frequency,
    recurringCycles: input.recurringCycles,
    userCreated: input.userCreated,
    leaderboardEnabled: input.leaderboardEnabled,
    cycleStart: input.targetCycleStartDate ?? input.fromDate ?? (starts.length ? new Date(Math.min(...starts)) : null),
    cycleEnd: input.toDate ?? (ends.length ? new Date(Math.max(...ends)) : null),
  };
}

/** A ReturnBill companion echoed back by a client (GET, edit, PUT) is regenerated, not duplicated. */
export function withoutReturnBillCompanions<T extends { eventName?: string; name?: string }>(targets: T[]): T[] {
  return targets.filter((t) => !(t.eventName === RETURN_BILL_EVENT && t.name?.endsWith(RETURN_BILL_SUFFIX)));
}

/**
 * Writes the periods, targets and streaks of a group. Each target's defaultValues map positionally onto
 * the periods (the i-th value belongs to the i-th period). Rule-set and default-value ids are derived
 * from the group id and positions, so they are stable and need no extra writes.
 */
export async function writeGroupChildren(tx: Tx, groupId: number, input: GroupInput) {
  const periods = await tx.targetPeriod.createManyAndReturn({
    data: input.periods.map((p) => ({
      targetGroupId: groupId,
      startDate: p.startDate,
      endDate: p.endDate,
      refCode: p.refCode,
      description: p.description,
      active: p.active,
    })),
    select: { id: true },
  });
  const targets = input.targets.flatMap((t, index) => {
    const name = t.name || `${input.name}_${index + 1}`;
    const own = {
      ...t,
      name,
      eventName: t.eventName ?? (RETURN_TRACKED_ENTITIES.has(t.targetEntity) ? "TransactionAdd" : null),
    };
    return RETURN_TRACKED_ENTITIES.has(t.targetEntity)
      ? [own, { ...own, name: `${name}${RETURN_BILL_SUFFIX}`, eventName: RETURN_BILL_EVENT }]
      : [own];
  });
  await tx.target.createMany({
    data: targets.map((t, index) => {
      const emfRuleSetId = groupId * 100 + index + 1;
      return {
        targetGroupId: groupId,
        name: t.name,
        emfRuleSetId: BigInt(emfRuleSetId),
        targetType: t.targetType,
        targetEntity: t.targetEntity,
        eventName: t.eventName,
        description: t.description,
        active: t.active,
        expression: t.expression === undefined ? "" : String(t.expression),
        expressionJson: t.expressionJson ?? "",
        filters: JSON.stringify(t.filters),
        enrolmentMethod: t.enrolmentMethod ?? null,
        extendedFieldInfo: t.extendedFieldInfo ? JSON.stringify(t.extendedFieldInfo) : null,
        defaultValues: JSON.stringify(
          t.defaultValues.map((v, position) => ({
            id: emfRuleSetId * 1000 + position + 1,
            periodId: periods[position].id,
            defaultValue: v.defaultValue,
          })),
        ),
      };
    }),
  });
  if (input.streaks?.length)
    await tx.streak.createMany({
      data: input.streaks.map((s) => ({
        targetGroupId: groupId,
        name: s.name,
        targetCountOfSequence: s.targetCountOfSequence,
      })),
    });
}
