import { describe, expect, it } from "vitest";
import { generateOneTimePassword } from "./one-time-password.ts";
import { checkPasswordPolicy } from "./password-policy.ts";

describe("checkPasswordPolicy", () => {
  it("accepts a long, unguessable password", () => {
    expect(checkPasswordPolicy("violet-Harbor-92-quietly-Mends", "demo.admin")).toEqual([]);
  });

  it("refuses a short one, saying so", () => {
    expect(checkPasswordPolicy("aB3$xY9!", "someone")).toContain("at least 12 characters");
  });

  it("refuses a password containing the username, in any case", () => {
    expect(checkPasswordPolicy("Pat.Smith-Wandering-Lantern-81", "pat.smith")).toContain(
      "must not contain the username",
    );
  });

  it("refuses a long but guessable password with zxcvbn's reason", () => {
    const reasons = checkPasswordPolicy("password1234", "someone");
    expect(reasons.some((reason) => reason.startsWith("too easy to guess (strength"))).toBe(true);
  });

  it("refuses an oversized password before estimating it", () => {
    expect(checkPasswordPolicy("x".repeat(201), "someone")).toEqual(["at most 200 characters"]);
  });

  it("generates one-time passwords that pass the policy and differ", () => {
    const a = generateOneTimePassword();
    const b = generateOneTimePassword();
    expect(a).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect(a).not.toBe(b);
    expect(checkPasswordPolicy(a, "new.admin")).toEqual([]);
  });
});
