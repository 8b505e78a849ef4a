import { describe, expect, it } from "vitest";
import { routeTemplate } from "./route-template.ts";

describe("routeTemplate", () => {
  it.each([
    ["/v2/labels", {}, "/v2/labels"],
    ["/v2/customers/5001/changeLabels", { id: "5001" }, "/v2/customers/{id}/changeLabels"],
    ["/v2/requests/a%20b", { id: "a b" }, "/v2/requests/{id}"],
    ["/docs/a/b/c", { slug: ["a", "b", "c"] }, "/docs/{slug}"],
    ["/v2/customers/%E0%A4%A/labels", { id: "x" }, "/v2/customers/%E0%A4%A/labels"],
  ])("%s with %j is %s", (path, params, template) => {
    expect(routeTemplate(path, params)).toBe(template);
  });
});
