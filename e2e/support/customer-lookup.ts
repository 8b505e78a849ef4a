import type { Page } from "@playwright/test";

/** Fills and submits one customer lookup panel of the request forms; returns the panel. */
export async function lookUp(page: Page, title: RegExp, identifier: string, value: string) {
  const panel = page.getByRole("region", { name: title });
  await panel.getByLabel(/identifier$/).selectOption(identifier);
  await panel.getByLabel(/value$/).fill(value);
  await panel.getByRole("button", { name: /^Look up/ }).click();
  return panel;
}
