import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { principalFromUser } from "@/lib/auth/principal.ts";
import { addCustomer } from "@/lib/customers/add-customer.ts";
import { callRoute, callRouteRaw, type Auth } from "@/scripts/test-harness/call-route.ts";
import { eventMark, eventsAfter, expectNoSecret } from "@/scripts/test-harness/outbox-events.ts";
import { POST as ADD_CUSTOMER } from "@/app/v2/customers/route.ts";
import { GET as LOOKUP } from "@/app/v2/customers/lookup/route.ts";
import { POST as CHANGE_LABELS } from "@/app/v2/customers/[id]/changeLabels/route.ts";

// customer.created and labels.changed, written with the change: once each, none for a refused or failed change.

const register = (body: unknown, auth: Auth = "demo.maker") =>
  callRoute(ADD_CUSTOMER, { path: "/v2/customers?source=INSTORE", body, auth });
const changeLabels = (id: number | string, body: unknown, auth: Auth = "demo.maker") =>
  callRoute(CHANGE_LABELS, { path: `/v2/customers/${id}/changeLabels`, params: { id: String(id) }, body, auth });
const names = (...list: string[]) => list.map((labelName) => ({ labelName }));
const profile = (mobile: string, email?: string) => ({
  profiles: [
    {
      firstName: "Nora",
      lastName: "Event",
      identifiers: [{ type: "mobile", value: mobile }, ...(email ? [{ type: "email", value: email }] : [])],
    },
  ],
});

describe("customer events", () => {
  it("a registration writes customer.created with the customer as the lookup shows it", async () => {
    const mark = await eventMark();
    const res = await register(profile("919700500001", "nora.event@example.com"));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => event.type)).toEqual(["customer.created"]);
    expect(events[0].orgId).toBe(100);
    const shown = await callRoute(LOOKUP, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=919700500001",
      auth: "demo.maker",
    });
    expect(shown.status).toBe(200);
    expect(events[0].data).toEqual({
      id: res.body.createdId,
      profiles: [
        {
          firstName: "Nora",
          lastName: "Event",
          identifiers: [
            { type: "mobile", value: "919700500001" },
            { type: "email", value: "nora.event@example.com" },
          ],
        },
      ],
      loyaltyInfo: { loyaltyType: "loyalty" },
    });
    expect(shown.body).toMatchObject({ id: events[0].data.id, profiles: events[0].data.profiles });
    expectNoSecret(events);
  });

  it("a refused or failed registration writes nothing", async () => {
    await register(profile("919700500002"));
    const mark = await eventMark();
    expect((await register(profile("919700500002"))).status).toBe(409);
    expect((await register({ profiles: [] })).status).toBe(400);
    expect((await register(profile("919700500003"), null)).status).toBe(401);
    const malformed = await callRouteRaw(
      ADD_CUSTOMER,
      { path: "/v2/customers?source=INSTORE", auth: "demo.maker" },
      "{",
    );
    expect(malformed.status).toBe(400);
    // One identifier given twice passes the check before the transaction and fails at its second insert,
    // after the customer row was written: the transaction rolls back with whatever it wrote.
    const maker = await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } });
    const identifier = { type: "mobile" as const, value: "919700500004" };
    await expect(
      addCustomer(principalFromUser(maker, "basic"), {
        profiles: [{ firstName: "Twice", lastName: "", identifiers: [identifier, identifier] }],
      }),
    ).rejects.toMatchObject({ code: expect.any(Number) });
    expect(await db.customer.count({ where: { firstName: "Twice" } })).toBe(0);
    expect(await eventsAfter(mark)).toEqual([]);
  });

  it("a label change writes labels.changed with the customer's labels after it; a no-op or refusal writes nothing", async () => {
    const mark = await eventMark();
    expect((await changeLabels(5004, { add: names("VIP", "Newsletter") })).status).toBe(200);
    expect((await changeLabels(5004, { add: names("Churn Risk"), remove: names("VIP") })).status).toBe(200);
    const events = await eventsAfter(mark);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ["labels.changed", { customerId: 5004, labels: ["Newsletter", "VIP"] }],
      ["labels.changed", { customerId: 5004, labels: ["Churn Risk", "Newsletter"] }],
    ]);

    const quiet = await eventMark();
    expect((await changeLabels(5004, { add: names("Newsletter") })).status).toBe(200);
    expect((await changeLabels(5004, { add: names("No Such Label") })).status).toBe(200);
    expect((await changeLabels(99_999_999, { add: names("VIP") })).status).toBe(404);
    expect((await changeLabels(5008, { add: names("VIP") })).status).toBe(404);
    expect((await changeLabels(5004, { add: "VIP" })).status).toBe(400);
    expect((await changeLabels(5004, { add: names("VIP") }, null)).status).toBe(401);
    expect(await eventsAfter(quiet)).toEqual([]);
  });
});
