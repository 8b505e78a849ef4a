import { describe, expect, it } from "vitest";
import { describeMergeRefusal, PENDING_MERGE_CODES } from "./merge-refusal-words.ts";
import {
  customerNotFound,
  mergeCustomerNotFound,
  sameMergeCustomer,
  survivorAlreadyMerged,
  survivorMergePending,
  victimAlreadyMerged,
  victimMergePending,
} from "../errors/catalogue.ts";

const victim = { id: 5004, name: "Dara Okafor" };
const survivor = { id: 5002, name: "Ben Ito" };
const itemOf = (error: { code: number; message: string }) => ({ code: error.code, message: error.message });
const words = (error: { code: number; message: string }, pendingRequestId?: number | null) =>
  describeMergeRefusal(itemOf(error), { victim, survivor, pendingRequestId });

describe("describeMergeRefusal", () => {
  it("names the customer in a pending merge, and the request when it is known", () => {
    expect(words(victimMergePending(), 12)).toEqual({
      text: "Dara Okafor is already in a pending merge (request #12). Approve or reject that one first.",
      detail: "Code 9018: Request for Merge already exists for the victim in pending or processing state",
      pendingRequestId: 12,
    });
    expect(words(survivorMergePending(), null)).toEqual({
      text: "Ben Ito is already in a pending merge. Approve or reject that one first.",
      detail: "Code 9026: Request for Merge already exists for the survivor in pending or processing state",
    });
    expect(PENDING_MERGE_CODES).toEqual({
      [victimMergePending.code]: "victim",
      [survivorMergePending.code]: "survivor",
    });
  });

  it("names the merged-away victim or survivor, and words a self-merge", () => {
    expect(words(victimAlreadyMerged())?.text).toBe(
      "Dara Okafor was already merged into another customer: there is nothing left to merge. Look up the customer it was merged into instead.",
    );
    expect(words(survivorAlreadyMerged())?.text).toBe(
      "Ben Ito was already merged into another customer and can no longer be kept. Choose the customer it was merged into as the survivor.",
    );
    expect(words(sameMergeCustomer())).toEqual({
      text: "The victim and the survivor are the same customer. Choose two different customers.",
      detail: "Code 9029: Victim and survivor are the same customer",
    });
  });

  it("names a customer without a name by id, and leaves other codes to the general words", () => {
    const nameless = describeMergeRefusal(itemOf(victimMergePending()), {
      victim: { id: 77, name: "  " },
      survivor,
    });
    expect(nameless?.text).toBe("Customer #77 is already in a pending merge. Approve or reject that one first.");
    for (const other of [mergeCustomerNotFound(), customerNotFound(), { code: 0, message: "network" }])
      expect(words(other)).toBeNull();
  });
});
