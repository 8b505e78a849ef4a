import { describe, expect, it } from "vitest";
import { findCustomerRequests } from "./find-customer-requests.ts";
import { principalOf } from "@/scripts/test-harness/principals.ts";

describe("findCustomerRequests", () => {
  it("lists the seeded requests of Ben Ito as subject and as merge survivor, and Dara Okafor's as victim", async () => {
    const maker = await principalOf("demo.maker");
    const ben = await findCustomerRequests(maker, 5002);
    expect(
      ben
        .map(({ type, baseType, status, role }) => ({ type, baseType, status, role }))
        .sort((a, b) => a.type.localeCompare(b.type)),
    ).toEqual([
      { type: "CHANGE_IDENTIFIER", baseType: "MERGE", status: "PENDING", role: "survivor" },
      { type: "TRANSACTION", baseType: "REGULAR_TXN_ADD", status: "PENDING", role: "customer" },
    ]);
    expect((await findCustomerRequests(maker, 5004)).map((r) => r.role)).toEqual(["victim"]);
    expect(await findCustomerRequests(maker, 5001)).toEqual([]);
  });

  it("shows nothing of another organization and tolerates impossible ids", async () => {
    expect(await findCustomerRequests(await principalOf("acme.maker"), 5002)).toEqual([]);
    const maker = await principalOf("demo.maker");
    for (const id of [0, -1, 2 ** 40, Number.NaN]) expect(await findCustomerRequests(maker, id)).toEqual([]);
  });
});
