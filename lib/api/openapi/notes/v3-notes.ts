// Rules of the target group operations beyond their schemas (markdown, appended to each operation's
// description).

// Create and update validate a target group alike.
const TARGET_GROUP_RULES = [
  '- Codes: 300004 "Invalid input, check all values and ensure they are correct." for any validation failure,',
  "  followed by the field path and the problem (`... correct. targets.0.extendedFieldInfo.programId: is required",
  "  for ALTERNATE_CURRENCIES targets`);",
  "  310008 target name over 200; 310101 STREAKS without streaks; 310106 a streak without `targetCountOfSequence`;",
  '  310069 name already exists (case-insensitive, inactive groups included; 409); 310004 "Target group not found"',
  "  (404, our code).",
  "",
  "- Limits: names 200, descriptions 255, recurringCycles ≤ 100, ≤ 100 periods, ≤ 20 targets, ≤ 20 streaks.",
  "  `frequency` and `recurringCycles` take 0 (the documented streak body sends both as 0, with DAILY).",
  "  `preferredTillId` is a 64-bit id (the original's documented body sends `751552970000`): stored as such and",
  "  answered as sent, up to 9007199254740991 (a larger number cannot be answered as sent in JSON: 400).",
  "  Enums are accepted in any case and as the spec's words (`Half-yearly`, `half yearly`), stored and answered in",
  "  one canonical form (`HALF_YEARLY`); EVENT_ATTRIBUTE targets need `extendedFieldInfo.name`.",
  "",
  "- The service assigns each period's `periodStatus` from its dates and the current time (ENDED, RUNNING,",
  "  NOT_STARTED), whatever was sent (`UPCOMING` included). Period dates are `YYYY-MM-DDTHH:mm:ss.SSS` in the",
  "  server time zone (an offset or `Z` is also accepted). The cycle's bounds are `targetCycleStartDate` (or",
  "  `fromDate`) and `toDate` when sent (same formats; `toDate` must come after the start), otherwise the earliest",
  "  period start and latest period end; answered with ISO forms. A numeric `refCode` is stored as its text.",
  "",
  '- `defaultValues[i]` belongs to period i; `defaultValue` is a number or numeric text (`"2"`). A target with more',
  "  values than the group has periods keeps the first N and the response warns about the rest",
  '  (`warnings: [{"code":310201,"message":"targets.0.defaultValues: 2 value(s) beyond the group\'s 2 period(s) ignored"}]`,',
  "  ours), as the original's own documented sample sends more. `emfRuleSetId` = group id × 100",
  "  + target position. TRANSACTION and LINEITEM targets get the original's `<name>_ReturnBill` companion (eventName",
  "  `ReturnBill`; the target's own default eventName is `TransactionAdd`); a client that sends companions back on",
  "  PUT does not double them.",
  "",
  '- Alternate-currency targets use the original\'s documented names: `targetEntity: "ALTERNATE_CURRENCIES"`,',
  '  `targetType: "ALL"`, `extendedFieldInfo: {"alternateCurrencyIdentifier": "DocCoin", "programId": 1001}` (both',
  "  required for such targets, stored and returned as sent; `programId` is not checked against the organization's",
  "  programs), and an empty `targetMilestoneTriggers: []` is accepted.",
].join("\n");

export const TARGET_GROUP_NOTES = {
  createTargetGroup: TARGET_GROUP_RULES,
  updateTargetGroup: TARGET_GROUP_RULES,
} as const;
