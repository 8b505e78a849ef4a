import { describe, expect, it } from "vitest";
import { isDomainError } from "@/lib/errors/domain-error.ts";
import { findPointsBalances } from "./find-points-balances.ts";
import { principalOf } from "@/scripts/test-harness/principals.ts";

describe("findPointsBalances", () => {
  it("sums Asha Rao's open points per program by name, default program first", async () => {
    expect(await findPointsBalances(await principalOf("demo.maker"), 5001)).toEqual([
      { programId: 1001, programName: "Demo Points", points: 285 },
      { programId: 1002, programName: "Demo Partner Points", points: 40 },
    ]);
  });

  it("leaves out points expired by then, and shows zero for a customer without points", async () => {
    const maker = await principalOf("demo.maker");
    const later = new Date(Date.now() + 100 * 86_400_000);
    expect((await findPointsBalances(maker, 5001, later)).map((b) => b.points)).toEqual([85, 0]);
    expect((await findPointsBalances(maker, 5002)).map((b) => b.points)).toEqual([0, 0]);
  });

  it("shows another organization's customer nothing of org 100's programs, and needs points read", async () => {
    expect(await findPointsBalances(await principalOf("acme.maker"), 5001)).toEqual([
      { programId: 3001, programName: "Acme Points", points: 0 },
    ]);
    const refused = await findPointsBalances(await principalOf("demo.viewer"), 5001).catch((error: unknown) => error);
    expect(isDomainError(refused)).toBe(true);
  });
});
