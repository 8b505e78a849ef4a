import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findActivePrincipal } from "../auth/verify-credentials.ts";
import { findCustomersByName } from "./find-customers-by-name.ts";
import { searchCustomers } from "./search-customers.ts";
import { addCustomer } from "./add-customer.ts";

async function principalOf(username: string): Promise<Principal> {
  const user = await db.user.findUniqueOrThrow({ where: { username } });
  const principal = await findActivePrincipal(user.id, "system");
  if (!principal) throw new Error(`no principal for ${username}`);
  return principal;
}

describe("findCustomersByName", () => {
  it("matches first, last and full name case-insensitively, only in the caller's organization", async () => {
    const maker = await principalOf("demo.maker");
    expect((await findCustomersByName(maker, "asha")).customers.map((c) => c.id)).toEqual([5001]);
    expect((await findCustomersByName(maker, "RAO")).customers.map((c) => c.id)).toEqual([5001]);
    const full = await findCustomersByName(maker, "  aSHA rao ");
    expect(full).toEqual({
      total: 1,
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
    expect((await findCustomersByName(maker, "eve")).total).toBe(0);
    expect((await findCustomersByName(maker, "acme")).total).toBe(0);
    expect(
      (await findCustomersByName(await principalOf("acme.maker"), "acme")).customers.map((c) => c.firstName),
    ).toEqual(["Femi", "Gita", "Hal"]);
  });

  it("pages by name and treats LIKE wildcards as plain text", async () => {
    const maker = await principalOf("demo.maker");
    const first = await findCustomersByName(maker, "O", { limit: 2, offset: 0 });
    const second = await findCustomersByName(maker, "O", { limit: 2, offset: 2 });
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(first.customers.map((c) => c.firstName)).toEqual(["Asha", "Ben"]);
    expect(second.customers.map((c) => c.firstName)).toEqual(["Dara"]);
    expect((await findCustomersByName(maker, "%")).total).toBe(0);
    expect((await findCustomersByName(maker, "_")).total).toBe(0);
    expect((await findCustomersByName(maker, "   ")).total).toBe(0);
  });

  it("finds a name with non-ASCII letters as it is written", async () => {
    const maker = await principalOf("demo.maker");
    const customer = await db.customer.create({
      data: { firstName: "Élodie", lastName: "Müller", registrations: { create: { orgId: 100 } } },
    });
    expect((await findCustomersByName(maker, "Élodie")).customers.map((c) => c.id)).toEqual([customer.id]);
    expect((await findCustomersByName(maker, "ÉLODIE Müller")).customers.map((c) => c.id)).toEqual([customer.id]);
  });
});

describe("searchCustomers", () => {
  it("finds by every identifier and by id, exact matches first", async () => {
    const maker = await principalOf("demo.maker");
    for (const value of ["919900000001", "asha@example.com", "EXT-0001", "CARD-0001", "5001"]) {
      expect((await searchCustomers(maker, value)).customers[0]?.id, value).toBe(5001);
    }
    await addCustomer(maker, {
      profiles: [
        { firstName: "Ben", lastName: "EXT-0003", identifiers: [{ type: "externalId", value: "X-SEARCH-1" }] },
      ],
    });
    const mixed = await searchCustomers(maker, "EXT-0003");
    expect(mixed.customers.map((c) => c.firstName)).toEqual(["Chen", "Ben"]);
    expect(mixed.total).toBe(2);
  });

  it("does not find another organization's customer by identifier or id", async () => {
    const maker = await principalOf("demo.maker");
    expect(await searchCustomers(maker, "919900000005")).toEqual({ customers: [], total: 0 });
    expect(await searchCustomers(maker, "5006")).toEqual({ customers: [], total: 0 });
    expect(await searchCustomers(maker, "99999999999")).toEqual({ customers: [], total: 0 });
  });
});
