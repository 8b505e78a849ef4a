import { describe, expect, it } from "vitest";
import { createTargetGroupSchema } from "@/lib/target-groups/schemas.ts";
import { dailyTargetGroup } from "@/scripts/test-harness/target-group-body.ts";
import { describeBuilderIssue } from "./builder-issue-words.ts";

// The builder's schema issues in words, from the issue's kind and the route's codes, never its message text.

const group = (overrides: Record<string, unknown>) => ({
  ...dailyTargetGroup("Words"),
  trackingType: "STREAKS",
  periods: [{ startDate: "2030-01-01T00:00:00.000", endDate: "2030-01-02T00:00:00.000", refCode: "P1" }],
  targets: [{ name: "t", targetEntity: "TRANSACTION", targetType: "VISIT", defaultValues: [{ defaultValue: 1 }] }],
  streaks: [{ name: "s", targetCountOfSequence: 2 }],
  ...overrides,
});

/** Each issue's path and words for a payload. */
function words(payload: Record<string, unknown>): [string, string][] {
  const parsed = createTargetGroupSchema.safeParse(payload);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => [issue.path.join("."), describeBuilderIssue(issue, payload)]);
}

describe("the builder's issue words", () => {
  it("gives the route's own codes in the words table's words, with the code", () => {
    expect(words(group({ streaks: [] }))).toEqual([
      [
        "streaks",
        "A STREAKS group needs at least one streak: add a streak below, or choose another tracking type. (310101)",
      ],
    ]);
    expect(words(group({ streaks: [{ name: "s" }] }))).toEqual([
      [
        "streaks.0.targetCountOfSequence",
        "Each streak needs a count: how many times in a row the target must be met. (310106)",
      ],
    ]);
    // An emptied number input is NaN, which the route receives as null: the count is missing.
    expect(words(group({ streaks: [{ name: "s", targetCountOfSequence: Number.NaN }] }))).toEqual([
      [
        "streaks.0.targetCountOfSequence",
        "Each streak needs a count: how many times in a row the target must be met. (310106)",
      ],
    ]);
    const long = group({ targets: [{ ...group({}).targets[0], name: "t".repeat(201) }] });
    expect(words(long)).toEqual([["targets.0.name", "A target name can be at most 200 characters long. (310008)"]]);
  });

  it("words the rest from the issue's kind and bounds", () => {
    expect(words(group({ name: " " }))).toEqual([["name", "This cannot be empty."]]);
    expect(words(group({ description: "d".repeat(5000) }))).toEqual([
      ["description", expect.stringMatching(/^This can be at most \d+ characters long\.$/)],
    ]);
    expect(words(group({ totalPeriods: "two" }))).toEqual([["totalPeriods", "Enter a whole number."]]);
    expect(words(group({ totalPeriods: 0 }))).toEqual([["totalPeriods", "This must be at least 1."]]);
  });
});
