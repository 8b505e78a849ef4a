import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findActivePrincipal } from "../auth/verify-credentials.ts";
import { findConsoleCustomers } from "./find-console-customers.ts";
import { addCustomer } from "./add-customer.ts";

async function principalOf(username: string): Promise<Principal> {
  const user = await db.user.findUniqueOrThrow({ where: { username } });
  const principal = await findActivePrincipal(user.id, "system");
  if (!principal) throw new Error(`no principal for ${username}`);
  return principal;
}

const first = { limit: 20, offset: 0 };
const idsOf = (page: { customers: { id: number }[] }) => page.customers.map((customer) => customer.id);

describe("findConsoleCustomers", () => {
  it("matches first, last and full name case-insensitively, only in the caller's organization", async () => {
    const maker = await principalOf("demo.maker");
    expect(idsOf(await findConsoleCustomers(maker, "asha", first))).toEqual([5001]);
    expect(idsOf(await findConsoleCustomers(maker, "RAO", first))).toEqual([5001]);
    expect(await findConsoleCustomers(maker, "  aSHA rao ", first)).toEqual({
      hasNext: false,
      tooShort: false,
      customers: [
        {
          id: 5001,
          firstName: "Asha",
          lastName: "Rao",
          identifiers: expect.arrayContaining([{ type: "mobile", value: "919900000001" }]),
        },
      ],
    });
    // Eve Dual (org 200) and Femi Acme (org 300) are not in Demo Retail.
    expect(idsOf(await findConsoleCustomers(maker, "eve", first))).toEqual([]);
    expect(idsOf(await findConsoleCustomers(maker, "acme", first))).toEqual([]);
    const acme = await findConsoleCustomers(await principalOf("acme.maker"), "acme", first);
    expect(acme.customers.map((c) => c.firstName)).toEqual(["Femi", "Gita", "Hal"]);
  });

  it("pages by best match then id, and treats LIKE wildcards as plain text", async () => {
    const maker = await principalOf("demo.maker");
    const one = await findConsoleCustomers(maker, "example.com", { limit: 2, offset: 0 });
    const two = await findConsoleCustomers(maker, "example.com", { limit: 2, offset: 2 });
    expect([one.hasNext, two.hasNext]).toEqual([true, false]);
    expect([...idsOf(one), ...idsOf(two)]).toEqual([5001, 5002, 5003]);
    expect(idsOf(await findConsoleCustomers(maker, "%%%", first))).toEqual([]);
    expect(idsOf(await findConsoleCustomers(maker, "___", first))).toEqual([]);
  });

  it("takes what the address bar holds: drops NUL characters and cuts text past 100 characters", async () => {
    const maker = await principalOf("demo.maker");
    const customer = await db.customer.create({
      data: { firstName: "Nulcase", lastName: "Person", registrations: { create: { orgId: 100 } } },
    });
    expect(idsOf(await findConsoleCustomers(maker, "Nul\u0000case", first))).toEqual([customer.id]);
    expect(idsOf(await findConsoleCustomers(maker, `Nulcase${" ".repeat(93)}${"z".repeat(50)}`, first))).toEqual([
      customer.id,
    ]);
  });

  it("says when the text is too short, unless it is a live customer's id", async () => {
    const maker = await principalOf("demo.maker");
    expect(await findConsoleCustomers(maker, "O", first)).toEqual({ customers: [], hasNext: false, tooShort: true });
    const customer = await db.customer.create({
      data: { firstName: "Short", lastName: "Id", registrations: { create: { orgId: 100 } } },
    });
    const byId = await findConsoleCustomers(maker, String(customer.id), first);
    expect(idsOf(byId)[0]).toBe(customer.id);
    expect(byId.tooShort).toBe(false);
  });

  it("finds a name with non-ASCII letters as it is written", async () => {
    const maker = await principalOf("demo.maker");
    const customer = await db.customer.create({
      data: { firstName: "Élodie", lastName: "Müller", registrations: { create: { orgId: 100 } } },
    });
    expect(idsOf(await findConsoleCustomers(maker, "Élodie", first))).toEqual([customer.id]);
    expect(idsOf(await findConsoleCustomers(maker, "ÉLODIE Müller", first))).toEqual([customer.id]);
  });

  it("finds by every identifier and by id, exact matches first", async () => {
    const maker = await principalOf("demo.maker");
    for (const value of ["919900000001", "asha@example.com", "EXT-0001", "CARD-0001", "5001"]) {
      expect(idsOf(await findConsoleCustomers(maker, value, first))[0], value).toBe(5001);
    }
    await addCustomer(maker, {
      profiles: [
        { firstName: "Ben", lastName: "EXT-0003", identifiers: [{ type: "externalId", value: "X-SEARCH-1" }] },
      ],
    });
    const mixed = await findConsoleCustomers(maker, "EXT-0003", first);
    expect(mixed.customers.map((c) => c.firstName)).toEqual(["Chen", "Ben"]);
  });

  it("does not find another organization's customer by identifier or id", async () => {
    const maker = await principalOf("demo.maker");
    for (const text of ["919900000005", "5006", "99999999999"])
      expect(await findConsoleCustomers(maker, text, first), text).toEqual({
        customers: [],
        hasNext: false,
        tooShort: false,
      });
  });
});
