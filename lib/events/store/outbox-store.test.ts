import { describe, expect, it } from "vitest";
import { db, dbProvider } from "@/lib/db/client.ts";
import { ormTransaction, sqlTransaction } from "@/lib/db/sql-transaction.ts";
import { recordAudit } from "@/lib/audit/store/audit-chain.ts";
import { lastEventNumber } from "@/lib/db/event-numbers.ts";
import { publishEvents, readEventsAfter } from "./outbox-store.ts";

const ORG = 200;
const since = new Date(0);

async function subscribe(orgId: number, types: string[], status = "ENABLED") {
  const now = new Date();
  return db.webhookSubscription.create({
    data: {
      orgId,
      url: "http://127.0.0.1:9/hook",
      secret: "sealed",
      status,
      createdAt: now,
      updatedAt: now,
      eventTypes: { create: types.map((eventType) => ({ orgId, eventType })) },
    },
  });
}

describe("the outbox", () => {
  it("commits events with the change, in order, each with a delivery per enabled subscription of its type", async () => {
    const vendors = await subscribe(ORG, ["vendor.created"]);
    const everything = await subscribe(ORG, ["*"]);
    const disabled = await subscribe(ORG, ["vendor.created"], "DISABLED");
    const other = await subscribe(201, ["*"]);
    await sqlTransaction((tx) =>
      publishEvents(tx, ORG, [
        { type: "vendor.created", data: { id: 1, name: "A 😀" } },
        { type: "labels.changed", data: { customerId: 2, labels: ["x"] } },
      ]),
    );
    await ormTransaction((tx) => publishEvents(tx, ORG, [{ type: "user.created", data: { id: 3 } }]));
    const events = await readEventsAfter(db, ORG, { after: null, types: [], limit: 10, since });
    expect(events.map((event) => event.type)).toEqual(["vendor.created", "labels.changed", "user.created"]);
    expect(events[0].payload).toMatchObject({ type: "vendor.created", data: { id: 1, name: "A 😀" } });
    expect(events[0].publicId).toMatch(/^evt_[\w-]{22}$/);
    const deliveries = await db.webhookDelivery.findMany({ where: { orgId: ORG }, orderBy: { id: "asc" } });
    const bySubscription = (id: number) => deliveries.filter((d) => d.subscriptionId === id).map((d) => d.eventId);
    expect(bySubscription(vendors.id)).toEqual([events[0].id]);
    expect(bySubscription(everything.id).sort()).toEqual(events.map((event) => event.id).sort());
    expect(bySubscription(disabled.id)).toEqual([]);
    expect(await db.webhookDelivery.count({ where: { subscriptionId: other.id } })).toBe(0);

    expect(events.map((event) => event.seq)).toEqual([1, 2, 3]);
    const rest = await readEventsAfter(db, ORG, { after: events[0].seq, types: ["user.created"], limit: 10, since });
    expect(rest.map((event) => event.type)).toEqual(["user.created"]);
  });

  it('makes one delivery per event for a subscription listing both "*" and the type', async () => {
    const both = await subscribe(203, ["*", "vendor.created"]);
    await sqlTransaction((tx) => publishEvents(tx, 203, [{ type: "vendor.created", data: { id: 1 } }]));
    await ormTransaction((tx) => publishEvents(tx, 203, [{ type: "vendor.created", data: { id: 2 } }]));
    const events = await readEventsAfter(db, 203, { after: null, types: [], limit: 10, since });
    const deliveries = await db.webhookDelivery.findMany({
      where: { subscriptionId: both.id },
      orderBy: { id: "asc" },
    });
    expect(deliveries.map((delivery) => delivery.eventId)).toEqual(events.map((event) => event.id));
  });

  it("numbers each organization's events on its own, after its audit entries' chain head", async () => {
    await db.$transaction((tx) =>
      recordAudit(
        tx,
        { orgId: 204, userId: null, username: "numbers", kind: "SYSTEM" },
        { entity: "label", entityId: 1, action: "appended", details: {} },
      ),
    );
    await sqlTransaction((tx) => publishEvents(tx, 204, [{ type: "vendor.created", data: { id: 1 } }]));
    await sqlTransaction((tx) => publishEvents(tx, 205, [{ type: "vendor.created", data: { id: 1 } }]));
    await sqlTransaction((tx) =>
      publishEvents(tx, 204, [
        { type: "vendor.updated", data: { id: 1 } },
        { type: "vendor.updated", data: { id: 2 } },
      ]),
    );
    const numbers = async (orgId: number) =>
      (await readEventsAfter(db, orgId, { after: null, types: [], limit: 10, since })).map((event) => event.seq);
    expect(await numbers(204)).toEqual([1, 2, 3]);
    expect(await numbers(205)).toEqual([1]);
    expect(await lastEventNumber(db, 204)).toBe(3);
    // The audit chain is untouched by the numbering.
    expect((await db.auditChainHead.findUnique({ where: { orgId: 204 } }))?.seq).toBe(1);
  });

  it("writes no event and no delivery for a change that rolls back", async () => {
    await subscribe(202, ["*"]);
    await expect(
      sqlTransaction(async (tx) => {
        await publishEvents(tx, 202, [{ type: "vendor.updated", data: { id: 9 } }]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await db.event.count({ where: { orgId: 202 } })).toBe(0);
    expect(await db.webhookDelivery.count({ where: { orgId: 202 } })).toBe(0);
    expect(await lastEventNumber(db, 202)).toBe(0);
  });

  if (dbProvider() === "postgresql")
    it("numbers in commit order: a second writer waits for the first to commit, and reads never skip", async () => {
      const ORG_ORDER = 206;
      let numbered!: () => void;
      let release!: () => void;
      const isNumbered = new Promise<void>((resolve) => (numbered = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      const first = ormTransaction(async (tx) => {
        await publishEvents(tx, ORG_ORDER, [{ type: "vendor.created", data: { marker: "first" } }]);
        numbered();
        await released;
      });
      await isNumbered;
      let secondDone = false;
      const second = sqlTransaction((tx) =>
        publishEvents(tx, ORG_ORDER, [{ type: "vendor.created", data: { marker: "second" } }]),
      ).then(() => (secondDone = true));
      const read = async () =>
        (await readEventsAfter(db, ORG_ORDER, { after: null, types: [], limit: 10, since })).map(
          (event) => `${event.seq}:${(event.payload.data as { marker: string }).marker}`,
        );
      // The second writer waits on the first one's number claim while the first is open.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondDone).toBe(false);
      expect(await read()).toEqual([]);
      release();
      // Every read while both finish shows a prefix of the numbers: never 2 without 1.
      while (!secondDone) expect(["", "1:first", "1:first,2:second"]).toContain((await read()).join(","));
      await Promise.all([first, second]);
      expect(await read()).toEqual(["1:first", "2:second"]);
    });
});
