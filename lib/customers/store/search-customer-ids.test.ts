import { describe, expect, it } from "vitest";
import { db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/sqlite/client.ts";
import { sqlDialect, sqlRows } from "../../db/sql.ts";
import { searchTextOf } from "../search-text.ts";
import { searchCustomerIds, searchCustomerIdsSql } from "./search-customer-ids.ts";
import { queryPlanOf } from "@/scripts/test-harness/query-plan.ts";

const first = { limit: 20, offset: 0 };
const find = (text: string, orgId = 100) => searchCustomerIds(db, orgId, searchTextOf(text), first);
/** A customer of org 100, with an externalId identifier when one is given. */
const newCustomer = (firstName: string, lastName: string, externalId?: string) =>
  db.customer.create({
    data: {
      firstName,
      lastName,
      registrations: { create: { orgId: 100 } },
      identifiers: externalId ? { create: { orgId: 100, type: "externalId", value: externalId } } : undefined,
    },
    include: { identifiers: true },
  });

describe("searchCustomerIds", () => {
  it("reads names and identifiers from the trigram indexes, never a scan of the organization", async () => {
    // Enough rows in the organization that walking them would cost more than the indexes, with statistics.
    const ids = Array.from({ length: 2000 }, (_, n) => 800_001 + n);
    await db.customer.createMany({ data: ids.map((id) => ({ id, firstName: "Plan", lastName: `Row${id}` })) });
    await db.customerRegistration.createMany({ data: ids.map((customerId) => ({ customerId, orgId: 100 })) });
    await db.customerIdentifier.createMany({
      data: ids.map((customerId) => ({ orgId: 100, customerId, type: "mobile", value: `9166${customerId}` })),
    });
    await db.$executeRawUnsafe("ANALYZE");
    const plan = await queryPlanOf(searchCustomerIdsSql(db, 100, searchTextOf("919900000001"), first));
    // A fragment alone: no exact branch to lean on.
    const fragmentPlan = await queryPlanOf(
      searchCustomerIdsSql(db, 100, { ...searchTextOf("w80012"), exactValues: [] }, first),
    );
    if (sqlDialect(db) === "sqlite") {
      expect(plan).toMatch(/CustomerNameSearch VIRTUAL TABLE INDEX/);
      expect(plan).toMatch(/CustomerIdentifierSearch VIRTUAL TABLE INDEX/);
      expect(plan).toMatch(/CustomerIdentifier_orgId_type_value_key/);
      expect(plan).toMatch(/SEARCH reg USING (PRIMARY KEY|INDEX sqlite_autoindex_CustomerRegistration_1)/);
      expect(plan).not.toMatch(/SEARCH i USING INDEX CustomerIdentifier_orgId_type_value_key \(orgId=\? AND type=\?\)/);
      expect(plan).not.toMatch(/CustomerRegistration_orgId_idx/);
      expect(fragmentPlan).toMatch(/CustomerIdentifierSearch VIRTUAL TABLE INDEX/);
      for (const index of [
        "Customer_name_prefix_idx",
        "Customer_lastName_prefix_idx",
        "CustomerIdentifier_value_prefix_idx",
      ])
        expect(plan).toMatch(new RegExp(`SEARCH \\w+ USING COVERING INDEX ${index}`));
    } else {
      expect(plan).toMatch(/Customer_name_trgm_idx/);
      expect(plan).toMatch(/CustomerIdentifier_value_trgm_idx/);
      // The exact values are served by the unique index or the trigram one (it answers equality too).
      expect(plan).not.toMatch(/Seq Scan/);
      expect(fragmentPlan).toMatch(/CustomerIdentifier_value_trgm_idx/);
      expect(fragmentPlan).not.toMatch(/CustomerIdentifier_orgId_type_value_key/);
      for (const index of [
        "Customer_name_prefix_idx",
        "Customer_lastName_prefix_idx",
        "CustomerIdentifier_value_prefix_idx",
      ])
        expect(plan).toMatch(new RegExp(`Index (Only )?Scan using "${index}"`));
    }
  });

  it("ranks prefixes by what matched, alphabetically, then fragments by customer id", async () => {
    const named = async (firstName: string, lastName: string, externalId?: string) =>
      (await newCustomer(firstName, lastName, externalId)).id;
    const quinlan = await named("Mara", "Quinlan");
    const quincy = await named("Quincy", "Adams");
    const aquino = await named("Lee", "Aquino");
    const quinby = await named("Bo", "Quinby");
    const card = await named("Sam", "Nobody", "QUIN-7");
    const page = (limit: number, offset: number) => searchCustomerIds(db, 100, searchTextOf("quin"), { limit, offset });
    expect(await page(10, 0)).toEqual([card, quinby, quincy, quinlan, aquino]);
    expect(await page(2, 0)).toEqual([card, quinby]);
    expect(await page(2, 2)).toEqual([quincy, quinlan]);
    expect(await page(2, 4)).toEqual([aquino]);
  });

  it("reads no fragment when the prefixes fill the page (PostgreSQL: the trigram indexes never run)", async () => {
    for (const [first, last] of [
      ["Vel", "Velmont"],
      ["Ana", "Velasco"],
      ["Ivel", "Ro"],
    ])
      await newCustomer(first, last);
    const full = searchCustomerIdsSql(db, 100, searchTextOf("vel"), { limit: 2, offset: 0 });
    const room = searchCustomerIdsSql(db, 100, searchTextOf("vel"), { limit: 5, offset: 0 });
    expect(await sqlRows<{ id: number }>(db, full)).toHaveLength(2);
    expect(await sqlRows<{ id: number }>(db, room)).toHaveLength(3);
    if (sqlDialect(db) !== "postgresql") return;
    // The demo tables are tiny: sequential scans are priced out so that the indexes show.
    const analyzed = (statement: Prisma.Sql) =>
      db.$transaction(async (tx) => {
        await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
        const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>(Prisma.sql`EXPLAIN ANALYZE ${statement}`);
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    const trigramRuns = (plan: string) =>
      plan.split("\n").filter((line) => /trgm_idx/.test(line) && !/never executed/.test(line));
    expect(trigramRuns(await analyzed(full))).toEqual([]);
    expect(trigramRuns(await analyzed(room)).length).toBeGreaterThan(0);
  });

  it("finds fragments in customer order however their identifiers were added, past the first customers", async () => {
    const early = await newCustomer("Early", "Bird");
    const late = await newCustomer("Late", "Comer", "x-zq9w-1");
    await db.customerIdentifier.create({
      data: { orgId: 100, customerId: early.id, type: "externalId", value: "x-zq9w-2" },
    });
    expect(await find("zq9w")).toEqual([early.id, late.id]);
    // More customers than a walk in customer order looks at before it reads the trigram indexes.
    const ids = Array.from({ length: 2500 }, (_, n) => 850_001 + n);
    await db.customer.createMany({ data: ids.map((id) => ({ id, firstName: "Filler", lastName: `F${id}` })) });
    await db.customerRegistration.createMany({ data: ids.map((customerId) => ({ customerId, orgId: 100 })) });
    const farOff = await db.customer.create({
      data: { id: 860_001, firstName: "Xylophonist", lastName: "Far", registrations: { create: { orgId: 100 } } },
    });
    await db.customerIdentifier.create({
      data: { orgId: 100, customerId: farOff.id, type: "externalId", value: "x-zq9w-3" },
    });
    expect(await find("lophon")).toEqual([farOff.id]);
    expect(await find("zq9w")).toEqual([early.id, late.id, farOff.id]);
  });

  it("keeps the index in step with inserted, renamed and deleted names and identifiers", async () => {
    const customer = await newCustomer("Oldname", "Person", "STEPKEY-1");
    expect(await find("oldname")).toEqual([customer.id]);
    expect(await find("stepkey")).toEqual([customer.id]);
    await db.customer.update({ where: { id: customer.id }, data: { firstName: "Newname" } });
    await db.customerIdentifier.update({ where: { id: customer.identifiers[0].id }, data: { value: "TURNKEY-2" } });
    expect(await find("oldname")).toEqual([]);
    expect(await find("stepkey")).toEqual([]);
    expect(await find("newname pers")).toEqual([customer.id]);
    expect(await find("turnkey")).toEqual([customer.id]);
    // An identifier moved to another customer is found as that customer's.
    const other = await newCustomer("Other", "Owner");
    await db.customerIdentifier.update({ where: { id: customer.identifiers[0].id }, data: { customerId: other.id } });
    expect(await find("turnkey")).toEqual([other.id]);
    expect(await find("urnkey")).toEqual([other.id]);
    await db.customerIdentifier.delete({ where: { id: customer.identifiers[0].id } });
    expect(await find("turnkey")).toEqual([]);
    expect(await find("urnkey")).toEqual([]);
    await db.customerRegistration.delete({ where: { customerId_orgId: { customerId: customer.id, orgId: 100 } } });
    await db.customer.delete({ where: { id: customer.id } });
    expect(await find("newname")).toEqual([]);
  });

  it("finds the demo data the migration indexed, only in the organization asked", async () => {
    expect(await find("okafor")).toEqual([5004]);
    expect(await find("ben@exa")).toEqual([5002]);
    expect(await find("okafor", 200)).toEqual([]);
    expect(await find("919900000005", 200)).toEqual([5005]);
  });
});
