import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormField, InputField, type FieldControlProps } from "./form-field.tsx";
import { SelectField } from "./select-field.tsx";

/** The field rendered with a plain input spreading what FormField hands it, parsed back into attributes. */
function renderField(props: { hint?: string; error?: string; alertError?: boolean }) {
  // FormField holds no state, so calling it renders the same element React would.
  const html = renderToStaticMarkup(
    FormField({
      id: "vendor-name",
      label: "Name",
      ...props,
      children: (control: FieldControlProps) => createElement("input", { ...control, name: "name" }),
    }),
  );
  const attributes = (tag: string) => {
    const found = html.match(new RegExp(`<${tag}\\b[^>]*>`));
    return Object.fromEntries([...(found?.[0] ?? "").matchAll(/([\w-]+)="([^"]*)"/g)].map(([, k, v]) => [k, v]));
  };
  return { html, attributes };
}

describe("FormField", () => {
  it("labels the control by its id and links nothing when there is no hint or error", () => {
    const { html, attributes } = renderField({});
    expect(attributes("label").for).toBe("vendor-name");
    expect(attributes("input")).toMatchObject({ id: "vendor-name", name: "name" });
    expect(attributes("input")["aria-describedby"]).toBeUndefined();
    expect(attributes("input")["aria-invalid"]).toBeUndefined();
    expect(html).not.toContain("field-error");
  });

  it("describes the control by its hint", () => {
    const { html, attributes } = renderField({ hint: "As printed on receipts." });
    expect(attributes("input")["aria-describedby"]).toBe("vendor-name-hint");
    expect(html).toContain('<span id="vendor-name-hint" class="muted">As printed on receipts.</span>');
    expect(attributes("input")["aria-invalid"]).toBeUndefined();
  });

  it("marks the control invalid and describes it by its hint then its error", () => {
    const { attributes } = renderField({ hint: "As printed on receipts.", error: "Required." });
    expect(attributes("input")).toMatchObject({
      "aria-describedby": "vendor-name-hint vendor-name-error",
      "aria-invalid": "true",
    });
    expect(attributes("span[^>]*field-error")).toMatchObject({
      id: "vendor-name-error",
      "data-testid": "vendor-name-error",
    });
    expect(attributes("span[^>]*field-error").role).toBeUndefined();
  });

  it("announces the error at once when asked", () => {
    const { attributes } = renderField({ error: "Required.", alertError: true });
    expect(attributes("input")["aria-describedby"]).toBe("vendor-name-error");
    expect(attributes("span[^>]*field-error").role).toBe("alert");
  });

  it("wires an InputField the same way, passing its input props on", () => {
    const html = renderToStaticMarkup(
      createElement(InputField, {
        id: "q",
        label: "Search",
        error: "Too long.",
        name: "q",
        type: "search",
        maxLength: 9,
      }),
    );
    const input = html.match(/<input [^>]*>/)?.[0] ?? "";
    expect(input).toMatch(/^<input id="q" aria-describedby="q-error" aria-invalid="true" /);
    for (const attribute of ['name="q"', 'type="search"', 'maxLength="9"']) expect(input).toContain(attribute);
  });

  it("wires a SelectField the same way", () => {
    const html = renderToStaticMarkup(
      createElement(SelectField, { id: "kind", label: "Kind", options: ["A"], hint: "Pick one.", error: "Required." }),
    );
    expect(html).toMatch(/<select id="kind" aria-describedby="kind-hint kind-error" aria-invalid="true"/);
  });
});
