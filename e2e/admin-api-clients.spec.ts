import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { dismissSecretForGood } from "./support/secret-once.ts";
import { signIn } from "./support/sign-in.ts";

const tokenStatus = async (request: APIRequestContext, key: string, secret: string) =>
  (await request.post("/v3/oauth/token/generate", { data: { key, secret } })).status();

test.describe("API clients page as demo.admin", () => {
  test.beforeEach(async ({ page }) => {
    // Create, rotate and revoke with axe scans between: several page loads and scans in one test.
    test.slow();
    await page.goto("/admin/api-clients");
    await signIn(page, "demo.admin", "demo-admin-pw");
    await expect(page).toHaveURL(/\/admin\/api-clients/);
  });

  test("creates a client and shows its secret once, rotates it, then revokes it", async ({ page, request }) => {
    const name = `E2E client ${Date.now()}`;
    await expectNoSeriousAxeViolations(page);

    // The form checks with the API's schema before sending anything.
    await page.getByRole("button", { name: "Create API client" }).click();
    await expect(page.locator("#client-name-error")).toBeVisible();
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Points read", { exact: true }).check();
    await page.getByLabel("Default", { exact: true }).check();
    await page.getByRole("button", { name: "Create API client" }).click();

    const shown = page.getByTestId("secret-once");
    await expect(shown.getByRole("heading", { name: `API client ${name} created` })).toBeVisible();
    const key = (await shown.getByTestId("issued-key").textContent())!;
    const secret = (await shown.getByTestId("issued-secret").textContent())!;
    expect(key).toMatch(/^client-/);
    expect(secret.length).toBeGreaterThanOrEqual(43);
    await expect(shown.getByRole("button", { name: "Copy secret" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await tokenStatus(request, key, secret)).toBe(200);

    // Once dismissed the secret is gone from the page, and a reload never shows it.
    await dismissSecretForGood(page, shown, secret);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Active");
    await expect(row).not.toContainText("Not yet");

    // Rotation asks for the overlap first; cancelling changes nothing.
    await row.getByRole("button", { name: `Rotate secret of ${name}` }).click();
    const rotateDialog = page.getByRole("dialog", { name: `Rotate the secret of ${name}?` });
    await expect(rotateDialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await rotateDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(rotateDialog).toBeHidden();
    await row.getByRole("button", { name: `Rotate secret of ${name}` }).click();
    await rotateDialog.getByLabel("Old secret keeps working for").selectOption("0");
    await rotateDialog.getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByRole("heading", { name: `New secret for ${name}` })).toBeVisible();
    const newSecret = (await page.getByTestId("issued-secret").textContent())!;
    expect(newSecret).not.toBe(secret);
    expect(await tokenStatus(request, key, secret)).toBe(401);
    expect(await tokenStatus(request, key, newSecret)).toBe(200);
    await page.getByRole("button", { name: /Done/ }).click();

    // Revocation asks for confirmation; afterwards the row says so and offers no actions.
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    const revokeDialog = page.getByRole("dialog", { name: `Revoke ${name}?` });
    await expect(revokeDialog).toBeVisible();
    await revokeDialog.getByRole("button", { name: "Revoke" }).click();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button")).toHaveCount(0);
    expect(await tokenStatus(request, key, newSecret)).toBe(401);
    await expectNoSeriousAxeViolations(page);
  });

  test("filters by status and shows an empty state", async ({ page }) => {
    await page.getByLabel("Search key or name").fill("no client is called this");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/q=no\+client/);
    await expect(page.getByText("No API client matches these filters.")).toBeVisible();
    await page.getByLabel("Search key or name").fill("demo-integration");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page.getByRole("row", { name: /Demo Integration/ })).toContainText("demo-integration");
    await expectNoSeriousAxeViolations(page);
  });
});

test("the API clients page is for admins only", async ({ page }) => {
  await page.goto("/admin/api-clients");
  await signIn(page, "demo.checker", "demo-checker-pw");
  await expect(page.getByRole("heading", { name: "API clients" })).toHaveCount(0);
});
