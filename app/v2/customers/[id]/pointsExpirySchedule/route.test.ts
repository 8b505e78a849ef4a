import { beforeAll, describe, expect, it } from "vitest";
import { callRoute, type Auth } from "@/scripts/test-harness/call-route.ts";
import { ashaScheduleBody, demoLoadDay, scheduleEntry } from "@/scripts/test-harness/demo-expiry-schedule.ts";
import { addDays, formatLocalDate, startOfLocalDay } from "@/lib/time/server-time.ts";
import { GET } from "./route.ts";

const call = (id: string, query: string, auth: Auth = "demo.maker") =>
  callRoute(GET, { path: `/v2/customers/${id}/pointsExpirySchedule?${query}`, params: { id }, auth });
const refusal = (code: number, message: string) => ({ errors: [{ status: false, code, message }], warnings: [] });
const notFound = refusal(8015, "Customer not found for the given identifiers");

let D: Date;
const entry = (points: number, days: number, programId: number, pointsType: string, expiryType: string) =>
  scheduleEntry(D, points, days, programId, pointsType, expiryType);

beforeAll(async () => {
  D = await demoLoadDay();
});

describe("GET /v2/customers/{id}/pointsExpirySchedule", () => {
  it("returns the schedule of the customer named by the path, like the lookup form", async () => {
    const res = await call("5001", "source=INSTORE&fetchDataForAllPrograms=true");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      ashaScheduleBody([
        entry(120, 30, 1001, "bill_regular", "rolling"),
        entry(40, 60, 1002, "bill_regular", "fixed"),
        entry(80, 90, 1001, "line_item_regular", "rolling"),
        entry(35, 120, 1001, "bill_regular", "rolling"),
        entry(50, 400, 1001, "customer_promotions", "fixed"),
      ]),
    );
    const chen = await call("5003", "source=WEBSITE");
    expect(chen.body.expirySchedules).toEqual([entry(70, 45, 1001, "bill_regular", "rolling")]);
    expect((await call("5002", "source=INSTORE")).body.expirySchedules).toEqual([]);
  });

  it("takes the same parameters: earliest only, program, window", async () => {
    const res = await call(
      "5001",
      `source=INSTORE&fetchEarliestExpiryOnly=true&programId=1001&startDate=${formatLocalDate(addDays(D, 31))}&endDate=${formatLocalDate(addDays(D, 400))}`,
    );
    expect(res.body.expirySchedules).toEqual([
      entry(80, 90, 1001, "line_item_regular", "rolling"),
      entry(35, 120, 1001, "bill_regular", "rolling"),
      entry(50, 400, 1001, "customer_promotions", "fixed"),
    ]);
  });

  it("accepts an identifier that names the same customer and refuses one naming another (8015)", async () => {
    expect((await call("5001", "source=INSTORE&identifierName=mobile&identifierValue=919900000001")).status).toBe(200);
    for (const query of [
      "identifierName=mobile&identifierValue=919900000003",
      "identifierName=mobile",
      "identifierValue=919900000001",
      "identifierName=mobile&identifierValue=910000000000",
      "identifierName=id&identifierValue=999999999999999",
    ]) {
      const res = await call("5001", `source=INSTORE&${query}`);
      expect(res.status, query).toBe(404);
      expect(res.body).toEqual(notFound);
    }
  });

  it.each(["99999", "0", "abc", "-5", "2147483648", "999999999999999", "1".repeat(16), "5005", "5006", "5008"])(
    "answers 8015 for an unknown, malformed or another organization's customer id: %s",
    async (id) => {
      const res = await call(id, "source=INSTORE");
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(notFound);
    },
  );

  it("still needs a valid source (8003) and refuses unsupported parameters (8130)", async () => {
    expect((await call("5001", "")).body).toEqual(refusal(8003, "Invalid source"));
    expect((await call("5001", "source=POS")).body).toEqual(refusal(8003, "Invalid source"));
    const unknown = await call("5001", "source=INSTORE&customerId=5001");
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(refusal(8130, "Lookup,Invalid Params passed"));
  });

  it("refuses bad dates and programs with the lookup form's codes", async () => {
    const today = startOfLocalDay(new Date());
    expect((await call("5001", "source=INSTORE&startDate=2030-1-1")).body.errors[0].code).toBe(1216);
    expect((await call("5001", `source=INSTORE&startDate=${formatLocalDate(today)}`)).body.errors[0].code).toBe(1215);
    expect((await call("5001", "source=INSTORE&programId=2001")).body).toEqual(
      refusal(885, "Invalid program id passed"),
    );
  });

  it("is refused in a dual eligibility organization, needs credentials and points read", async () => {
    const dual = await call("5005", "source=INSTORE", "dual.maker");
    expect(dual.status).toBe(422);
    expect(dual.body.errors[0].code).toBe(1218);
    const anonymous = await call("5001", "source=INSTORE", null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(refusal(401, "Authentication failed. Please check username and password."));
    const viewer = await call("5001", "source=INSTORE", "demo.viewer");
    expect(viewer.status).toBe(403);
    expect(viewer.body.errors[0]).toMatchObject({ status: false, code: 403 });
  });
});
