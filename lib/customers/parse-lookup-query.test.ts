import { describe, expect, it } from "vitest";
import { isDomainError } from "../errors/domain-error.ts";
import { parseLookupQuery } from "./parse-lookup-query.ts";

const refusal = (query: Record<string, string>) => {
  try {
    parseLookupQuery(query);
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  return null;
};

describe("parseLookupQuery", () => {
  it("parses with the form's schema: the source upper-cased, the value trimmed", () => {
    expect(
      parseLookupQuery({ source: "instore", identifierName: "mobile", identifierValue: " 919900000001 " }),
    ).toEqual({ source: "INSTORE", identifierName: "mobile", identifierValue: "919900000001" });
  });

  it("names the problem the original checks first when several are wrong", () => {
    // An unknown parameter is ignored, as on every operation but the expiry lookup.
    expect(refusal({ foo: "1", source: "NOPE", identifierName: "phone" })).toEqual({
      code: 8003,
      message: "Invalid source",
    });
    expect(refusal({ foo: "1", source: "INSTORE", identifierName: "mobile", identifierValue: "1" })).toBeNull();
    expect(refusal({ source: "NOPE", identifierName: "phone", identifierValue: "" })).toEqual({
      code: 8003,
      message: "Invalid source",
    });
    expect(refusal({ source: "INSTORE", identifierValue: "" })).toMatchObject({ code: 400 });
    expect(refusal({ source: "INSTORE", identifierName: "phone", identifierValue: "" })).toMatchObject({ code: 8130 });
    expect(refusal({ source: "INSTORE", identifierName: "mobile", identifierValue: "x".repeat(101) })).toMatchObject({
      code: 8015,
    });
  });
});
