import { describe, expect, it } from "vitest";
import { db } from "../../lib/db/client.ts";
import { findLiveDemoAccounts, retireDemoAccounts } from "./live-demo-accounts.ts";

// A production start refuses the demo accounts that still take their public passwords: every one of them,
// the ones added after the first dataset (dropin.maker of Drop-in Co) included.
describe("live demo accounts", () => {
  const ALL = [
    "acme.checker",
    "acme.maker",
    "auto.maker",
    "demo-integration",
    "demo.admin",
    "demo.auditor",
    "demo.checker",
    "demo.maker",
    "demo.viewer",
    "dropin.maker",
    "dual.maker",
    "north.maker",
  ];

  it("finds every demo account of the dataset, and retiring deactivates them all", async () => {
    expect(await findLiveDemoAccounts(db)).toEqual(ALL);
    expect(await retireDemoAccounts(db)).toEqual(ALL);
    expect(await db.user.findUniqueOrThrow({ where: { username: "dropin.maker" } })).toMatchObject({ active: false });
    expect(await findLiveDemoAccounts(db)).toEqual([]);
  });
});
