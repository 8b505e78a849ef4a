import { afterEach, describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { db, dbProvider } from "../db/client.ts";
import { buildExpirySchedule } from "./build-expiry-schedule.ts";
import { renderExpirySchedule } from "./render-expiry-schedule.ts";

const principal = (orgId: number): Principal => ({
  userId: 1,
  username: "test",
  displayName: "Test",
  kind: "USER",
  orgId,
  access: new Set(["points.read"]),
  via: "system",
});
const NOW = new Date("2030-01-10T12:00:00Z");
const at = (iso: string) => new Date(iso);

let nextCustomer = 7000;
async function customerWithLots(
  lots: {
    points: string;
    remaining?: string;
    programId?: number;
    pointsType?: string;
    expiryType?: string;
    expiresAt: Date;
    open?: boolean;
    orgId?: number;
  }[],
  orgs = [100],
) {
  const customerId = nextCustomer++;
  await db.customer.create({
    data: { id: customerId, firstName: "Test", registrations: { create: orgs.map((orgId) => ({ orgId })) } },
  });
  await db.pointsLot.createMany({
    data: lots.map((lot) => ({
      orgId: lot.orgId ?? 100,
      customerId,
      programId: lot.programId ?? 1001,
      points: lot.points,
      remaining: lot.remaining ?? lot.points,
      pointsType: lot.pointsType ?? "bill_regular",
      expiryType: lot.expiryType ?? "rolling",
      expiresAt: lot.expiresAt,
      open: lot.open ?? true,
    })),
  });
  return customerId;
}

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("buildExpirySchedule", () => {
  it("sums the remaining points of lots expiring on the same day with the same program, pointsType and expiryType", async () => {
    const id = await customerWithLots([
      { points: "12.5", expiresAt: at("2030-03-01T00:00:00Z") },
      { points: "10", remaining: "0.25", expiresAt: at("2030-03-01T15:30:00Z") },
      { points: "7", expiresAt: at("2030-03-01T00:00:00Z"), pointsType: "line_item_regular" },
      { points: "3", expiresAt: at("2030-03-02T00:00:00Z") },
    ]);
    const { customerId, entries } = await buildExpirySchedule(principal(100), id, { now: NOW });
    expect(customerId).toBe(id);
    expect(entries.map(({ points, expiresOn, pointsType }) => [points, expiresOn.toISOString(), pointsType])).toEqual([
      [12.75, "2030-03-01T00:00:00.000Z", "bill_regular"],
      [7, "2030-03-01T00:00:00.000Z", "line_item_regular"],
      [3, "2030-03-02T00:00:00.000Z", "bill_regular"],
    ]);
  });

  it("sorts by date, then program, pointsType and expiryType, whatever the insertion order", async () => {
    const day = at("2030-05-05T00:00:00Z");
    const id = await customerWithLots([
      { points: "1", expiresAt: at("2030-06-01T00:00:00Z") },
      { points: "2", expiresAt: day, programId: 1002, pointsType: "a" },
      { points: "3", expiresAt: day, programId: 1001, pointsType: "z", expiryType: "rolling" },
      { points: "4", expiresAt: day, programId: 1001, pointsType: "z", expiryType: "fixed" },
      { points: "5", expiresAt: day, programId: 1001, pointsType: "b" },
    ]);
    const { entries } = await buildExpirySchedule(principal(100), id, { now: NOW, fetchDataForAllPrograms: true });
    expect(entries.map((e) => e.points)).toEqual([5, 4, 3, 2, 1]);
  });

  it("leaves out consumed, closed, expired and other organizations' lots", async () => {
    const id = await customerWithLots(
      [
        { points: "100", remaining: "0", expiresAt: at("2030-02-01T00:00:00Z") },
        { points: "100", remaining: "0", open: false, expiresAt: at("2030-02-01T00:00:00Z") },
        { points: "100", expiresAt: at("2030-01-10T11:59:59Z") },
        { points: "100", expiresAt: at("2029-12-31T00:00:00Z") },
        { points: "100", expiresAt: at("2030-02-01T00:00:00Z"), orgId: 300, programId: 3001 },
        { points: "60", remaining: "20", expiresAt: at("2030-01-10T12:00:01Z") },
      ],
      [100, 300],
    );
    const { entries } = await buildExpirySchedule(principal(100), id, { now: NOW, fetchDataForAllPrograms: true });
    expect(entries.map((e) => [e.points, e.expiresOn.toISOString()])).toEqual([[20, "2030-01-10T00:00:00.000Z"]]);
    const acme = await buildExpirySchedule(principal(300), id, { now: NOW });
    expect(acme.entries.map((e) => [e.points, e.programId])).toEqual([[100, 3001]]);
  });

  it("reads the same schedule by identifier (with the settings, in one statement) as by id; none without a default program", async () => {
    const id = await customerWithLots(
      [
        { points: "5", expiresAt: at("2030-01-20T00:00:00Z") },
        { points: "6", expiresAt: at("2030-03-01T00:00:00Z"), programId: 1002 },
        { points: "7", expiresAt: at("2030-03-01T00:00:00Z"), pointsType: "line_item_regular" },
        { points: "100", remaining: "0", expiresAt: at("2030-02-01T00:00:00Z") },
        { points: "100", expiresAt: at("2030-02-01T00:00:00Z"), orgId: 300, programId: 3001 },
      ],
      [100, 300],
    );
    const mobile = `91960${id}`;
    await db.customerIdentifier.create({ data: { customerId: id, orgId: 100, type: "mobile", value: mobile } });
    const byMobile = { identifierName: "mobile" as const, identifierValue: mobile };
    const summary = (schedule: Awaited<ReturnType<typeof buildExpirySchedule>>) =>
      schedule.entries.map((e) => [e.points, e.programId, e.pointsType, e.expiresOn.toISOString()]);
    for (const options of [{}, { fetchDataForAllPrograms: true }, { startDate: "2030-02-01" }]) {
      const byId = await buildExpirySchedule(principal(100), id, { now: NOW, ...options });
      const found = await buildExpirySchedule(principal(100), byMobile, { now: NOW, ...options });
      expect(found.customerId).toBe(id);
      expect(summary(found), JSON.stringify(options)).toEqual(summary(byId));
    }
    expect(summary(await buildExpirySchedule(principal(100), byMobile, { now: NOW }))).toEqual([
      [5, 1001, "bill_regular", "2030-01-20T00:00:00.000Z"],
      [7, 1001, "line_item_regular", "2030-03-01T00:00:00.000Z"],
    ]);

    const { defaultProgramId } = await db.organization.findUniqueOrThrow({ where: { id: 100 } });
    await db.organization.update({ where: { id: 100 }, data: { defaultProgramId: null } });
    try {
      expect((await buildExpirySchedule(principal(100), byMobile, { now: NOW })).entries).toEqual([]);
      const all = await buildExpirySchedule(principal(100), byMobile, { now: NOW, fetchDataForAllPrograms: true });
      expect(all.entries.map((e) => e.points)).toEqual([5, 7, 6]);
    } finally {
      await db.organization.update({ where: { id: 100 }, data: { defaultProgramId } });
    }
  });

  it("refuses a principal without the points read access group, as the API does", async () => {
    const viewer = { ...principal(100), access: new Set(["default"] as const) };
    await expect(buildExpirySchedule(viewer, 5001)).rejects.toMatchObject({ code: 403, status: 403 });
  });

  it("renders expiryDateISO as midnight of the expiry day: Z on a UTC server, the offset elsewhere", async () => {
    const id = await customerWithLots([{ points: "9", expiresAt: at("2030-06-11T20:00:00Z") }]);
    process.env.TZ = "UTC";
    const utc = renderExpirySchedule(await buildExpirySchedule(principal(100), id, { now: NOW }));
    expect(utc.expirySchedules).toEqual([
      {
        points: 9,
        expiryDate: "2030-06-11",
        expiryDateISO: "2030-06-11T00:00:00Z",
        programId: 1001,
        pointsType: "bill_regular",
        expiryType: "rolling",
      },
    ]);
    process.env.TZ = "Asia/Kolkata";
    const kolkata = renderExpirySchedule(await buildExpirySchedule(principal(100), id, { now: NOW }));
    expect(kolkata.expirySchedules[0]).toMatchObject({
      expiryDate: "2030-06-12",
      expiryDateISO: "2030-06-12T00:00:00+05:30",
    });
  });

  it("answers within a small multiple of a 10-lot customer for a customer with 50,000 lots of mostly dead history", async () => {
    const live = Array.from({ length: 200 }, (_, i) => ({
      points: "5",
      expiresAt: new Date(Date.UTC(2030, 1, 1 + (i % 40))),
    }));
    const big = await customerWithLots(live);
    await insertDeadHistory(big, 49_800);
    const small = await customerWithLots(
      Array.from({ length: 10 }, (_, i) => ({ points: "5", expiresAt: new Date(Date.UTC(2030, 1, 1 + i)) })),
    );

    // Interleaved, so a noisy neighbour slows both sides alike.
    const elapsed = { big: 0, small: 0 };
    for (let i = 0; i < 25; i++) {
      for (const [side, customerId] of [
        ["big", big],
        ["small", small],
      ] as const) {
        const started = performance.now();
        await buildExpirySchedule(principal(100), customerId, { now: NOW });
        if (i >= 5) elapsed[side] += performance.now() - started;
      }
    }
    const [bigMs, smallMs] = [elapsed.big, elapsed.small];
    const { entries } = await buildExpirySchedule(principal(100), big, { now: NOW });
    expect(entries).toHaveLength(40);
    expect(entries.reduce((sum, e) => sum + e.points, 0)).toBe(1000);
    // Generous bound (CI machines are noisy); scanning the history instead of the index is far slower.
    expect(bigMs / smallMs).toBeLessThan(5);
  }, 120_000);
});

/**
 * Ten years of history in one statement (createMany of 50,000 rows takes half a minute): four in five
 * lots consumed and closed, one in five expired unconsumed and still open, all before NOW.
 */
async function insertDeadHistory(customerId: number, count: number) {
  const sqlite = dbProvider() === "sqlite";
  const expiresAt = sqlite
    ? "strftime('%Y-%m-%dT%H:%M:%S.000+00:00', '2020-01-01', '+' || (i % 3650) || ' days')"
    : "TIMESTAMP '2020-01-01' + (i % 3650) * INTERVAL '1 day'";
  await db.$executeRawUnsafe(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ${count - 1})
     INSERT INTO "PointsLot" ("orgId", "customerId", "programId", "points", "remaining", "pointsType", "expiryType", "expiresAt", "awardedAt", "open")
     SELECT 100, ${Number(customerId)}, 1001, 10, CASE WHEN i % 5 = 0 THEN 10 ELSE 0 END, 'bill_regular', 'rolling', ${expiresAt}, ${expiresAt}, (i % 5 = 0) FROM n`,
  );
}
