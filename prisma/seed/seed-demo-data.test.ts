import { describe, expect, it } from "vitest";
import { db } from "../../lib/db/client.ts";
import { verifyPassword } from "../../lib/auth/password.ts";
import { parseAccess } from "../../lib/auth/access-groups.ts";
import { addDays, startOfLocalDay } from "../../lib/time/server-time.ts";

// The demo dataset is a contract (shared/demo-data.md): these values must never drift.
describe("demo data contract", () => {
  it("has the seven organizations with their settings", async () => {
    const orgs = await db.organization.findMany({ orderBy: { id: "asc" } });
    expect(
      orgs.map((o) => [
        o.id,
        o.name,
        o.kind,
        o.parentId,
        o.dualEligibility,
        o.autoApproval,
        o.ouLevelProducts,
        o.defaultProgramId,
        o.clientAutoApprove,
      ]),
    ).toEqual([
      [100, "Demo Retail", "STANDARD", null, false, false, false, 1001, "APPROVERS"],
      [200, "Dual Co", "STANDARD", null, true, false, false, 2001, "APPROVERS"],
      [300, "Acme Group", "CONNECTED_PARENT", null, false, false, false, 3001, "APPROVERS"],
      [301, "Acme North", "CONNECTED_CHILD", 300, false, false, false, null, "APPROVERS"],
      [302, "Acme South", "CONNECTED_CHILD", 300, false, false, false, null, "APPROVERS"],
      [400, "Auto Co", "STANDARD", null, false, true, false, null, "APPROVERS"],
      [500, "Drop-in Co", "STANDARD", null, false, false, false, 5001, "WRITERS"],
    ]);
  });

  it("has the users with their organizations, passwords and access", async () => {
    const expected: [string, string, number, string[]][] = [
      ["demo.maker", "demo-maker-pw", 100, ["default", "points.read", "requests.write"]],
      ["demo.checker", "demo-checker-pw", 100, ["default", "points.read", "requests.approve", "requests.write"]],
      ["demo.viewer", "demo-viewer-pw", 100, ["default"]],
      ["demo.auditor", "demo-auditor-pw", 100, ["readonly"]],
      ["dual.maker", "dual-maker-pw", 200, ["default", "points.read", "requests.approve", "requests.write"]],
      ["acme.maker", "acme-maker-pw", 300, ["default", "points.read", "requests.write"]],
      ["acme.checker", "acme-checker-pw", 300, ["default", "points.read", "requests.approve", "requests.write"]],
      ["north.maker", "north-maker-pw", 301, ["default", "points.read", "requests.approve", "requests.write"]],
      ["auto.maker", "auto-maker-pw", 400, ["default", "points.read", "requests.approve", "requests.write"]],
      ["dropin.maker", "dropin-maker-pw", 500, ["default", "points.read", "requests.write"]],
    ];
    for (const [username, password, orgId, access] of expected) {
      const user = await db.user.findUniqueOrThrow({ where: { username } });
      expect([user.orgId, user.kind, [...parseAccess(user.access)].sort()]).toEqual([orgId, "USER", access]);
      expect(await verifyPassword(password, user.passwordHash)).toBe(true);
      expect(user.passwordHash).not.toContain(password);
    }
    const admin = await db.user.findUniqueOrThrow({ where: { username: "demo.admin" } });
    expect(admin.orgId).toBe(100);
    expect(parseAccess(admin.access).has("admin")).toBe(true);
    expect(await verifyPassword("demo-admin-pw", admin.passwordHash)).toBe(true);
    const client = await db.user.findUniqueOrThrow({ where: { username: "demo-integration" } });
    expect([client.orgId, client.kind, [...parseAccess(client.access)].sort()]).toEqual([
      100,
      "API_CLIENT",
      ["default", "points.read", "requests.write"],
    ]);
    expect(await verifyPassword("demo-integration-secret", client.passwordHash)).toBe(true);
  });

  it("has the programs and their earning rules", async () => {
    const programs = await db.program.findMany({ orderBy: { id: "asc" } });
    expect(
      programs.map((p) => [
        p.id,
        p.orgId,
        p.name,
        p.isDefault,
        p.earnRate?.toString() ?? null,
        p.earnPointsType,
        p.earnExpiryType,
        p.earnExpiryDays,
      ]),
    ).toEqual([
      [1001, 100, "Demo Points", true, "0.1", "bill_regular", "rolling", 365],
      [1002, 100, "Demo Partner Points", false, null, null, null, null],
      [2001, 200, "Dual Points", true, "0.1", "bill_regular", "rolling", 365],
      [3001, 300, "Acme Points", true, "0.1", "bill_regular", "rolling", 365],
      [5001, 500, "Drop-in Points", true, "0.1", "bill_regular", "rolling", 365],
    ]);
  });

  it("has the customers, their registrations and identifiers", async () => {
    const customers = await db.customer.findMany({
      include: { registrations: true, identifiers: true },
      orderBy: { id: "asc" },
    });
    const view = customers.map((c) => ({
      id: c.id,
      name: `${c.firstName} ${c.lastName}`,
      orgs: c.registrations.map((r) => r.orgId).sort(),
      ids: Object.fromEntries(
        c.identifiers.filter((i) => i.orgId === c.registrations[0].orgId).map((i) => [i.type, i.value]),
      ),
    }));
    expect(view).toEqual([
      {
        id: 5001,
        name: "Asha Rao",
        orgs: [100],
        ids: { mobile: "919900000001", email: "asha@example.com", externalId: "EXT-0001", cardnumber: "CARD-0001" },
      },
      {
        id: 5002,
        name: "Ben Ito",
        orgs: [100],
        ids: { mobile: "919900000002", email: "ben@example.com", externalId: "EXT-0002" },
      },
      {
        id: 5003,
        name: "Chen Li",
        orgs: [100],
        ids: { mobile: "919900000003", email: "chen@example.com", externalId: "EXT-0003" },
      },
      { id: 5004, name: "Dara Okafor", orgs: [100], ids: { mobile: "919900000004", externalId: "EXT-0004" } },
      { id: 5005, name: "Eve Dual", orgs: [200], ids: { mobile: "919900000005" } },
      {
        id: 5006,
        name: "Femi Acme",
        orgs: [300, 301, 302],
        ids: { mobile: "919900000006", email: "femi@example.com" },
      },
      {
        id: 5007,
        name: "Gita Acme",
        orgs: [300, 301, 302],
        ids: { mobile: "919900000007", email: "gita@example.com" },
      },
      { id: 5008, name: "Hal Acme", orgs: [300, 301], ids: { mobile: "919900000008" } },
      { id: 5009, name: "Ines Dropin", orgs: [500], ids: { mobile: "919900000009" } },
      { id: 5010, name: "Jon Dropin", orgs: [500], ids: { mobile: "919900000010" } },
    ]);
  });

  it("has the points lots of Asha Rao and Chen Li, relative to the load day D", async () => {
    const lots = await db.pointsLot.findMany({ orderBy: { id: "asc" } });
    const D = startOfLocalDay(lots[0].awardedAt);
    expect(D.getTime()).toBe(startOfLocalDay(new Date()).getTime());
    expect(
      lots.map((l) => [
        l.customerId,
        Number(l.remaining),
        l.programId,
        l.pointsType,
        l.expiryType,
        l.expiresAt.getTime(),
      ]),
    ).toEqual([
      [5001, 120, 1001, "bill_regular", "rolling", addDays(D, 30).getTime()],
      [5001, 80, 1001, "line_item_regular", "rolling", addDays(D, 90).getTime()],
      [5001, 35, 1001, "bill_regular", "rolling", addDays(D, 120).getTime()],
      [5001, 50, 1001, "customer_promotions", "fixed", addDays(D, 400).getTime()],
      [5001, 40, 1002, "bill_regular", "fixed", addDays(D, 60).getTime()],
      [5003, 70, 1001, "bill_regular", "rolling", addDays(D, 45).getTime()],
    ]);
  });

  it("has labels, the coupon series, the brand, the dictionaries and the org unit", async () => {
    expect((await db.label.findMany({ where: { orgId: 100 }, orderBy: { id: "asc" } })).map((l) => l.name)).toEqual([
      "VIP",
      "Churn Risk",
      "Newsletter",
    ]);
    const carried = await db.customerLabel.findMany({ include: { label: true } });
    expect(carried.map((c) => [c.customerId, c.label.name])).toEqual([[5001, "VIP"]]);
    expect(await db.couponSeries.findMany()).toEqual([
      { id: 9001, orgId: 100, description: "Welcome 10% off", active: true },
    ]);
    expect((await db.brand.findMany()).map((b) => [b.id, b.orgId])).toEqual([[10, 100]]);
    const entries = await db.dictionaryEntry.findMany({ where: { orgId: 100 }, orderBy: { id: "asc" } });
    expect(entries.map((e) => [e.kind, e.name, e.sizeType])).toEqual([
      ["brand", "Lee", null],
      ["brand", "Levis", null],
      ["color", "blue", null],
      ["color", "black", null],
      ["category", "Jeans", null],
      ["category", "Handbags", null],
      ["size", "M", "apparel"],
      ["size", "L", "apparel"],
      ["style", "slimFit", null],
      ["style", "regular", null],
    ]);
    expect(await db.orgUnit.findMany()).toEqual([expect.objectContaining({ id: 1, orgId: 100, code: "store-001" })]);
  });

  it("starts with the two pending requests of demo.maker", async () => {
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    const requests = await db.request.findMany({ orderBy: { id: "asc" } });
    expect(
      requests.map((r) => [r.orgId, r.type, r.baseType, r.status, r.customerId, r.survivorId, r.createdById]),
    ).toEqual([
      [100, "TRANSACTION", "REGULAR_TXN_ADD", "PENDING", 5002, null, maker.id],
      [100, "CHANGE_IDENTIFIER", "MERGE", "PENDING", 5004, 5002, maker.id],
    ]);
    expect(JSON.parse(requests[0].payload).transaction.billAmount).toBe("500");
  });
});
