import { describe, expect, it } from "vitest";
import type { Principal } from "../auth/principal.ts";
import { db } from "../db/client.ts";
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
      identifiers: expect.arrayContaining([
        { type: "mobile", value: "919900000001" },
        { type: "cardnumber", value: "CARD-0001" },
      ]),
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

  it("in a connected parent, counts points and labels in every child where the merge applies", async () => {
    await db.program.create({ data: { id: 3011, orgId: 301, name: "North Points" } });
    const lot = (orgId: number, customerId: number, programId: number, points: string) => ({
      orgId,
      customerId,
      programId,
      points,
      remaining: points,
      pointsType: "bill_regular",
      expiryType: "rolling",
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await db.pointsLot.createMany({
      data: [
        lot(300, 5006, 3001, "10"),
        lot(301, 5006, 3011, "25"),
        lot(300, 5007, 3001, "5"),
        lot(301, 5008, 3011, "7"),
      ],
    });
    const north = await db.label.create({ data: { orgId: 301, name: "North VIP" } });
    await db.customerLabel.create({ data: { customerId: 5006, labelId: north.id } });

    const preview = await getMergePreview(reviewer(300), { customerId: 5006, survivorId: 5007 });
    expect(preview.organizations.map((org) => org.id)).toEqual([300, 301, 302]);
    expect(preview.victim?.points).toEqual([
      { programId: 3001, programName: "Acme Points", points: "10" },
      { programId: 3011, programName: "North Points", points: "25" },
    ]);
    expect(preview.after?.points).toEqual([
      { programId: 3001, programName: "Acme Points", points: "15" },
      { programId: 3011, programName: "North Points", points: "25" },
    ]);
    expect(preview.after?.labels).toEqual(["North VIP"]);

    // 5008 is not in Acme South: the merge applies in the parent and Acme North only.
    const partial = await getMergePreview(reviewer(300), { customerId: 5008, survivorId: 5006 });
    expect(partial.organizations.map((org) => org.id)).toEqual([300, 301]);
    expect(partial.after?.points).toEqual([
      { programId: 3001, programName: "Acme Points", points: "10" },
      { programId: 3011, programName: "North Points", points: "32" },
    ]);
  });

  it("shows nothing of customers outside the reviewer's organization", async () => {
    const preview = await getMergePreview(reviewer(200), { customerId: 5001, survivorId: 5003 });
    expect(preview).toEqual({
      organizations: [{ id: 200, name: "Dual Co" }],
      victim: null,
      survivor: null,
      after: null,
    });
  });

  it("has no survivor side when the request names none", async () => {
    const preview = await getMergePreview(reviewer(100), { customerId: 5002, survivorId: null });
    expect(preview.victim?.name).toBe("Ben Ito");
    expect(preview.survivor).toBeNull();
    expect(preview.after).toBeNull();
  });
});
