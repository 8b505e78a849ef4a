import { describe, expect, it } from "vitest";
import { dictionaryValueUnknown, invalidProductField, labelNotFoundWarning } from "./catalogue.ts";
import { outcomeErrorOfItem } from "./domain-outcome.ts";

describe("an item status as an outcome error", () => {
  it("names its catalogue row, its values and the field the row's rule gives", () => {
    expect(outcomeErrorOfItem(dictionaryValueUnknown("brand", "Gucci"))).toEqual({
      code: 9110,
      key: "dictionaryValueUnknown",
      field: "brand",
      params: { kind: "brand", value: "Gucci" },
    });
    expect(outcomeErrorOfItem(invalidProductField("attributes.attribute.0.name: must not be empty"))).toEqual(
      expect.objectContaining({ key: "invalidProductField", field: "attributes.attribute.0.name" }),
    );
    expect(outcomeErrorOfItem(labelNotFoundWarning("Gold"))).toEqual({
      code: 33000,
      key: "labelNotFoundWarning",
      params: { name: "Gold" },
    });
  });

  it("answers with the code alone for an item made without the catalogue", () => {
    expect(outcomeErrorOfItem({ code: 123, message: "made by hand" })).toEqual({ code: 123, params: {} });
  });

  it("leaves the API's items as they were: code and message only", () => {
    expect(JSON.stringify(labelNotFoundWarning("Gold"))).toBe('{"code":33000,"message":"Gold label not found"}');
    expect({ ...labelNotFoundWarning("Gold") }).toStrictEqual({ code: 33000, message: "Gold label not found" });
  });
});
