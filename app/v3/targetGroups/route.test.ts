import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { formatLocalDate } from "@/lib/time/server-time.ts";
import { GET, POST, PUT } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const day = (offset: number) => formatLocalDate(new Date(Date.now() + offset * 86_400_000));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;
/** 300004 whose message names the field path and the problem after the original's words. */
const named = (detail: string) => `Invalid input, check all values and ensure they are correct. ${detail}`;
const INVALID = {
  code: 300004,
  message: expect.stringMatching(/^Invalid input, check all values and ensure they are correct\. \S/),
};

let seq = 0;
const group = (overrides: Record<string, unknown> = {}) => ({
  name: `Streak group ${++seq}`,
  description: "Buy three days in a row",
  active: true,
  preferredTillId: 0,
  timeZoneName: "Asia/Kolkata",
  trackingType: "STREAKS",
  targetEvaluationType: "FIXED_CALENDAR_WINDOW",
  totalPeriods: 3,
  frequencyType: "DAILY",
  frequency: 10,
  recurringCycles: 1,
  userCreated: false,
  periods: [
    {
      startDate: `${day(-20)}T00:00:00.000`,
      endDate: `${day(-10)}T23:59:59.000`,
      refCode: "P1",
      periodStatus: "RUNNING",
      description: "past",
      active: true,
    },
    { startDate: `${day(-1)}T00:00:00.000`, endDate: `${day(1)}T23:59:59.000`, refCode: "P2", periodStatus: "ENDED" },
    {
      startDate: `${day(10)}T00:00:00.000`,
      endDate: `${day(20)}T23:59:59.000`,
      refCode: "P3",
      periodStatus: "RUNNING",
    },
  ],
  targets: [
    {
      name: "Daily visit",
      description: "one visit a day",
      active: true,
      expression: true,
      expressionJson: '{"op":"gte"}',
      filters: [{ entityType: "STORE", entityIds: [1, 2] }],
      targetEntity: "TRANSACTION",
      targetType: "VISIT",
      defaultValues: [{ defaultValue: 1 }, { defaultValue: 2 }, { defaultValue: 3.5 }],
    },
  ],
  streaks: [{ name: "Three in a row", targetCountOfSequence: 3 }],
  ...overrides,
});
const post = (body: unknown, auth: Auth = "demo.maker") => callRoute(POST, { path: "/v3/targetGroups", auth, body });
const groupCount = () => db.targetGroup.count();

const NO_DEFAULT = noDefaultUser("tg.nodefault");

