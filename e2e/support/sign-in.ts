import { expect, test, type Page } from "@playwright/test";

/** Signs in through the app's own sign-in page, as a person would. */
export async function signIn(page: Page, username: string, password: string): Promise<void> {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/**
 * A group of tests that each start on `path` as a demo user (demo.<role>, password demo-<role>-pw): the app sends
 * the visitor to sign in first, then on to `landing`.
 */
export function describeSignedIn(
  title: string,
  username: `demo.${string}`,
  path: string,
  landing: RegExp,
  tests: () => void,
): void {
  test.describe(title, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(path);
      await signIn(page, username, `${username.replace(".", "-")}-pw`);
      await expect(page).toHaveURL(landing);
    });
    tests();
  });
}
