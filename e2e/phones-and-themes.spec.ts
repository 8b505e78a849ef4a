import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolationsInBothThemes } from "./support/axe.ts";
import { consolePaths } from "./support/console-paths.ts";
import { signIn } from "./support/sign-in.ts";

const PHONE = { width: 390, height: 844 };

async function signInAsAdmin(page: Page) {
  await page.goto("/login");
  await signIn(page, "demo.admin", "demo-admin-pw");
}

/** Waits until the page has rendered its heading (and so its data), not just its shell. */
async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
}

test("no console page is wider than a 390×844 phone", async ({ page, request }) => {
  const paths = await consolePaths(request);
  test.setTimeout(60_000 + paths.length * 5_000);
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  const tooWide: string[] = [];
  for (const path of paths) {
    await openPage(page, path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) tooWide.push(`${path}: ${width}px`);
  }
  expect(tooWide).toEqual([]);
});

test("every console page passes axe, colour contrast included, in the light and the dark theme", async ({
  page,
  request,
}) => {
  const paths = await consolePaths(request);
  // Two axe scans a page, several seconds each on a 2-core machine: the limit grows with the console.
  test.setTimeout(60_000 + paths.length * 15_000);
  await signInAsAdmin(page);
  const violations: string[] = [];
  for (const path of paths) {
    await openPage(page, path);
    violations.push(
      ...(await seriousAxeViolationsInBothThemes(page)).map((violation) => `${path} ${violation.slice(0, 300)}`),
    );
  }
  expect(violations).toEqual([]);
});

test("below 900 px the sidebar folds behind a menu button that Escape and a followed link close", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signInAsAdmin(page);
  await openPage(page, "/customers");
  const menu = page.getByRole("button", { name: "Menu" });
  const nav = page.getByRole("navigation", { name: "Main", includeHidden: true });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toHaveAttribute("aria-controls", (await nav.getAttribute("id")) ?? "");
  await expect(nav).toBeHidden();

  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  await menu.click();
  await nav.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(nav).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");

  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(menu).toBeHidden();
  await expect(nav).toBeVisible();
});

test("the theme toggle overrides the system setting, is remembered, and applies before the page paints", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signInAsAdmin(page);
  await openPage(page, "/customers");
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const lightBackground = await background();

  await page.getByLabel("Theme").selectOption("dark");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  const darkBackground = await background();
  expect(darkBackground).not.toBe(lightBackground);

  // On reload the theme is already set when the document is parsed: the inline script did it, not the toggle.
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { themeAtParse: string | undefined }).themeAtParse = document.documentElement.dataset.theme;
    });
  });
  await page.reload();
  expect(await page.evaluate(() => (window as unknown as { themeAtParse: string | undefined }).themeAtParse)).toBe(
    "dark",
  );
  await expect(page.getByLabel("Theme")).toHaveValue("dark");
  expect(await background()).toBe(darkBackground);

  await page.getByLabel("Theme").selectOption("system");
  await expect(page.locator("html")).not.toHaveAttribute("data-theme", /./);
  expect(await background()).toBe(lightBackground);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await background()).toBe(darkBackground);
});
