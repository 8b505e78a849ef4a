import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Fails on accessibility violations of serious or critical impact on the whole page, shell included,
 * listing them. A scan is retried for a few seconds, because a router refresh after a write re-renders the
 * head: React swaps the <title> out and back in, and a scan that lands in between sees a page without one.
 * A violation that lasts fails.
 */
export async function expectNoSeriousAxeViolations(page: Page): Promise<void> {
  await expect(async () => expect(await seriousAxeViolations(page)).toEqual([])).toPass({ timeout: 10_000 });
}

/** "<rule>: <targets>" for each violation of serious or critical impact on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // After a client-side navigation Next streams the new page's <title> in a moment later; scan the page
  // once it has one, not the instant between.
  await expect(page).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  return serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The violations in the light and the dark palette, each chosen the way the system setting would choose it.
 * A scan that finds some is repeated once after a moment, for the same reason as above.
 */
export async function seriousAxeViolationsInBothThemes(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    let violations = await seriousAxeViolations(page);
    if (violations.length > 0) {
      await page.waitForTimeout(500);
      violations = await seriousAxeViolations(page);
    }
    found.push(...violations.map((violation) => `[${colorScheme}] ${violation}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return found;
}
