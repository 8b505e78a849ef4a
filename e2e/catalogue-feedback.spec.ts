import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/sign-in.ts";

// Feedback on the vendor, product and target-group pages: toasts at the top in words with the code in
// small print, field errors once a field was left, a warning before leaving unsaved changes, breadcrumbs, and
// list tables that scroll inside their own box on a phone.

const PHONE = { width: 390, height: 844 };

const toast = (page: Page, text: string) =>
  page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });

const breadcrumb = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

/** Every dialog the page opens from now on (window.confirm, beforeunload), dismissed: the person stays. */
function recordDialogs(page: Page): string[] {
  const seen: string[] = [];
  page.on("dialog", (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** A link in the main navigation asks before leaving the dirty form; cancelling keeps the page and its input. */
async function expectLeavingAsksFirst(page: Page, dialogs: string[], stays: RegExp) {
  const before = dialogs.length;
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect.poll(() => dialogs.slice(before)).toEqual(["confirm: Leave this page? Your changes are not saved."]);
  await expect(page).toHaveURL(stays);
}

test.describe("vendor, product and target-group pages as demo.maker", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await signIn(page, "demo.maker", "demo-maker-pw");
  });

  test("vendor: breadcrumbs, a field error once left, the unsaved warning, toasts after create, save and a refusal", async ({
    page,
  }) => {
    const name = `E2E Toast Vendor ${Date.now()}`;
    const dialogs = recordDialogs(page);
    await page.goto("/vendors/new?brand=10");
    await expect(breadcrumb(page).getByRole("link", { name: "Vendors" })).toHaveAttribute("href", "/vendors?brand=10");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("New vendor");

    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Rank").fill("0");
    await expect(page.getByLabel("Rank")).not.toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Description").focus();
    await expect(page.getByLabel("Rank")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("vendor-rank-error")).toHaveText("rank must be greater than zero");

    await expectLeavingAsksFirst(page, dialogs, /\/vendors\/new\?brand=10$/);
    await expect(page.getByLabel("Name")).toHaveValue(name);
    // Closing the tab or reloading gets the browser's own prompt.
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs.at(-1)).toMatch(/^beforeunload/);
    expect(page.isClosed()).toBe(false);

    await page.getByLabel("Rank").fill("2");
    await page.getByRole("button", { name: "Create vendor" }).click();
    await expect(page).toHaveURL(/\/vendors\/\d+\?created=1$/);
    await expect(toast(page, `Vendor ${name} created`)).toContainText("Code 5002");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(name);
    await expect(page.getByRole("heading", { level: 1, name: `Vendor ${name}` })).toBeVisible();

    await page.getByLabel("Description").fill("Saved from the toast test");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `Vendor ${name} saved`)).toContainText("Code 5003: Vendor updated successfully");
    await expectNoSeriousAxeViolations(page);

    // Saved: leaving asks nothing.
    await breadcrumb(page).getByRole("link", { name: "Vendors" }).click();
    await expect(page).toHaveURL(/\/vendors\?brand=10$/);
    expect(dialogs.filter((d) => d.startsWith("confirm"))).toHaveLength(1);

    await page.getByRole("link", { name: "New vendor" }).click();
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Create vendor" }).click();
    await expect(
      toast(page, "Not saved: Another vendor of this organization already has this name or code."),
    ).toContainText("Code 5007");
    await expectNoSeriousAxeViolations(page);
  });

  test("product: breadcrumbs, a field error once left, the unsaved warning, a toast after saving, then leaving freely", async ({
    page,
  }) => {
    const sku = `E2E-TOAST-${Date.now()}`;
    const dialogs = recordDialogs(page);
    await page.goto("/products/new");
    await expect(breadcrumb(page).getByRole("link", { name: "Products" })).toHaveAttribute("href", "/products");
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("Add products");

    const form = page.getByRole("form", { name: "One product" });
    await form.getByLabel("SKU").fill(sku);
    await form.getByLabel("Price").fill("twelve");
    await expect(form.getByLabel("Price")).not.toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("EAN").focus();
    await expect(form.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
    await form.getByLabel("Size").selectOption({ label: "M (apparel)" });

    await expectLeavingAsksFirst(page, dialogs, /\/products\/new$/);
    await expect(form.getByLabel("SKU")).toHaveValue(sku);

    await form.getByLabel("Price").fill("12.50");
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(toast(page, `Product ${sku} saved`)).toContainText("Code 9100");
    await expect(form.getByLabel("SKU")).toHaveValue("");
    await expectNoSeriousAxeViolations(page);

    // The form started over, so nothing is unsaved.
    await form.getByRole("link", { name: "Find it in the list" }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${sku}$`));
    await expect(page.getByTestId(`product-row-${sku}`)).toBeVisible();
    expect(dialogs).toHaveLength(1);
  });

  test("target group: breadcrumbs, the unsaved warning, toasts after create, save and a refusal", async ({ page }) => {
    const name = `E2E Toast Group ${Date.now()}`;
    const dialogs = recordDialogs(page);
    await page.goto("/target-groups/new");
    await expect(breadcrumb(page).getByRole("link", { name: "Target groups" })).toHaveAttribute(
      "href",
      "/target-groups",
    );
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText("New target group");
    await page.getByLabel("Name", { exact: true }).fill(name);
    await expectLeavingAsksFirst(page, dialogs, /\/target-groups\/new$/);

    await page.getByRole("button", { name: "Create target group" }).click();
    await expect(page).toHaveURL(/\/target-groups\/\d+\?created=1$/);
    await expect(toast(page, `Target group “${name}” created`)).toBeVisible();
    const id = /\/target-groups\/(\d+)/.exec(page.url())![1];
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText(`#${id} ${name}`);

    await page.locator("#tg-description").fill("Saved from the toast test");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, `Target group “${name}” saved`)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await breadcrumb(page).getByRole("link", { name: "Target groups" }).click();
    await expect(page).toHaveURL(/\/target-groups$/);
    expect(dialogs).toHaveLength(1);

    await page.goto("/target-groups/new");
    await page.getByLabel("Name", { exact: true }).fill(name.toLowerCase());
    await page.getByRole("button", { name: "Create target group" }).click();
    await expect(
      toast(page, "Not saved: Another target group of this organization already has this name"),
    ).toContainText("Code 310069");
  });

  test("on a phone the product and vendor tables scroll inside their own box, not the page", async ({ page }) => {
    await page.setViewportSize(PHONE);
    for (const path of ["/products", "/vendors?brand=10", "/target-groups"]) {
      await page.goto(path);
      const table = page.getByRole("table").first();
      await expect(table).toBeVisible();
      const box = await table.evaluate((element) => {
        const scroller = [element, element.parentElement!].find((node) =>
          ["auto", "scroll"].includes(getComputedStyle(node).overflowX),
        );
        return { scrolls: scroller !== undefined, pageWidth: document.documentElement.scrollWidth };
      });
      expect(box.scrolls, path).toBe(true);
      expect(box.pageWidth, path).toBeLessThanOrEqual(PHONE.width);
    }
  });
});
