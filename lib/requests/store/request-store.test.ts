import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { Prisma } from "@/lib/db/generated/sqlite/client.ts";
import { sqlExecute } from "@/lib/db/sql.ts";
import { sqlTransaction } from "@/lib/db/sql-transaction.ts";
import {
  getRequestOrg,
  getRequestOrgAndRequest,
  lockAndCreditGoodwillPoints,
  updateRequestRowIf,
} from "./request-store.ts";

// The request store's statements on the demo data, on whichever database the suite runs.

async function liveCustomer() {
  const org = await db.organization.findFirstOrThrow({ where: { defaultProgramId: { not: null } } });
  const registration = await db.customerRegistration.findFirstOrThrow({
    where: { orgId: org.id, mergedIntoId: null },
  });
  return { org, customerId: registration.customerId };
}

const award = (orgId: number, customerId: number, points: string) => ({
  orgId,
  customerId,
  requestId: 0,
  points: new Prisma.Decimal(points),
  pointsType: "customer_promotions",
  expiryType: "fixed" as const,
  expiresAt: new Date(Date.UTC(2099, 11, 31)),
});

const historyEvent = (toStatus: string, comment: string) => ({
  fromStatus: "PENDING",
  toStatus,
  actorId: 1,
  comment,
  detail: null,
  createdAt: new Date(),
});

describe("the request store", () => {
  it("reads the organization's settings with its request as the ORM reads the row, and no other organization's", async () => {
    const request = await db.request.findFirstOrThrow({ orderBy: { id: "asc" } });
    const read = await getRequestOrgAndRequest(db, request.orgId, request.id);
    expect(read.org).toMatchObject({ id: request.orgId, autoApproval: expect.any(Boolean) });
    expect(read.request).toEqual(request);
    const other = await db.organization.findFirstOrThrow({ where: { id: { not: request.orgId } } });
    expect((await getRequestOrgAndRequest(db, other.id, request.id)).request).toBeNull();
  });

  it("reads through the client it is given: a transaction sees its own writes, which roll back with it", async () => {
    const request = await db.request.findFirstOrThrow({ orderBy: { id: "desc" } });
    const org = await getRequestOrg(db, request.orgId);
    const rolledBack = new Error("roll back");
    await expect(
      sqlTransaction(async (tx) => {
        await sqlExecute(
          tx,
          Prisma.sql`UPDATE "Organization" SET "autoApproval" = ${!org.autoApproval} WHERE "id" = ${request.orgId}`,
        );
        await sqlExecute(
          tx,
          Prisma.sql`UPDATE "Request" SET "comments" = 'in the transaction' WHERE "id" = ${request.id}`,
        );
        expect((await getRequestOrg(tx, request.orgId)).autoApproval).toBe(!org.autoApproval);
        const read = await getRequestOrgAndRequest(tx, request.orgId, request.id);
        expect(read.org.autoApproval).toBe(!org.autoApproval);
        expect(read.request?.comments).toBe("in the transaction");
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await getRequestOrg(db, request.orgId)).autoApproval).toBe(org.autoApproval);
    expect((await getRequestOrgAndRequest(db, request.orgId, request.id)).request).toEqual(request);
  });

  it("writes a request only in the status it expects, with a history event only then", async () => {
    const request = await db.request.findFirstOrThrow({ where: { status: "PENDING" } });
    const events = await db.requestEvent.count({ where: { requestId: request.id } });
    const event = historyEvent("APPROVED", "");
    const written = await sqlTransaction((tx) =>
      updateRequestRowIf(tx, { id: request.id, orgId: request.orgId, status: "APPROVED" }, { updatedById: 1 }, event),
    );
    expect(written).toBeNull();
    expect(await db.requestEvent.count({ where: { requestId: request.id } })).toBe(events);
  });

  it("writes a request in the status it expects, with exactly one history event", async () => {
    const request = await db.request.findFirstOrThrow({ where: { status: "PENDING" }, orderBy: { id: "desc" } });
    const events = await db.requestEvent.count({ where: { requestId: request.id } });
    const event = historyEvent("PENDING", "store write");
    const written = await sqlTransaction((tx) =>
      updateRequestRowIf(
        tx,
        { id: request.id, orgId: request.orgId, status: "PENDING" },
        { comments: "changed by the store", updatedById: 1 },
        event,
      ),
    );
    expect(written).toMatchObject({ id: request.id, comments: "changed by the store", updatedById: 1 });
    expect(await db.request.findUniqueOrThrow({ where: { id: request.id } })).toMatchObject({
      comments: "changed by the store",
      updatedById: 1,
      status: "PENDING",
    });
    const after = await db.requestEvent.findMany({ where: { requestId: request.id }, orderBy: { id: "asc" } });
    expect(after).toHaveLength(events + 1);
    expect(after.at(-1)).toMatchObject({
      fromStatus: "PENDING",
      toStatus: "PENDING",
      actorId: 1,
      comment: "store write",
    });
  });

  it("credits a goodwill lot in the default program, none for zero, and refuses a customer the organization does not hold", async () => {
    const { org, customerId } = await liveCustomer();
    const before = new Date();
    await sqlTransaction((tx) => lockAndCreditGoodwillPoints(tx, award(org.id, customerId, "7")));
    await sqlTransaction((tx) => lockAndCreditGoodwillPoints(tx, award(org.id, customerId, "0")));
    const lots = await db.pointsLot.findMany({ where: { customerId, requestId: 0, awardedAt: { gte: before } } });
    expect(lots.map((lot) => [lot.programId, lot.points.toString(), lot.remaining.toString()])).toEqual([
      [org.defaultProgramId, "7", "7"],
    ]);
    const stranger = await db.customer.findFirstOrThrow({ where: { registrations: { none: { orgId: org.id } } } });
    await expect(
      sqlTransaction((tx) => lockAndCreditGoodwillPoints(tx, award(org.id, stranger.id, "7"))),
    ).rejects.toMatchObject({ code: 8015 });
    await db.pointsLot.deleteMany({ where: { id: { in: lots.map((lot) => lot.id) } } });
  });

  it("refuses a credit when the organization has no default program, before looking at the customer", async () => {
    const { org } = await liveCustomer();
    // The program is unset inside the refused transaction, so its rollback puts it back.
    const unset = Prisma.sql`UPDATE "Organization" SET "defaultProgramId" = NULL WHERE "id" = ${org.id}`;
    await expect(
      sqlTransaction(async (tx) => {
        await sqlExecute(tx, unset);
        await lockAndCreditGoodwillPoints(tx, award(org.id, -1, "7"));
      }),
    ).rejects.toMatchObject({ code: 9062 });
    expect((await db.organization.findUniqueOrThrow({ where: { id: org.id } })).defaultProgramId).toBe(
      org.defaultProgramId,
    );
  });
});
