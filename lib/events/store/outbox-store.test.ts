import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { ormTransaction, sqlTransaction } from "@/lib/db/sql-transaction.ts";
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

    const [first] = events;
    const rest = await readEventsAfter(db, ORG, { after: first, types: ["user.created"], limit: 10, since });
    expect(rest.map((event) => event.type)).toEqual(["user.created"]);
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
  });
});