describe("POST /v3/targetGroups", () => {
  it("creates a group with periods, targets, ReturnBill companions and streaks, and assigns statuses", async () => {
    const res = await post(group({ name: "Monsoon streak" }));
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeNull();
    expect(res.body.warnings).toBeNull();
    const data: JsonBody = res.body.data;
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    const attribution = {
      createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/),
      createdOnISO: expect.stringMatching(ISO),
      lastUpdatedOn: expect.any(String),
      lastUpdatedOnISO: expect.stringMatching(ISO),
      createdBy: { id: maker.id, code: "demo.maker", description: "", name: maker.displayName, type: "TILL" },
      lastUpdatedBy: { id: maker.id, code: "demo.maker", description: "", name: maker.displayName, type: "TILL" },
    };
    expect(data).toMatchObject({
      id: expect.any(Number),
      name: "Monsoon streak",
      active: true,
      preferredTillId: 0,
      description: "Buy three days in a row",
      totalPeriods: 3,
      targetEvaluationType: "FIXED_CALENDAR_WINDOW",
      recurringCycles: 1,
      frequency: 10,
      frequencyType: "DAILY",
      trackingType: "STREAKS",
      leaderboardEnabled: false,
      userCreated: false,
      timeZoneName: "Asia/Kolkata",
      targetCycleStartDate: `${day(-20)}T00:00:00.000`,
      targetCycleEndDate: `${day(20)}T23:59:59.000`,
      targetCycleStartDateISO: expect.stringMatching(new RegExp(`^${day(-20)}T00:00:00`)),
      targetCycleEndDateISO: expect.stringMatching(ISO),
      attribution,
      streaks: [{ id: expect.any(Number), name: "Three in a row", targetCountOfSequence: 3 }],
    });
    expect(data.periods.map((p: JsonBody) => [p.refCode, p.periodStatus])).toEqual([
      ["P1", "ENDED"],
      ["P2", "RUNNING"],
      ["P3", "NOT_STARTED"],
    ]);
    expect(data.periods[0]).toEqual({
      id: expect.any(Number),
      attribution,
      startDate: `${day(-20)}T00:00:00.000`,
      endDate: `${day(-10)}T23:59:59.000`,
      refCode: "P1",
      periodStatus: "ENDED",
      targetGroupId: data.id,
      description: "past",
      active: true,
    });
    const periodIds = data.periods.map((p: JsonBody) => p.id);
    expect(data.targets.map((t: JsonBody) => [t.name, t.eventName])).toEqual([
      ["Daily visit", "TransactionAdd"],
      ["Daily visit_ReturnBill", "ReturnBill"],
    ]);
    const defaultValues = [1, 2, 3.5].map((defaultValue, i) => ({
      id: expect.any(Number),
      periodId: periodIds[i],
      defaultValue,
    }));
    expect(data.targets[0]).toEqual({
      id: expect.any(Number),
      attribution,
      name: "Daily visit",
      emfRuleSetId: expect.any(Number),
      targetType: "VISIT",
      targetEntity: "TRANSACTION",
      eventName: "TransactionAdd",
      targetGroupId: data.id,
      description: "one visit a day",
      active: true,
      expression: "true",
      expressionJson: '{"op":"gte"}',
      filters: [{ entityType: "STORE", entityIds: [1, 2] }],
      enrolmentMethod: null,
      defaultValues,
      targetPeriodDefaultValuesMap: Object.fromEntries(
        periodIds.map((id: number, i: number) => [String(id), defaultValues[i]]),
      ),
      extendedFieldInfo: null,
    });
    expect(data.targets[1].emfRuleSetId).not.toBe(data.targets[0].emfRuleSetId);
    expect(data.targets[0].defaultValues.map((v: JsonBody) => v.id)).toHaveLength(3);
  });

  it("maps fewer default values than periods onto the first periods and keeps EVENT targets without a companion", async () => {
    const res = await post(
      group({
        trackingType: "default",
        streaks: undefined,
        targets: [
          {
            targetEntity: "EVENT",
            targetType: "EVENT_ATTRIBUTE",
            eventName: "AppOpen",
            extendedFieldInfo: { name: "minutes" },
            defaultValues: [{ defaultValue: 5 }],
          },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const [target] = res.body.data.targets;
    expect(res.body.data.targets).toHaveLength(1);
    expect(target).toMatchObject({
      eventName: "AppOpen",
      extendedFieldInfo: { name: "minutes", aggregateFunction: "SUM" },
      name: expect.stringMatching(/_1$/),
    });
    expect(target.defaultValues).toEqual([
      { id: expect.any(Number), periodId: res.body.data.periods[0].id, defaultValue: 5 },
    ]);
    expect(res.body.data.trackingType).toBe("DEFAULT");
  });

  it("refuses a name that exists in the organization, case-insensitively (310069), but not another org's", async () => {
    expect((await post(group({ name: "Festive Streak" }))).status).toBe(200);
    const before = await groupCount();
    const res = await post(group({ name: "FESTIVE streak" }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      data: null,
      errors: [{ code: 310069, message: "Target group name already exists" }],
      warnings: null,
    });
    expect(await groupCount()).toBe(before);
    expect((await post(group({ name: "festive streak" }), "dual.maker")).status).toBe(200);
  });

  it.each([
    ["name", 200, 201, (n: number) => ({ name: "n".repeat(n) }), INVALID],
    ["group description", 255, 256, (n: number) => ({ description: "d".repeat(n) }), INVALID],
    ["recurringCycles", 100, 101, (n: number) => ({ recurringCycles: n }), INVALID],
    [
      "target name",
      200,
      201,
      (n: number) => ({ targets: [{ name: "t".repeat(n), targetEntity: "TRANSACTION", targetType: "COUNT" }] }),
      { code: 310008, message: "Length of Target rule name cannot exceed 200" },
    ],
    [
      "target description",
      255,
      256,
      (n: number) => ({ targets: [{ description: "d".repeat(n), targetEntity: "TRANSACTION", targetType: "COUNT" }] }),
      INVALID,
    ],
  ])("takes the %s at %i and refuses %i", async (_label, limit, past, make, error) => {
    expect((await post(group(make(limit)))).status).toBe(200);
    const before = await groupCount();
    const res = await post(group(make(past)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ data: null, errors: [error], warnings: null });
    expect(await groupCount()).toBe(before);
  });

  it("counts an inactive group's name as taken (310069), also for names beyond ASCII", async () => {
    const created = (await post(group({ name: "Été Streak" }))).body.data;
    await callRoute(PUT, {
      method: "PUT",
      path: "/v3/targetGroups",
      auth: "demo.maker",
      body: { ...group({ name: "Été Streak", active: false }), id: created.id },
    });
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id: created.id } })).active).toBe(false);
    const before = await groupCount();
    const res = await post(group({ name: "ÉTÉ STREAK" }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ code: 310069, message: "Target group name already exists" }]);
    expect(await groupCount()).toBe(before);
  });

  it.each([
    [
      "periods",
      100,
      (n: number) => ({
        totalPeriods: 100,
        targets: [],
        periods: Array.from({ length: n }, (_, i) => ({
          startDate: `${day(i * 2 + 1)}T00:00:00.000`,
          endDate: `${day(i * 2 + 1)}T23:59:59.000`,
          refCode: `P${i}`,
        })),
      }),
    ],
    [
      "targets",
      20,
      (n: number) => ({
        targets: Array.from({ length: n }, (_, i) => ({
          name: `T${i}`,
          targetEntity: "TRANSACTION",
          targetType: "COUNT",
        })),
      }),
    ],
    [
      "streaks",
      20,
      (n: number) => ({
        streaks: Array.from({ length: n }, (_, i) => ({ name: `S${i}`, targetCountOfSequence: i + 1 })),
      }),
    ],
  ])("takes %s at their limit of %i and refuses one more, writing nothing", async (field, limit, make) => {
    const ok = await post(group(make(limit)));
    expect(ok.status).toBe(200);
    expect(await db.targetGroup.count({ where: { id: ok.body.data.id } })).toBe(1);
    const children = { periods: db.targetPeriod, targets: db.target, streaks: db.streak }[field] as {
      count: () => Promise<number>;
    };
    const [groups, rows] = [await groupCount(), await children.count()];
    const res = await post(group(make(limit + 1)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ data: null, errors: [INVALID], warnings: null });
    expect([await groupCount(), await children.count()]).toEqual([groups, rows]);
  });

  it("refuses an oversized body (413) and a body that is not an object (300004)", async () => {
    const before = await groupCount();
    const big = await post(group({ description: "d".repeat(2 * 1024 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ data: null, errors: [{ code: 413, message: expect.any(String) }], warnings: null });
    for (const body of [[group()], "group", null]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.data).toBeNull();
    }
    expect(await groupCount()).toBe(before);
  });

  it.each([
    [
      "STREAKS without streaks",
      { streaks: undefined },
      310101,
      "At least one streak must be present for a streaks target group",
    ],
    [
      "STREAKS with an empty streak list",
      { streaks: [] },
      310101,
      "At least one streak must be present for a streaks target group",
    ],
    ["a streak without targetCountOfSequence", { streaks: [{ name: "s" }] }, 310106, "Streak count is mandatory"],
    [
      "a streak with a null targetCountOfSequence",
      { streaks: [{ name: "s", targetCountOfSequence: null }] },
      310106,
      "Streak count is mandatory",
    ],
    ["a missing name", { name: undefined }, INVALID.code, named("name: is required")],
    ["an unknown trackingType", { trackingType: "WEEKLY" }, INVALID.code, named("trackingType: ")],
    [
      "an unknown targetEvaluationType",
      { targetEvaluationType: "SOMETIMES" },
      INVALID.code,
      named("targetEvaluationType: "),
    ],
    ["an unknown frequencyType", { frequencyType: "HOURLY" }, INVALID.code, named("frequencyType: ")],
    ["a non-numeric totalPeriods", { totalPeriods: "three" }, INVALID.code, named("totalPeriods: ")],
    ["a fractional totalPeriods as text", { totalPeriods: "2.5" }, INVALID.code, named("totalPeriods: ")],
    ["negative recurringCycles", { recurringCycles: -1 }, INVALID.code, named("recurringCycles: ")],
    [
      "a cycle ending before it starts",
      { fromDate: "2030-02-01T00:00:00.000Z", toDate: "2030-01-01T00:00:00.000Z" },
      INVALID.code,
      named("toDate: must be after the cycle's start"),
    ],
    [
      "a cycle start after its last period's end",
      { targetCycleStartDate: "2031-01-01T00:00:00.000Z" },
      INVALID.code,
      named("targetCycleStartDate: must be before the cycle's end"),
    ],
    [
      "a period without refCode",
      { periods: [{ startDate: "2030-01-01T00:00:00.000", endDate: "2030-01-02T00:00:00.000" }] },
      INVALID.code,
      named("periods.0.refCode: is required"),
    ],
    [
      "a period ending before it starts",
      { periods: [{ startDate: "2030-01-02T00:00:00.000", endDate: "2030-01-01T00:00:00.000", refCode: "x" }] },
      INVALID.code,
      named("periods.0.endDate: must be after startDate"),
    ],
    [
      "an impossible date",
      { periods: [{ startDate: "2030-02-30T00:00:00.000", endDate: "2030-03-01T00:00:00.000", refCode: "x" }] },
      INVALID.code,
      named("periods.0.startDate: "),
    ],
    [
      "an overlong period status (ignored, but bounded)",
      {
        periods: [
          {
            startDate: "2030-01-01T00:00:00.000",
            endDate: "2030-01-02T00:00:00.000",
            refCode: "x",
            periodStatus: "P".repeat(51),
          },
        ],
      },
      INVALID.code,
      named("periods.0.periodStatus: "),
    ],
    [
      "a target without targetEntity",
      { targets: [{ targetType: "COUNT" }] },
      INVALID.code,
      named("targets.0.targetEntity: is required"),
    ],
    [
      "an unknown targetType",
      { targets: [{ targetEntity: "TRANSACTION", targetType: "HEIGHT" }] },
      INVALID.code,
      named("targets.0.targetType: "),
    ],
    [
      "EVENT_ATTRIBUTE without extendedFieldInfo",
      { targets: [{ targetEntity: "EVENT", targetType: "EVENT_ATTRIBUTE" }] },
      INVALID.code,
      named("targets.0.extendedFieldInfo: is required for EVENT_ATTRIBUTE"),
    ],
    [
      "an unknown filter entity",
      {
        targets: [
          { targetEntity: "TRANSACTION", targetType: "COUNT", filters: [{ entityType: "CITY", entityIds: [] }] },
        ],
      },
      INVALID.code,
      named("targets.0.filters.0.entityType: "),
    ],
    [
      "expressionJson that is not JSON",
      { targets: [{ targetEntity: "TRANSACTION", targetType: "COUNT", expressionJson: "{" }] },
      INVALID.code,
      named("targets.0.expressionJson: is not valid JSON"),
    ],
  ])("refuses %s", async (_label, overrides, code, message) => {
    const before = await groupCount();
    const res = await post(group(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      data: null,
      errors: [{ code, message: code === INVALID.code ? expect.stringContaining(message) : message }],
      warnings: null,
    });
    expect(await groupCount()).toBe(before);
  });

  it("refuses malformed JSON (400), the wrong content type (415), credentials missing (401) and the access group missing (403)", async () => {
    const before = await groupCount();
    const raw = (rawBody: string, contentType: string, auth: Auth = "demo.maker") =>
      callRoute(POST, { path: "/v3/targetGroups", auth, rawBody, headers: { "content-type": contentType } });
    const malformed = await raw('{"name":', "application/json");
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      data: null,
      errors: [{ code: 400, message: expect.stringContaining("Malformed JSON") }],
      warnings: null,
    });
    const wrongType = await raw(JSON.stringify(group()), "text/plain");
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.errors[0].code).toBe(415);
    const anonymous = await post(group(), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({
      data: null,
      errors: [{ code: 401, message: "Authentication failed. Please check username and password." }],
      warnings: null,
    });
    const denied = await post(group(), NO_DEFAULT);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].code).toBe(403);
    expect(await groupCount()).toBe(before);
  });
});

