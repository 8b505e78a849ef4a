import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { verifyAuditChain } from "../lib/audit/verify-audit-chain.ts";
import { db } from "../lib/db/client.ts";
import { callRoute } from "./test-harness/call-route.ts";
import { GET as LOOKUP } from "../app/v2/customers/lookup/route.ts";
import { GET as EXPIRY } from "../app/v2/customers/lookup/pointsExpirySchedule/route.ts";
import { GET as REQUESTS } from "../app/v2/requests/route.ts";
import { POST as CREATE } from "../app/v2/requests/route.ts";

// npm run db:seed-scale as an operator runs it, on a small size, against this file's database (which holds
// the demo data).
const run = promisify(execFile);
const SIZE = ["--customers", "200", "--requests", "100", "--lots", "500", "--audit", "100"];

async function seedScale(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--conditions=react-server", "--import", "tsx", "scripts/seed-scale.ts", ...args],
      { env: process.env },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    return error as { code: number; stdout: string; stderr: string };
  }
}

const org100 = async () => ({
  customers: await db.customerRegistration.count({ where: { orgId: 100 } }),
  identifiers: await db.customerIdentifier.count({ where: { orgId: 100 } }),
  lots: await db.pointsLot.count({ where: { orgId: 100 } }),
  requests: await db.request.count({ where: { orgId: 100 } }),
  pending: await db.request.count({ where: { orgId: 100, status: "PENDING" } }),
  audit: await db.auditEntry.count({ where: { orgId: 100 } }),
});

describe("npm run db:seed-scale", { timeout: 120_000 }, () => {
  it("adds the volume to organization 100, twice when run twice, and the app reads it", async () => {
    const before = await org100();
    const first = await seedScale(...SIZE);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/added to organization 100 on \w+: 200 customers \(ids \d+-\d+\), 500 points lots/);
    const once = await org100();
    expect(once.customers - before.customers).toBe(200);
    expect(once.lots - before.lots).toBe(500);
    expect(once.requests - before.requests).toBe(100);
    expect(once.audit - before.audit).toBe(100);
    // Every twentieth request stays PENDING; the others are decided, with a decider and a decision event.
    expect(once.pending - before.pending).toBe(5);
    const firstId = Number(/requests \(ids (\d+)-/.exec(first.stdout)?.[1]);
    const decided = await db.request.findMany({
      where: { id: { gte: firstId }, orgId: 100, status: { not: "PENDING" } },
      include: { events: { orderBy: { id: "asc" } } },
    });
    expect(decided).toHaveLength(95);
    for (const request of decided) {
      expect(request.updatedById).not.toBeNull();
      expect(request.updatedAt.getTime()).toBeGreaterThan(request.createdAt.getTime());
      expect(request.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, "PENDING"],
        ["PENDING", request.status],
      ]);
    }
    expect(await verifyAuditChain(db)).toBeNull();

    const second = await seedScale(...SIZE);
    expect(second.code, second.stderr).toBe(0);
    const twice = await org100();
    for (const key of Object.keys(before) as (keyof typeof before)[])
      expect(twice[key] - before[key], key).toBe(2 * (once[key] - before[key]));
    expect(await verifyAuditChain(db)).toBeNull();
    // Identifiers stay unique per organization and type (the database enforces it; none was refused).
    const mobiles = await db.customerIdentifier.findMany({ where: { orgId: 100, type: "mobile" } });
    expect(new Set(mobiles.map((m) => m.value)).size).toBe(mobiles.length);
    expect(twice.identifiers - before.identifiers).toBeGreaterThanOrEqual(2 * 200 * 2);

    // The app reads the seeded data: a lookup by mobile, its expiry schedule, the queue.
    const customer = await db.customer.findFirstOrThrow({
      where: { pointsLots: { some: { open: true, expiresAt: { gt: new Date() } } }, id: { gt: 5010 } },
      include: { identifiers: true },
      orderBy: { id: "desc" },
    });
    const mobile = customer.identifiers.find((i) => i.type === "mobile")?.value ?? "";
    const query = `source=INSTORE&identifierName=mobile&identifierValue=${mobile}`;
    const found = await callRoute(LOOKUP, { path: `/v2/customers/lookup?${query}`, auth: "demo.checker" });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(customer.id);
    const schedule = await callRoute(EXPIRY, {
      path: `/v2/customers/lookup/pointsExpirySchedule?${query}`,
      auth: "demo.checker",
    });
    expect(schedule.status, JSON.stringify(schedule.body)).toBe(200);
    expect(JSON.stringify(schedule.body)).toMatch(/"points"/);
    const queue = await callRoute(REQUESTS, { path: "/v2/requests?status=PENDING&limit=50", auth: "demo.checker" });
    expect(queue.status).toBe(200);
    expect(queue.body.data).toHaveLength(Math.min(50, twice.pending));

    // New requests after the seed take ids after it.
    const created = await callRoute(CREATE, {
      method: "POST",
      path: "/v2/requests?source=INSTORE",
      auth: "demo.maker",
      body: {
        type: "TRANSACTION",
        baseType: "REGULAR_TXN_ADD",
        customerIdentificationInfo: { identifierType: "mobile", identifierValue: mobile },
        transaction: { billNumber: "AFTER-SEED-1", billAmount: "99" },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.createdId).toBeGreaterThan(firstId + 199);
  });

  it("refuses clearly when the demo organization is missing, and refuses bad counts", async () => {
    const bad = await seedScale("--customers", "ten");
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--customers must be a whole number/);
    const none = await seedScale();
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/nothing to add/);
    const orphan = await seedScale("--lots", "5");
    expect(orphan.code).toBe(2);
    expect(orphan.stderr).toMatch(/give --customers too/);
  });

  it("refuses a database whose demo accounts were retired, adding nothing", async () => {
    const before = await db.customer.count();
    await db.user.update({ where: { username: "demo.maker" }, data: { active: false } });
    try {
      const refused = await seedScale("--customers", "5");
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/demo accounts of organization 100 are retired/);
      expect(await db.customer.count()).toBe(before);
    } finally {
      await db.user.update({ where: { username: "demo.maker" }, data: { active: true } });
    }
  });
});
