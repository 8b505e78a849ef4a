import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on accessibility violations of serious or critical impact on the whole page, shell included,
 * listing them.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  // After a client-side navigation Next streams the new page's <title> in a moment later; scan the page
  // once it has one, not the instant between.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** The same check in the light and the dark palette, chosen the way the system setting would choose it. */
export async function expectNoSeriousAxeViolationsInBothThemes(page: Page): Promise<void> {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousAxeViolations(page);
  }
}
