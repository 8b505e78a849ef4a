import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/sign-in.ts";

const STRONG = "Copper-Meadow-Glacier-62";

/** A new organization and its admin with a one-time password, made as an operator makes it: npm run org:create. */
function createOrganization(baseURL: string): { username: string; password: string } {
  const infoFile = path.resolve("data", "e2e", `server-${new URL(baseURL).port}.json`);
  // Written by scripts/e2e-server.mjs for its run; a server started otherwise names no database to use.
  const { databaseUrl } = JSON.parse(readFileSync(infoFile, "utf8")) as { databaseUrl: string };
  const username = `e2e.admin${Date.now()}`;
  const run = spawnSync(
    "node_modules/.bin/tsx",
    [
      "--conditions=react-server",
      "scripts/org-create.ts",
      "--name",
      `E2E Org ${Date.now()}`,
      "--admin",
      username,
      "--json",
    ],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8", timeout: 60_000 },
  );
  expect(run.status, run.stderr).toBe(0);
  const created = JSON.parse(run.stdout.trim().split("\n").at(-1) ?? "") as { username: string; password: string };
  expect(created.username).toBe(username);
  return created;
}

test("a one-time password opens only its own change; a weak one is refused in words, a strong one opens the console", async ({
  page,
  baseURL,
}) => {
  // npm run org:create, three password checks and three axe scans: more than the default minute here.
  test.setTimeout(180_000);
  const admin = createOrganization(baseURL ?? "");
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
