/**
 * The body of a plain target group for POST /v3/targetGroups: one daily DEFAULT window. Tests add the periods
 * and targets their story needs.
 */
export const dailyTargetGroup = (name: string) => ({
  name,
  trackingType: "DEFAULT",
  targetEvaluationType: "FIXED_CALENDAR_WINDOW",
  totalPeriods: 1,
  frequencyType: "DAILY",
  frequency: 1,
  recurringCycles: 1,
});
