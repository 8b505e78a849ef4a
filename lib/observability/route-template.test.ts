import { describe, expect, it } from "vitest";
import { routeTemplate, routeTemplateOf } from "./route-template.ts";

describe("routeTemplate", () => {
  it.each([
    ["/v2/labels", {}, "/v2/labels"],
    ["/v2/customers/5001/changeLabels", { id: "5001" }, "/v2/customers/{id}/changeLabels"],
    ["/v2/requests/a%20b", { id: "a b" }, "/v2/requests/{id}"],
    ["/docs/a/b/c", { slug: ["a", "b", "c"] }, "/docs/{slug}"],
    ["/v2/customers/%E0%A4%A/labels", { id: "x" }, "/v2/customers/%E0%A4%A/labels"],
    ["/v2/customers/labels/labels", { id: "labels" }, "/v2/customers/{id}/labels"],
  ])("%s with %j is %s", (path, params, template) => {
    expect(routeTemplate(path, params).template).toBe(template);
  });

  it("learns a handler's template from an unambiguous call, so a value equal to a static segment keeps it", () => {
    const template = routeTemplateOf();
    expect(template("/v2/customers/5001/labels", { id: "5001" })).toBe("/v2/customers/{id}/labels");
    expect(template("/v2/customers/customers/labels", { id: "customers" })).toBe("/v2/customers/{id}/labels");
    expect(routeTemplate("/v2/customers/customers/labels", { id: "customers" }).unambiguous).toBe(false);
  });
});
