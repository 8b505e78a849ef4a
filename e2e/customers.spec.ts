import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { createCustomer } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

test.describe("customer pages as demo.maker", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/customers");
    await signIn(page, "demo.maker", "demo-maker-pw");
    await expect(page).toHaveURL(/\/customers$/);
  });

  test("finds customers by name and by identifier and opens the profile", async ({ page }) => {
    const search = page.getByLabel(/Mobile, email, external id/);
    await search.fill("ASHA");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "Customers matching “ASHA”" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await search.fill("CARD-0001");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "Asha Rao" }).click();
    await expect(page).toHaveURL(/\/customers\/5001$/);
    await expect(page.getByRole("heading", { level: 1, name: "Asha Rao" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Profile" })).toContainText("919900000001");
    await search.isHidden();
    await page.goto("/customers?q=Eve");
    await expect(page.getByRole("heading", { name: "No customer matches “Eve”" })).toBeVisible();
  });

  test("adds and removes a label, and reports an unknown label with 33000", async ({ page, request }) => {
    const customer = await createCustomer(request, "Label", "Tester");
    await page.goto(`/customers/${customer.id}`);
    const labels = page.getByRole("region", { name: "Labels" });
    await expect(labels).toContainText("No labels.");
    await labels.getByLabel("Label to add").fill("Newsletter");
    await labels.getByRole("button", { name: "Add label" }).click();
    await expect(labels.getByRole("list", { name: "Labels of the customer" })).toContainText("Newsletter");
    await expect(labels.getByLabel("Label to add")).toHaveValue("");

    await labels.getByLabel("Label to add").fill("Gold Tier");
    await labels.getByRole("button", { name: "Add label" }).click();
    await expect(labels.getByRole("alert")).toContainText("33000: Gold Tier label not found");
    await expect(labels.getByRole("alert")).toContainText("no label with this name");

    await labels.getByRole("button", { name: "Remove label Newsletter" }).click();
    await expect(labels).toContainText("No labels.");
    await expect(labels.getByRole("alert")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("shows Asha Rao's expiry schedule with its options", async ({ page }) => {
    await page.goto("/customers/5001");
    const schedule = page.getByRole("region", { name: "Points expiry schedule" });
    const rows = schedule.getByRole("table", { name: "Points expiry schedule" }).locator("tbody tr");
    await expect(rows.first().locator("td").nth(1)).toHaveText("120");
    await expect(rows.first().locator("td").nth(2)).toHaveText("1001");
    await expect(rows.filter({ hasText: "1002" })).toHaveCount(0);
    await expect(schedule.getByRole("img", { name: "Points expiring over time by program and points type" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await schedule.getByLabel("Programs").selectOption("all");
    await schedule.getByRole("button", { name: "Show schedule" }).click();
    await expect(rows.filter({ hasText: "1002" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "1002" }).locator("td").nth(1)).toHaveText("40");

    await schedule.getByLabel("Programs").selectOption("1002");
    await schedule.getByRole("button", { name: "Show schedule" }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("40");

    await schedule.getByLabel("Programs").selectOption("default");
    await schedule.getByLabel(/Earliest expiry only/).check();
    await schedule.getByRole("button", { name: "Show schedule" }).click();
    await expect(rows.filter({ hasText: "bill_regular" })).toHaveCount(1);

    const today = new Date().toLocaleDateString("sv-SE");
    await schedule.getByLabel("Start date").fill(today);
    await schedule.getByRole("button", { name: "Show schedule" }).click();
    await expect(schedule.getByRole("alert")).toContainText("The start date must be tomorrow or later. (1215: startDate cannot be in past)");
    await expect(schedule.getByLabel("Start date")).toHaveAttribute("aria-invalid", "true");
  });
});

test("demo.viewer sees the customer page without the expiry schedule", async ({ page }) => {
  await page.goto("/customers/5001");
  await signIn(page, "demo.viewer", "demo-viewer-pw");
  await expect(page.getByRole("heading", { level: 1, name: "Asha Rao" })).toBeVisible();
  const schedule = page.getByRole("region", { name: "Points expiry schedule" });
  await expect(schedule).toContainText("needs the Points read access group");
  await expect(schedule.getByRole("table")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Labels" })).toContainText("VIP");
  await expectNoSeriousAxeViolations(page);
});
