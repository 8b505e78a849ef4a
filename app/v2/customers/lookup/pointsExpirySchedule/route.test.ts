import { beforeAll, describe, expect, it } from "vitest";
import { generateOAuthToken } from "@/lib/auth/oauth-tokens.ts";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { ashaScheduleBody, demoLoadDay, scheduleEntry } from "@/scripts/test-harness/demo-expiry-schedule.ts";
import { addDays, formatLocalDate, startOfLocalDay } from "@/lib/time/server-time.ts";
import { GET } from "./route.ts";

const ASHA = "source=INSTORE&identifierName=mobile&identifierValue=919900000001";
const call = (query: string, auth: Auth = "demo.maker") =>
  callRoute(GET, { path: `/v2/customers/lookup/pointsExpirySchedule?${query}`, auth });
const refusal = (code: number, message: string) => ({ errors: [{ status: false, code, message }], warnings: [] });
const day = (date: Date) => formatLocalDate(date);
const today = () => startOfLocalDay(new Date());

let D: Date;
const entry = (points: number, days: number, programId: number, pointsType: string, expiryType: string) =>
  scheduleEntry(D, points, days, programId, pointsType, expiryType);
const ashaDefault = () => [
  entry(120, 30, 1001, "bill_regular", "rolling"),
  entry(80, 90, 1001, "line_item_regular", "rolling"),
  entry(35, 120, 1001, "bill_regular", "rolling"),
  entry(50, 400, 1001, "customer_promotions", "fixed"),
];
const partner = () => entry(40, 60, 1002, "bill_regular", "fixed");

beforeAll(async () => {
  D = await demoLoadDay();
});

