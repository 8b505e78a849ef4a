import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { getMergePreview } from "./get-merge-preview.ts";

const reviewer = (orgId: number): Principal => ({
  userId: 2,
  username: "demo.checker",
  displayName: "Demo Checker",
  kind: "USER",
  orgId,
  access: new Set(["default", "requests.approve"]),
  via: "session",
});

describe("getMergePreview", () => {
  it("shows both customers and the survivor's identifiers, union of labels and summed points after approval", async () => {
    const preview = await getMergePreview(reviewer(100), { customerId: 5001, survivorId: 5003 });
    expect(preview.victim).toEqual({
      id: 5001,
      name: "Asha Rao",
      mergedIntoId: null,
      identifiers: expect.arrayContaining([{ type: "mobile", value: "919900000001" }, { type: "cardnumber", value: "CARD-0001" }]),
      labels: ["VIP"],
      points: [
        { programId: 1001, programName: "Demo Points", points: "285" },
        { programId: 1002, programName: "Demo Partner Points", points: "40" },
      ],
    });
    expect(preview.survivor?.points).toEqual([{ programId: 1001, programName: "Demo Points", points: "70" }]);
    expect(preview.survivor?.labels).toEqual([]);
    expect(preview.after).toEqual({
      identifiers: preview.survivor?.identifiers,
      labels: ["VIP"],
      points: [
        { programId: 1001, programName: "Demo Points", points: "355" },
        { programId: 1002, programName: "Demo Partner Points", points: "40" },
      ],
    });
  });

  it("shows nothing of customers outside the reviewer's organization", async () => {
    const preview = await getMergePreview(reviewer(200), { customerId: 5001, survivorId: 5003 });
    expect(preview).toEqual({ victim: null, survivor: null, after: null });
  });

  it("has no survivor side when the request names none", async () => {
    const preview = await getMergePreview(reviewer(100), { customerId: 5002, survivorId: null });
    expect(preview.victim?.name).toBe("Ben Ito");
    expect(preview.survivor).toBeNull();
    expect(preview.after).toBeNull();
  });
});
