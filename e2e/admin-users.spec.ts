import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { describeSignedIn, signIn } from "./support/sign-in.ts";

const ADMIN = basicAuth("demo.admin", "demo-admin-pw");
const ONE_TIME_PASSWORD = /^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/;

describeSignedIn("the users page as demo.admin", "demo.admin", "/admin/users", /\/admin\/users/, () => {
  test("creates a user, shows its one-time password once, deactivates with confirmation, resets its password", async ({
    page,
    request,
  }) => {
    const username = `e2e.user.${Date.now()}`;
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    await expect(page.getByRole("row", { name: /demo\.admin \(you\)/ })).toBeVisible();
    // One's own row offers no deactivation or reset.
    const own = page.getByTestId("user-row-demo.admin");
    await expect(own.getByRole("button", { name: /Deactivate/ })).toHaveCount(0);
    await expect(own.getByRole("button", { name: /Reset password/ })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Refused by the shared schema before anything is sent.
    await page.getByRole("textbox", { name: "Username" }).fill("a b");
    await page.getByRole("button", { name: "Create user" }).click();
    await expect(page.getByText("username may hold letters, digits and . _ @ - only")).toBeVisible();

    await page.getByRole("textbox", { name: "Username" }).fill(username);
    await page.getByLabel("Display name (optional)", { exact: true }).fill("E2E Person");
    await page.getByLabel("Points read", { exact: true }).check();
    await page.getByRole("button", { name: "Create user" }).click();
    const notice = page.getByTestId("one-time-password");
    await expect(notice).toBeVisible();
    const password = (await page.getByTestId("one-time-password-value").textContent()) ?? "";
    expect(password).toMatch(ONE_TIME_PASSWORD);
    await expectNoSeriousAxeViolations(page);
    await notice.getByRole("button", { name: "Done" }).click();
    await expect(notice).toHaveCount(0);
    await expect(page.getByText(password)).toHaveCount(0);

    const row = page.getByTestId(`user-row-${username}`);
    await expect(row).toContainText("E2E Person");
    await expect(row).toContainText("Points read");
    await expect(row).toContainText("Password to change");
    await expect(row).toContainText("Active");
    // The list never carries the password again.
    const listed = await request.get(`/v2/admin/users?q=${username}`, { headers: ADMIN });
    expect(await listed.text()).not.toContain(password);

    // Deactivation asks first; cancelling changes nothing.
    await row.getByRole("button", { name: `Deactivate ${username}` }).click();
    const confirm = page.getByRole("dialog", { name: `Deactivate ${username}?` });
    await expect(confirm).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Deactivate ${username}` }).click();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(row).toContainText("Deactivated");
    await expect(row.getByRole("button", { name: `Reactivate ${username}` })).toBeVisible();
    const read = await request.get(`/v2/admin/users?q=${username}`, { headers: ADMIN });
    expect(((await read.json()) as { data: { status: string }[] }).data[0].status).toBe("DEACTIVATED");

    // Search and status filter.
    await page.getByLabel("Search", { exact: true }).fill(username);
    await page.getByLabel("Status", { exact: true }).selectOption("DEACTIVATED");
    await page.getByRole("button", { name: "Show users" }).click();
    await expect(page.getByRole("heading", { name: "1 user found" })).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("ACTIVE");
    await page.getByRole("button", { name: "Show users" }).click();
    await expect(page.getByText("No user matches this search.")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Show users" }).click();

    await row.getByRole("button", { name: `Reactivate ${username}` }).click();
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Reset password ${username}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Reset password" }).click();
    const again = (await page.getByTestId("one-time-password-value").textContent()) ?? "";
    expect(again).toMatch(ONE_TIME_PASSWORD);
    expect(again).not.toBe(password);

    // Access groups through the edit dialog.
    await row.getByRole("button", { name: `Edit ${username}` }).click();
    const edit = page.getByRole("dialog", { name: `Edit ${username}` });
    await edit.getByLabel("Requests write", { exact: true }).check();
    await edit.getByRole("button", { name: "Save" }).click();
    await expect(edit).toHaveCount(0);
    await expect(row).toContainText("Requests write");
  });
});

test("a user without admin does not see the users page: 403", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "demo.checker", "demo-checker-pw");
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
});
