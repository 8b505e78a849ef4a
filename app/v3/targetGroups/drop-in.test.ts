import { describe, expect, it } from "vitest";
import { callRoute, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST, PUT } from "./route.ts";

// A drop-in for the original: what its documented requests send is taken, and refusals name the field.

let seq = 0;
const period = (refCode: string, start: string, end: string) => ({
  startDate: `${start}T00:00:00.000`,
  endDate: `${end}T23:59:59.000`,
  refCode,
});
const group = (overrides: Record<string, unknown> = {}) => ({
  name: `Drop-in group ${++seq}`,
  trackingType: "DEFAULT",
  targetEvaluationType: "FIXED_CALENDAR_WINDOW",
  totalPeriods: 2,
  frequencyType: "DAILY",
  frequency: 1,
  recurringCycles: 1,
  periods: [period("P1", "2030-01-01", "2030-01-31"), period("P2", "2030-02-01", "2030-02-28")],
  targets: [
    { targetEntity: "TRANSACTION", targetType: "COUNT", defaultValues: [{ defaultValue: 1 }, { defaultValue: 2 }] },
  ],
  ...overrides,
});
const post = (body: unknown) => callRoute(POST, { path: "/v3/targetGroups", auth: "demo.maker", body });
const INVALID = "Invalid input, check all values and ensure they are correct.";

describe("POST /v3/targetGroups, drop-in fidelity", () => {
  it("takes the spec's 'Half-yearly' as well as HALF_YEARLY and answers one canonical form", async () => {
    for (const frequencyType of ["Half-yearly", "HALF_YEARLY", "half yearly"]) {
      const res = await post(group({ frequencyType }));
      expect(res.status, frequencyType).toBe(200);
      expect(res.body.data.frequencyType).toBe("HALF_YEARLY");
    }
  });

  it("stores and returns an alternate-currency target's currency and program under the original's names", async () => {
    const target = {
      targetEntity: "ALTERNATE_CURRENCIES",
      targetType: "ALL",
      extendedFieldInfo: { alternateCurrencyIdentifier: "DocCoin", programId: 1001 },
      targetMilestoneTriggers: [],
      defaultValues: [{ defaultValue: "2" }, { defaultValue: 3 }],
    };
    const res = await post(group({ targets: [target] }));
    expect(res.status).toBe(200);
    const [stored] = res.body.data.targets;
    expect(stored).toMatchObject({
      targetEntity: "ALTERNATE_CURRENCIES",
      targetType: "ALL",
      extendedFieldInfo: { alternateCurrencyIdentifier: "DocCoin", programId: 1001 },
    });
    expect(stored.defaultValues.map((v: JsonBody) => v.defaultValue)).toEqual([2, 3]);
    const missing = await post(
      group({ targets: [{ ...target, extendedFieldInfo: { alternateCurrencyIdentifier: "DocCoin" } }] }),
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      {
        code: 300004,
        message: `${INVALID} targets.0.extendedFieldInfo.programId: is required for ALTERNATE_CURRENCIES targets`,
      },
    ]);
  });

  it("keeps the first defaultValues when a target has more than the group's periods, and warns about the rest", async () => {
    const target = {
      targetEntity: "EVENT",
      targetType: "COUNT",
      eventName: "AppOpen",
      defaultValues: [1, 2, 3, 4].map((defaultValue) => ({ defaultValue })),
    };
    const res = await post(group({ targets: [target] }));
    expect(res.status).toBe(200);
    expect(res.body.data.targets[0].defaultValues.map((v: JsonBody) => v.defaultValue)).toEqual([1, 2]);
    expect(res.body.warnings).toEqual([
      { code: 310201, message: "targets.0.defaultValues: 2 value(s) beyond the group's 2 period(s) ignored" },
    ]);
    const updated = await callRoute(PUT, {
      method: "PUT",
      path: "/v3/targetGroups",
      auth: "demo.maker",
      body: { ...group({ targets: [target] }), id: res.body.data.id },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.warnings).toHaveLength(1);
  });

  it("ignores properties it does not know, at any depth, and names each in the warnings (310202)", async () => {
    const res = await post(
      group({
        colour: "red",
        periods: [
          { ...period("P1", "2030-01-01", "2030-01-31"), colour: "red" },
          period("P2", "2030-02-01", "2030-02-28"),
        ],
        targets: [{ targetEntity: "TRANSACTION", targetType: "COUNT", id: 7, attribution: { createdBy: { id: 1 } } }],
      }),
    );
    expect(res.status).toBeLessThan(300);
    expect(res.body.warnings).toHaveLength(4);
    expect([...res.body.warnings].sort((a: JsonBody, b: JsonBody) => a.message.localeCompare(b.message))).toEqual(
      ["colour", "periods.0.colour", "targets.0.id", "targets.0.attribution"]
        .map((path) => ({
          code: 310202,
          message: `${path}: unknown field ignored`,
        }))
        .sort((a, b) => a.message.localeCompare(b.message)),
    );
    expect(res.body.data.periods.map((p: JsonBody) => p.refCode)).toEqual(["P1", "P2"]);
  });

  it("takes what the documented streak body sends: zero frequency and cycles, a numeric refCode, any period status, the cycle dates", async () => {
    const res = await post(
      group({
        trackingType: "STREAKS",
        frequency: 0,
        recurringCycles: 0,
        fromDate: "2030-01-01T00:00:00.000Z",
        toDate: "2030-03-01T00:00:00.000Z",
        targetCycleStartDate: "2029-12-31T00:00:00.000Z",
        periods: [
          { ...period("P1", "2030-01-01", "2030-01-31"), refCode: 1, periodStatus: "UPCOMING" },
          { ...period("P2", "2030-02-01", "2030-02-28"), refCode: "2", periodStatus: "RUNNING" },
        ],
        streaks: [{ name: "Both months", targetCountOfSequence: "2" }],
      }),
    );
    expect(res.status).toBeLessThan(300);
    expect(res.body.data).toMatchObject({
      frequency: 0,
      recurringCycles: 0,
      streaks: [{ name: "Both months", targetCountOfSequence: 2 }],
    });
    expect(res.body.data.periods.map((p: JsonBody) => [p.refCode, p.periodStatus])).toEqual([
      ["1", "NOT_STARTED"],
      ["2", "NOT_STARTED"],
    ]);
    expect(new Date(res.body.data.targetCycleStartDateISO).toISOString()).toBe("2029-12-31T00:00:00.000Z");
    expect(new Date(res.body.data.targetCycleEndDateISO).toISOString()).toBe("2030-03-01T00:00:00.000Z");
  });

  it.each([
    [
      "a wrong type deep in a target",
      { targets: [{ targetEntity: "TRANSACTION", targetType: "COUNT", defaultValues: [{ defaultValue: true }] }] },
      "targets.0.defaultValues.0.defaultValue: expected number or string",
    ],
    [
      "a missing refCode",
      { periods: [{ startDate: "2030-01-01T00:00:00.000", endDate: "2030-01-02T00:00:00.000" }] },
      "periods.0.refCode: is required",
    ],
    ["an unknown frequencyType", { frequencyType: "HOURLY" }, "frequencyType: Invalid option"],
  ])(
    "keeps 300004's code and words, then names the field path and the problem: %s",
    async (_case, overrides, detail) => {
      const res = await post(group(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        data: null,
        errors: [{ code: 300004, message: expect.stringContaining(`${INVALID} ${detail}`) }],
        warnings: null,
      });
    },
  );
});