describe("GET and PUT /v3/targetGroups", () => {
  it("lists only the caller's organization's groups, filtered and paged", async () => {
    await post(group({ name: "List me A" }));
    await post(group({ name: "List me B" }));
    await post(group({ name: "List me dual" }), "dual.maker");
    const res = await callRoute(GET, { path: "/v3/targetGroups?name=list%20me&size=1&page=0", auth: "demo.maker" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("2");
    expect(res.body.data.map((g: JsonBody) => g.name)).toEqual(["List me B"]);
    expect(res.body.data[0].periods.map((p: JsonBody) => p.periodStatus)).toEqual(["ENDED", "RUNNING", "NOT_STARTED"]);
    // A parameter the operation does not know is ignored, as the original ignores it.
    const extra = await callRoute(GET, { path: "/v3/targetGroups?name=list%20me&size=1&foo=1", auth: "demo.maker" });
    expect(extra.status).toBe(200);
    expect(extra.body.data.map((g: JsonBody) => g.name)).toEqual(["List me B"]);
    expect((await callRoute(GET, { path: "/v3/targetGroups", auth: null })).status).toBe(401);
  });

  it("refuses bad list parameters (300004) and a caller without the default access group (403); takes the size limit", async () => {
    const list = (query: string, auth: Auth = "demo.maker") =>
      callRoute(GET, { path: `/v3/targetGroups${query}`, auth });
    for (const query of ["?size=0", "?size=201", "?page=-1", "?page=x", "?active=yes", `?name=${"n".repeat(201)}`]) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ data: null, errors: [INVALID], warnings: null });
    }
    expect((await list("?size=200")).status).toBe(200);
    expect((await list(`?name=${"z".repeat(200)}`)).body.data).toEqual([]);
    const denied = await list("", NO_DEFAULT);
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0].code).toBe(403);
  });

  it("lists a name filter's % and _ as plain text", async () => {
    await post(group({ name: "Promo 100% sure" }));
    const res = await callRoute(GET, {
      path: `/v3/targetGroups?name=${encodeURIComponent("100%")}`,
      auth: "demo.maker",
    });
    expect(res.body.data.map((g: JsonBody) => g.name)).toEqual(["Promo 100% sure"]);
    const none = await callRoute(GET, {
      path: `/v3/targetGroups?name=${encodeURIComponent("o_o")}`,
      auth: "demo.maker",
    });
    expect(none.body.data).toEqual([]);
  });

  it("filters the list by active, with the total of the filtered list", async () => {
    const off = (await post(group({ name: "Filter Off", active: false }))).body.data;
    const on = (await post(group({ name: "Filter On" }))).body.data;
    const names = async (query: string) => {
      const res = await callRoute(GET, { path: `/v3/targetGroups?name=filter&size=200${query}`, auth: "demo.maker" });
      return [res.headers.get("x-total-count"), res.body.data.map((g: JsonBody) => g.id)];
    };
    expect(await names("&active=false")).toEqual(["1", [off.id]]);
    expect(await names("&active=true")).toEqual(["1", [on.id]]);
    expect(await names("")).toEqual(["2", [on.id, off.id]]);
  });

  it("replaces a group by id, keeping its id and creation, regenerating ReturnBill companions", async () => {
    const created = (await post(group({ name: "To update" }))).body.data;
    const base = {
      ...group({ name: "Updated name", recurringCycles: 5, streaks: [{ name: "Five", targetCountOfSequence: 5 }] }),
      id: created.id,
    };
    const body = {
      ...base,
      targets: [
        ...(base.targets as object[]),
        { name: "Daily visit_ReturnBill", eventName: "ReturnBill", targetEntity: "TRANSACTION", targetType: "VISIT" },
      ],
    };
    const res = await callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth: "demo.checker", body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: created.id,
      name: "Updated name",
      recurringCycles: 5,
      streaks: [{ name: "Five", targetCountOfSequence: 5 }],
      attribution: {
        createdOnISO: created.attribution.createdOnISO,
        createdBy: { code: "demo.maker" },
        lastUpdatedBy: { code: "demo.checker" },
      },
    });
    expect(res.body.data.targets.map((t: JsonBody) => t.name)).toEqual(["Daily visit", "Daily visit_ReturnBill"]);
    expect(await db.target.count({ where: { targetGroupId: created.id } })).toBe(2);
  });

  it("refuses an update of an unknown or another org's group (404), a taken name (310069) and bad input", async () => {
    const mine = (await post(group({ name: "Mine" }))).body.data;
    await post(group({ name: "Taken" }));
    const other = (await post(group({ name: "Dual's" }), "dual.maker")).body.data;
    const put = (body: unknown, auth: Auth = "demo.maker") =>
      callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth, body });
    for (const id of [other.id, 999_999]) {
      const res = await put({ ...group({ name: "Stolen" }), id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        data: null,
        errors: [{ code: 310004, message: "Target group not found" }],
        warnings: null,
      });
    }
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id: other.id } })).name).toBe("Dual's");
    const taken = await put({ ...group({ name: "TAKEN" }), id: mine.id });
    expect(taken.status).toBe(409);
    expect(taken.body.errors[0].code).toBe(310069);
    expect((await put({ ...group({ recurringCycles: 101 }), id: mine.id })).body.errors).toEqual([INVALID]);
    expect((await put(group())).body.errors).toEqual([INVALID]);
    expect((await put({ ...group(), id: mine.id }, NO_DEFAULT)).status).toBe(403);
    expect((await db.targetGroup.findUniqueOrThrow({ where: { id: mine.id } })).name).toBe("Mine");
  });

  it("refuses malformed JSON, the wrong content type, an oversized body, wrong types, streak codes and no credentials, changing nothing", async () => {
    const mine = (await post(group({ name: "Kept as is" }))).body.data;
    const snapshot = async () => ({
      group: await db.targetGroup.findUniqueOrThrow({ where: { id: mine.id } }),
      periods: await db.targetPeriod.findMany({ where: { targetGroupId: mine.id } }),
      targets: await db.target.findMany({ where: { targetGroupId: mine.id } }),
      streaks: await db.streak.findMany({ where: { targetGroupId: mine.id } }),
    });
    const before = await snapshot();
    const raw = (rawBody: string, contentType?: string) =>
      callRouteRaw(PUT, { method: "PUT", path: "/v3/targetGroups", auth: "demo.maker" }, rawBody, contentType);
    const put = (body: unknown, auth: Auth = "demo.maker") =>
      callRoute(PUT, { method: "PUT", path: "/v3/targetGroups", auth, body });
    const malformed = await raw('{"id":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0]).toEqual({ code: 400, message: expect.stringContaining("Malformed JSON") });
    expect((await raw(JSON.stringify({ ...group(), id: mine.id }), "text/plain")).status).toBe(415);
    expect(
      (await raw(JSON.stringify({ ...group({ description: "d".repeat(2 * 1024 * 1024) }), id: mine.id }))).status,
    ).toBe(413);
    for (const [body, error] of [
      [{ ...group(), id: "x" }, INVALID],
      [{ ...group({ totalPeriods: "three" }), id: mine.id }, INVALID],
      [
        { ...group({ streaks: [] }), id: mine.id },
        { code: 310101, message: "At least one streak must be present for a streaks target group" },
      ],
      [
        { ...group({ streaks: [{ name: "s" }] }), id: mine.id },
        { code: 310106, message: "Streak count is mandatory" },
      ],
      [
        {
          ...group({ targets: [{ name: "t".repeat(201), targetEntity: "TRANSACTION", targetType: "COUNT" }] }),
          id: mine.id,
        },
        { code: 310008, message: "Length of Target rule name cannot exceed 200" },
      ],
    ] as const) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ data: null, errors: [error], warnings: null });
    }
    const anonymous = await put({ ...group(), id: mine.id }, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].code).toBe(401);
    expect(await snapshot()).toEqual(before);
  });
});
