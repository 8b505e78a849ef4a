import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { createOrganization } from "./support/org-create.ts";
import { signIn } from "./support/sign-in.ts";

const STRONG = "Copper-Meadow-Glacier-62";

test("a one-time password opens only its own change; a weak one is refused in words, a strong one opens the console", async ({
  page,
  baseURL,
}) => {
  // npm run org:create, three password checks and three axe scans: more than the default minute here.
  test.setTimeout(180_000);
  const admin = createOrganization(baseURL ?? "", { admin: "e2e.admin", organization: "E2E Org" });
  await page.goto("/requests");
  await signIn(page, admin.username, admin.password);
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
  await expect(page.getByText("You signed in with a one-time password")).toBeVisible();
  // The shell offers nothing else, and no other page opens.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(["Change password"]);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/account\/password$/);
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("One-time password").fill(admin.password);
  await page.getByLabel("New password").fill("password1234");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#newPassword-error")).toContainText("Too easy to guess");
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("New password").fill(`${admin.username}-Harbor-Violet`);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#newPassword-error")).toContainText("Must not contain the username");

  await page.getByLabel("One-time password").fill("not-the-password");
  await page.getByLabel("New password").fill(STRONG);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator("#currentPassword-error")).toContainText("The current password is not correct");

  await page.getByLabel("One-time password").fill(admin.password);
  await page.getByLabel("New password").fill(STRONG);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toBeVisible();

  // Later, the page changes the password of any signed-in user from the shell's link.
  await page.getByRole("link", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByLabel("Current password")).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
