import { expect, type Locator, type Page } from "@playwright/test";

/** Dismisses a secret the page shows once, then checks that neither the page nor a reload shows it again. */
export async function dismissSecretForGood(page: Page, shown: Locator, secret: string): Promise<void> {
  await shown.getByRole("button", { name: /Done/ }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(secret)).toHaveCount(0);
}
