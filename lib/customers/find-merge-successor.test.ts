import { describe, expect, it } from "vitest";
import { POST } from "@/app/v2/requests/route.ts";
import { db } from "@/lib/db/client.ts";
import { findMergeSuccessor } from "./find-merge-successor.ts";
import { byId, postMergeRequest } from "@/scripts/test-harness/merge-request.ts";
import { principalOf } from "@/scripts/test-harness/principals.ts";

const newCustomer = (firstName: string) =>
  db.customer.create({ data: { firstName, lastName: "Merge", registrations: { create: { orgId: 100 } } } });

describe("findMergeSuccessor", () => {
  it("names the survivor of an approved merge for the victim, and nothing for live customers or other orgs", async () => {
    const victim = await newCustomer("Victor");
    const survivor = await newCustomer("Sura");
    const merged = await postMergeRequest(
      POST,
      "demo.checker",
      byId(victim.id),
      byId(survivor.id),
      "source=INSTORE&client_auto_approve=true",
    );
    expect(merged.status).toBe(200);

    const checker = await principalOf("demo.checker");
    expect(await findMergeSuccessor(checker, victim.id)).toEqual({ id: survivor.id, name: "Sura Merge" });
    expect(await findMergeSuccessor(checker, survivor.id)).toBeNull();
    expect(await findMergeSuccessor(checker, 5001)).toBeNull();
    expect(await findMergeSuccessor(await principalOf("dual.maker"), victim.id)).toBeNull();
    for (const id of [0, -1, 2 ** 40, Number.NaN]) expect(await findMergeSuccessor(checker, id)).toBeNull();
  });
});
