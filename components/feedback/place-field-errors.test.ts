import { describe, expect, it } from "vitest";
import type { OutcomeError } from "@/lib/errors/domain-outcome.ts";
import { describeOutcomeError } from "./error-words.ts";
import { placeRefusals } from "./place-field-errors.ts";
import { Refused } from "./refused.ts";

const MESSAGES = { marked: "Not saved: see the marked fields.", fallback: "Not saved; try again." };
const taken: OutcomeError = { code: 409, key: "usernameTaken", field: "username", params: { username: "ann" } };
const gone: OutcomeError = { code: 404, key: "userNotFound", params: {} };

function place(error: unknown) {
  const placed: { field: string; message: string; focus?: boolean }[] = [];
  const text = placeRefusals(
    error,
    ["username", "displayName"],
    (field, { message }, options) => void placed.push({ field, message, focus: options?.shouldFocus }),
    MESSAGES,
  );
  return { text, placed };
}

describe("placeRefusals", () => {
  it("puts a field's refusal beside it, in plain words, and says the fields are marked", () => {
    expect(place(new Refused([taken]))).toEqual({
      text: MESSAGES.marked,
      placed: [{ field: "username", message: "The username ann is taken: choose another.", focus: true }],
    });
  });

  it("answers the refusals no field took, in plain words", () => {
    expect(place(new Refused([taken, gone]))).toMatchObject({ text: describeOutcomeError(gone).text });
  });

  it("answers the fallback when nothing was refused (the call itself failed)", () => {
    expect(place(new Error("network down"))).toEqual({ text: MESSAGES.fallback, placed: [] });
  });
});
