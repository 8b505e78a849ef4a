import { beforeAll, describe, expect, it } from "vitest";
import { principalFromUser, type Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
import { addProducts } from "./add-products.ts";
import { findProducts } from "./find-products.ts";
import { getProductDictionaries } from "./get-product-dictionaries.ts";

const principal = async (username: string): Promise<Principal> =>
  principalFromUser(await db.user.findUniqueOrThrow({ where: { username } }), "session");

describe("product domain functions for the console", () => {
  let maker: Principal;
  beforeAll(async () => {
    maker = await principal("demo.maker");
    const result = await addProducts(
      maker,
      Array.from({ length: 5 }, (_, i) => ({
        sku: `FIND-${i}`,
        price: i + 1,
        description: i === 3 ? "Red handbag" : "",
      })),
    );
    expect(result).toMatchObject({ succeeded: 5, failed: 0 });
  });

  it("finds products by SKU or description, paged, newest first, only in the caller's organization", async () => {
    const page = await findProducts(maker, { search: "FIND-", page: 0, pageSize: 2 });
    expect(page.total).toBe(5);
    expect(page.items.map((p) => p.sku)).toEqual(["FIND-4", "FIND-3"]);
    expect((await findProducts(maker, { search: "handbag" })).items.map((p) => p.sku)).toEqual(["FIND-3"]);
    expect((await findProducts(await principal("dual.maker"), { search: "FIND-" })).total).toBe(0);
  });

  it("finds text with non-ASCII letters as typed, its ASCII letters in any case", async () => {
    expect(await addProducts(maker, [{ sku: "FIND-ÉCRU", price: 1, description: "Écru Wool Scarf" }])).toMatchObject({
      succeeded: 1,
    });
    // SQLite's LOWER folds ASCII letters only (PostgreSQL's folds every letter), so "écru" is not asserted.
    for (const search of ["Écru", "ÉCRU wool", "find-É", "wool SCARF"]) {
      expect(
        (await findProducts(maker, { search })).items.map((p) => p.sku),
        search,
      ).toEqual(["FIND-ÉCRU"]);
    }
  });

  it("lists the organization's dictionaries", async () => {
    expect(await getProductDictionaries(maker)).toEqual({
      brand: [
        { name: "Lee", sizeType: null },
        { name: "Levis", sizeType: null },
      ],
      category: [
        { name: "Handbags", sizeType: null },
        { name: "Jeans", sizeType: null },
      ],
      color: [
        { name: "black", sizeType: null },
        { name: "blue", sizeType: null },
      ],
      size: [
        { name: "L", sizeType: "apparel" },
        { name: "M", sizeType: "apparel" },
      ],
      style: [
        { name: "regular", sizeType: null },
        { name: "slimFit", sizeType: null },
      ],
    });
    expect(await getProductDictionaries(await principal("dual.maker"))).toEqual({
      brand: [],
      category: [],
      color: [],
      size: [],
      style: [],
    });
  });
});
