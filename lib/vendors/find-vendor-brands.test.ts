import { beforeAll, describe, expect, it } from "vitest";
import { principalFromUser, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { findVendorBrands } from "./find-vendor-brands.ts";

const principal = async (username: string): Promise<Principal> =>
  principalFromUser(await db.user.findUniqueOrThrow({ where: { username } }), "session");

describe("findVendorBrands", () => {
  beforeAll(async () => {
    await db.brand.create({ data: { id: 12, orgId: 100, name: "Outlet Rewards" } });
    await db.brand.create({ data: { id: 11, orgId: 100, name: "Another brand" } });
    await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual Co Rewards" } });
  });

  it("lists only the caller's organization's brands, by id", async () => {
    expect(await findVendorBrands(await principal("demo.maker"))).toEqual([
      { id: 10, name: "Demo Retail Rewards", active: true },
      { id: 11, name: "Another brand", active: true },
      { id: 12, name: "Outlet Rewards", active: true },
    ]);
    expect(await findVendorBrands(await principal("dual.maker"))).toEqual([
      { id: 20, name: "Dual Co Rewards", active: true },
    ]);
    expect(await findVendorBrands(await principal("auto.maker"))).toEqual([]);
  });

  it("offers a deactivated brand only when asked for all, or as a vendor's current brand", async () => {
    await db.brand.update({ where: { id: 11 }, data: { active: false } });
    const maker = await principal("demo.maker");
    expect((await findVendorBrands(maker)).map((b) => b.id)).toEqual([10, 12]);
    expect((await findVendorBrands(maker, { alsoIds: [11] })).map((b) => b.id)).toEqual([10, 11, 12]);
    expect(await findVendorBrands(maker, { includeInactive: true })).toContainEqual({
      id: 11,
      name: "Another brand",
      active: false,
    });
    await db.brand.update({ where: { id: 11 }, data: { active: true } });
  });
});