describe("GET /v2/customers/lookup/pointsExpirySchedule", () => {
  it("returns Asha Rao's default-program schedule in the spec's exact shape", async () => {
    const res = await call(ASHA);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(ashaScheduleBody(ashaDefault()));
    expect(res.headers.get("x-cap-requestid")).toBeTruthy();
  });

  it("finds the customer by every identifier name, including cardnumber and cardExternalId", async () => {
    await db.customerIdentifier.create({
      data: { orgId: 100, customerId: 5001, type: "cardExternalId", value: "CARD-EXT-0001" },
    });
    const names = [
      ["mobile", "919900000001"],
      ["email", "asha@example.com"],
      ["externalId", "EXT-0001"],
      ["cardnumber", "CARD-0001"],
      ["cardExternalId", "CARD-EXT-0001"],
      ["id", "5001"],
    ];
    for (const [name, value] of names) {
      const res = await call(`source=INSTORE&identifierName=${name}&identifierValue=${encodeURIComponent(value)}`);
      expect(res.status, name).toBe(200);
      expect(res.body.id).toBe(5001);
      expect(res.body.expirySchedules).toEqual(ashaDefault());
    }
  });

  it("accepts every source, case-insensitively, and an accountId up to 100 characters", async () => {
    for (const source of ["INSTORE", "instore", "ALL", "WECHAT", "ECOMMERCE", "LINE"]) {
      expect((await call(`source=${source}&identifierName=mobile&identifierValue=919900000001`)).status, source).toBe(
        200,
      );
    }
    const res = await call(`${ASHA}&accountId=${"a".repeat(100)}`);
    expect(res.status).toBe(200);
    expect(res.body.expirySchedules).toEqual(ashaDefault());
  });

  it("fetchDataForAllPrograms=true adds program 1002; false keeps the default program", async () => {
    expect((await call(`${ASHA}&fetchDataForAllPrograms=true`)).body.expirySchedules).toEqual([
      ashaDefault()[0],
      partner(),
      ...ashaDefault().slice(1),
    ]);
    expect((await call(`${ASHA}&fetchDataForAllPrograms=false`)).body.expirySchedules).toEqual(ashaDefault());
    expect((await call(`${ASHA}&fetchDataForAllPrograms=TRUE`)).body.expirySchedules).toHaveLength(5);
  });

  it("programId selects one program of the organization", async () => {
    expect((await call(`${ASHA}&programId=1002`)).body.expirySchedules).toEqual([partner()]);
    expect((await call(`${ASHA}&programId=1001`)).body.expirySchedules).toEqual(ashaDefault());
  });

  it("fetchEarliestExpiryOnly=true keeps the earliest entry per program, pointsType and expiryType", async () => {
    const [first, lineItem, , promotions] = ashaDefault();
    expect((await call(`${ASHA}&fetchEarliestExpiryOnly=true`)).body.expirySchedules).toEqual([
      first,
      lineItem,
      promotions,
    ]);
    expect(
      (await call(`${ASHA}&fetchEarliestExpiryOnly=true&fetchDataForAllPrograms=true`)).body.expirySchedules,
    ).toEqual([first, partner(), lineItem, promotions]);
    expect((await call(`${ASHA}&fetchEarliestExpiryOnly=false`)).body.expirySchedules).toEqual(ashaDefault());
  });

  it("startDate and endDate bound the schedule, both days included", async () => {
    const [, lineItem, late, promotions] = ashaDefault();
    const window = `startDate=${day(addDays(D, 90))}&endDate=${day(addDays(D, 120))}`;
    expect((await call(`${ASHA}&${window}`)).body.expirySchedules).toEqual([lineItem, late]);
    expect((await call(`${ASHA}&startDate=${day(addDays(D, 91))}`)).body.expirySchedules).toEqual([late, promotions]);
    expect((await call(`${ASHA}&endDate=${day(addDays(D, 89))}`)).body.expirySchedules).toEqual([ashaDefault()[0]]);
    const tomorrow = day(addDays(today(), 1));
    expect((await call(`${ASHA}&startDate=${tomorrow}&endDate=${tomorrow}`)).body.expirySchedules).toEqual([]);
  });

  it("refuses a missing or unknown source with 8003", async () => {
    for (const query of [
      "identifierName=mobile&identifierValue=919900000001",
      "source=NOPE&identifierName=mobile&identifierValue=919900000001",
      "source=&identifierName=mobile&identifierValue=919900000001",
    ]) {
      const res = await call(query);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual(refusal(8003, "Invalid source"));
    }
  });

  it("refuses unsupported, repeated or badly typed parameters with 8130", async () => {
    const queries = [
      `${ASHA}&foo=1`,
      `${ASHA}&pageSize=10`,
      `${ASHA}&source=INSTORE`,
      `${ASHA}&fetchDataForAllPrograms=yes`,
      `${ASHA}&fetchDataForAllPrograms=1`,
      `${ASHA}&fetchEarliestExpiryOnly=`,
      `${ASHA}&fetchEarliestExpiryOnly=no`,
      `${ASHA}&accountId=${"a".repeat(101)}`,
      "source=NOPE&identifierName=mobile&identifierValue=919900000001&foo=1",
    ];
    for (const query of queries) {
      const res = await call(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual(refusal(8130, "Lookup,Invalid Params passed"));
    }
  });

  it("answers 8015 for a missing, invalid or unknown identifier and for another organization's customer", async () => {
    const queries = [
      "source=INSTORE",
      "source=INSTORE&identifierName=mobile",
      "source=INSTORE&identifierValue=919900000001",
      "source=INSTORE&identifierName=mobile&identifierValue=",
      "source=INSTORE&identifierName=phone&identifierValue=919900000001",
      "source=INSTORE&identifierName=mobile&identifierValue=910000000000",
      "source=INSTORE&identifierName=id&identifierValue=99999",
      "source=INSTORE&identifierName=mobile&identifierValue=919900000005",
      "source=INSTORE&identifierName=mobile&identifierValue=919900000006",
      "source=INSTORE&identifierName=id&identifierValue=5005",
      "source=INSTORE&identifierName=id&identifierValue=999999999999999",
      `source=INSTORE&identifierName=externalId&identifierValue=${"x".repeat(101)}`,
    ];
    for (const query of queries) {
      const res = await call(query);
      expect(res.status, query).toBe(404);
      expect(res.body, query).toEqual(refusal(8015, "Customer not found for the given identifiers"));
    }
  });

  it("accepts an identifier value of exactly 100 characters", async () => {
    await db.customerIdentifier.create({
      data: { orgId: 100, customerId: 5003, type: "externalId", value: "x".repeat(100) },
    });
    const res = await call(`source=INSTORE&identifierName=externalId&identifierValue=${"x".repeat(100)}`);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(5003);
    expect(res.body.expirySchedules).toEqual([entry(70, 45, 1001, "bill_regular", "rolling")]);
  });

  it("refuses dates not written yyyy-MM-dd with 1216 and the message naming the culprit", async () => {
    const good = day(addDays(today(), 10));
    const cases: [string, string][] = [
      [`startDate=2030/01/01&endDate=${good}`, "startDate format not supported, expected yyyy-MM-dd"],
      ["startDate=2030-02-30", "startDate format not supported, expected yyyy-MM-dd"],
      ["startDate=2030-01-01T00:00:00", "startDate format not supported, expected yyyy-MM-dd"],
      [`startDate=${good}&endDate=01-01-2030`, "endDate format not supported, expected yyyy-MM-dd"],
      ["endDate=tomorrow", "endDate format not supported, expected yyyy-MM-dd"],
      ["startDate=20300101&endDate=2030-13-01", "Incorrect format for both startDate and endDate, expected yyyy-MM-dd"],
    ];
    for (const [dates, message] of cases) {
      const res = await call(`${ASHA}&${dates}`);
      expect(res.status, dates).toBe(400);
      expect(res.body, dates).toEqual(refusal(1216, message));
    }
  });

  it("refuses a startDate of today or earlier with 1215", async () => {
    for (const start of [day(today()), day(addDays(today(), -1)), "2001-01-01"]) {
      const res = await call(`${ASHA}&startDate=${start}`);
      expect(res.status, start).toBe(400);
      expect(res.body).toEqual(refusal(1215, "startDate cannot be in past"));
    }
    // The customer is refused before the dates, as before the schedule's read was joined to the customer's.
    const unknown = await call(
      `source=INSTORE&identifierName=mobile&identifierValue=910000000000&startDate=2001-01-01`,
    );
    expect(unknown.body).toEqual(refusal(8015, "Customer not found for the given identifiers"));
  });

  it("refuses a startDate after the endDate with 1214", async () => {
    const res = await call(`${ASHA}&startDate=${day(addDays(today(), 10))}&endDate=${day(addDays(today(), 9))}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(1214, "startDate is after endDate"));
  });

  it("refuses an endDate more than 100 years from today with 1217; exactly 100 years is accepted", async () => {
    const t = today();
    const limit = new Date(t.getFullYear() + 100, t.getMonth(), t.getDate());
    expect((await call(`${ASHA}&endDate=${day(limit)}`)).status).toBe(200);
    const res = await call(`${ASHA}&endDate=${day(addDays(limit, 1))}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(1217, "endDate cannot be after 100 years from now"));
  });

  it("refuses an unknown, malformed or another organization's programId with 885", async () => {
    for (const programId of [
      "9999",
      "2001",
      "3001",
      "abc",
      "-1",
      "1.5",
      "",
      "2147483648",
      "999999999999999",
      "9".repeat(16),
    ]) {
      const res = await call(`${ASHA}&programId=${programId}`);
      expect(res.status, programId).toBe(400);
      expect(res.body).toEqual(refusal(885, "Invalid program id passed"));
    }
    expect((await call(`${ASHA}&programId=2001&fetchDataForAllPrograms=true`)).body).toEqual(
      refusal(885, "Invalid program id passed"),
    );
  });

  it("is refused in an organization with dual eligibility", async () => {
    const res = await call("source=INSTORE&identifierName=mobile&identifierValue=919900000005", "dual.maker");
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      refusal(1218, "Points expiry schedule is not available when dual eligibility is enabled for the organization"),
    );
  });

  it("takes Basic and OAuth credentials; needs valid ones (401) and the points read access group (403)", async () => {
    const anonymous = await call(ASHA, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(refusal(401, "Authentication failed. Please check username and password."));
    const wrong = await call(ASHA, { basic: ["demo.maker", "not-the-password"] });
    expect(wrong.status).toBe(401);
    expect(wrong.body.errors[0].code).toBe(401);
    const { accessToken } = await generateOAuthToken("demo-integration", "demo-integration-secret", "127.0.0.1");
    for (const auth of [{ bearer: accessToken }, { oauthHeader: accessToken }]) {
      const res = await call(ASHA, auth);
      expect(res.status).toBe(200);
      expect(res.body.expirySchedules).toEqual(ashaDefault());
    }
    const badToken = await call(ASHA, { bearer: "not-a-token" });
    expect(badToken.status).toBe(401);
    expect(badToken.body.errors[0].code).toBe(401);
    const viewer = await call(ASHA, "demo.viewer");
    expect(viewer.status).toBe(403);
    expect(viewer.body).toEqual(
      refusal(403, "Access denied: the points.read access group is required for this operation."),
    );
  });
});
