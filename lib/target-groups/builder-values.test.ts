import { describe, expect, it } from "vitest";
import { callRoute, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST, PUT } from "@/app/v3/targetGroups/route.ts";
import {
  builderPayload,
  newBuilderValues,
  previewPeriodStatus,
  toBuilderValues,
  toPeriodDateTime,
  type RenderedTargetGroup,
} from "./builder-values.ts";
import { createTargetGroupSchema, updateTargetGroupSchema } from "./schemas.ts";
import { formatLocalDateTime } from "../time/server-time.ts";
import { describeBuilderIssue } from "@/components/target-groups/builder-issue-words.ts";

const stored = async (
  name: string,
  preferredTillId = 0,
  extra: Record<string, unknown> = {},
): Promise<RenderedTargetGroup> => {
  const res = await callRoute(POST, {
    path: "/v3/targetGroups",
    auth: "demo.maker",
    body: {
      name,
      preferredTillId,
      ...extra,
      trackingType: "STREAKS",
      targetEvaluationType: "FIXED_CALENDAR_WINDOW",
      totalPeriods: 3,
      frequencyType: "WEEKLY",
      frequency: 1,
      recurringCycles: 1,
      periods: [
        { startDate: "2030-01-07T00:00:00.000", endDate: "2030-01-13T23:59:59.999", refCode: "P1" },
        {
          startDate: "2030-01-14T00:00:00.000",
          endDate: "2030-01-20T23:59:59.999",
          refCode: "P2",
          description: "second",
        },
        { startDate: "2030-01-21T00:00:00.000", endDate: "2030-01-27T23:59:59.999", refCode: "P3", active: false },
      ],
      targets: [
        {
          name: "Visits",
          targetEntity: "TRANSACTION",
          targetType: "VISIT",
          filters: [{ entityType: "STORE", entityIds: [1, "S-2"] }],
          defaultValues: [{ defaultValue: 1 }, { defaultValue: 2.5 }],
        },
        {
          targetEntity: "EVENT",
          targetType: "EVENT_ATTRIBUTE",
          eventName: "AppOpen",
          extendedFieldInfo: { name: "minutes" },
          defaultValues: [{ defaultValue: 30 }, { defaultValue: 30 }, { defaultValue: 45 }],
        },
      ],
      streaks: [{ name: "Three weeks", targetCountOfSequence: 3 }],
    },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe("builder values", () => {
  it("turns a stored group into editor values without ReturnBill companions, default values in period order", async () => {
    const group = await stored("Builder round trip");
    expect(group.targets.map((t) => t.name)).toEqual(["Visits", "Visits_ReturnBill", "Builder round trip_2"]);
    const values = toBuilderValues(group);
    expect(values.targets.map((t) => [t.name, t.defaultValues.map((v) => v.defaultValue)])).toEqual([
      ["Visits", [1, 2.5]],
      ["Builder round trip_2", [30, 30, 45]],
    ]);
    expect(values.targets[0].filters).toEqual([{ entityType: "STORE", entityIds: [1, "S-2"] }]);
    expect(values.targets[1].extendedFieldInfo).toEqual({ name: "minutes", aggregateFunction: "SUM" });
    expect(values.periods[2]).toEqual({
      startDate: "2030-01-21T00:00:00.000",
      endDate: "2030-01-27T23:59:59.999",
      refCode: "P3",
      description: "",
      active: false,
    });
    expect(values.streaks).toEqual([{ name: "Three weeks", targetCountOfSequence: 3 }]);
    // Bounds that are the span of the periods are not the caller's: the builder leaves them to the periods.
    expect(values).not.toHaveProperty("targetCycleStartDate");
    expect(values).not.toHaveProperty("toDate");
  });

  it("keeps cycle bounds the API was sent when the group is saved in the builder", async () => {
    const group = await stored("Explicit bounds", 0, {
      fromDate: "2030-01-01T00:00:00.000Z",
      toDate: "2030-02-28T23:59:59.000Z",
    });
    const values = toBuilderValues(group);
    expect(new Date(String(values.targetCycleStartDate)).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(new Date(String(values.toDate)).toISOString()).toBe("2030-02-28T23:59:59.000Z");
    const body = { id: group.id, ...builderPayload(values) };
    const res = await callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth: "demo.maker", body });
    expect(res.status).toBe(200);
    expect(new Date(res.body.data.targetCycleStartDateISO).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(new Date(res.body.data.targetCycleEndDateISO).toISOString()).toBe("2030-02-28T23:59:59.000Z");
  });

  it("sends back an unchanged group so that the update operation keeps it as it was", async () => {
    const group = await stored("Unchanged on save");
    const body = { id: group.id, ...builderPayload(toBuilderValues(group)) };
    expect(updateTargetGroupSchema.safeParse(body).success).toBe(true);
    const res = await callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth: "demo.maker", body });
    expect(res.status).toBe(200);
    const strip = (g: JsonBody) => ({
      ...g,
      attribution: undefined,
      periods: g.periods.map((p: JsonBody) => ({ ...p, id: undefined, attribution: undefined })),
      targets: g.targets.map((t: JsonBody) => ({
        ...t,
        id: undefined,
        attribution: undefined,
        targetPeriodDefaultValuesMap: undefined,
        defaultValues: t.defaultValues.map((v: JsonBody) => v.defaultValue),
      })),
      streaks: g.streaks.map((s: JsonBody) => ({ ...s, id: undefined })),
    });
    expect(strip(res.body.data)).toEqual(strip(group));
  });

  it("keeps a 64-bit preferred till id through the editor and back, and words the bound past it", async () => {
    const group = await stored("Big till", 751_552_970_000);
    const values = toBuilderValues(group);
    expect(values.preferredTillId).toBe(751_552_970_000);
    const body = { id: group.id, ...builderPayload({ ...values, preferredTillId: Number.MAX_SAFE_INTEGER }) };
    const res = await callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth: "demo.maker", body });
    expect(res.status).toBe(200);
    expect(res.body.data.preferredTillId).toBe(Number.MAX_SAFE_INTEGER);
    const tooBig = updateTargetGroupSchema.safeParse({ ...body, preferredTillId: 2 ** 53 });
    const issue = tooBig.error?.issues.find((i) => i.path.join(".") === "preferredTillId");
    expect(issue && describeBuilderIssue(issue, body)).toBe("This must be at most 9007199254740991.");
  });

  it("drops what the chosen types do not use, blank optional texts and trailing blank default values", () => {
    const values = {
      ...newBuilderValues("UTC"),
      name: "Prune",
      timeZoneName: " ",
      periods: [
        { startDate: "2030-01-01T00:00:00.000", endDate: "2030-01-01T23:59:59.999", refCode: "P1" },
        { startDate: "2030-01-02T00:00:00.000", endDate: "2030-01-02T23:59:59.999", refCode: "P2" },
      ],
      targets: [
        {
          name: "",
          eventName: "",
          enrolmentMethod: "",
          targetEntity: "EVENT",
          targetType: "COUNT",
          extendedFieldInfo: { name: "" },
          filters: [],
          defaultValues: [{ defaultValue: 4 }, { defaultValue: Number.NaN }, { defaultValue: 9 }],
        },
        {
          targetEntity: "EVENT",
          targetType: "event_attribute",
          extendedFieldInfo: { name: "spend" },
          filters: [],
          defaultValues: [{ defaultValue: Number.NaN }, { defaultValue: 2 }],
        },
      ],
      streaks: [{ name: "unused", targetCountOfSequence: 2 }],
    };
    const payload = builderPayload(values);
    expect(payload.streaks).toBeUndefined();
    expect(payload.timeZoneName).toBeUndefined();
    expect(payload.targets?.[0]).toEqual({
      targetEntity: "EVENT",
      targetType: "COUNT",
      filters: [],
      defaultValues: [{ defaultValue: 4 }],
    });
    expect(payload.targets?.[1].extendedFieldInfo).toEqual({ name: "spend" });
    expect(createTargetGroupSchema.safeParse(payload).success).toBe(false);
    expect(createTargetGroupSchema.safeParse({ ...payload, targets: [payload.targets?.[0]] }).success).toBe(true);
    expect(builderPayload({ ...values, trackingType: "streaks" }).streaks).toEqual([
      { name: "unused", targetCountOfSequence: 2 },
    ]);
  });

  it("normalizes datetime-local values and previews statuses from the server's wall clock", () => {
    expect(toPeriodDateTime("2030-01-02T03:04")).toBe("2030-01-02T03:04:00.000");
    expect(toPeriodDateTime("2030-01-02T03:04:05")).toBe("2030-01-02T03:04:05.000");
    expect(toPeriodDateTime("2030-01-02T03:04:05.5")).toBe("2030-01-02T03:04:05.500");
    expect(toPeriodDateTime("")).toBe("");
    expect(formatLocalDateTime(new Date(2030, 0, 2, 3, 4, 5, 6))).toBe("2030-01-02T03:04:05.006");
    const now = "2030-01-10T12:00:00.000";
    expect(previewPeriodStatus("2030-01-11T00:00:00.000", "2030-01-12T00:00:00.000", now)).toBe("NOT_STARTED");
    expect(previewPeriodStatus("2030-01-10T00:00:00.000", "2030-01-10T12:00:00.000", now)).toBe("RUNNING");
    expect(previewPeriodStatus("2030-01-01T00:00:00.000", "2030-01-10T11:59:59.999", now)).toBe("ENDED");
    expect(previewPeriodStatus("2030-01-01", "2030-01-10T11:59:59.999", now)).toBeNull();
  });
});
