import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { describeSignedIn } from "./support/sign-in.ts";

const MAKER = basicAuth("demo.maker", "demo-maker-pw");

const rowOf = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name }) });

describeSignedIn("the catalogue page as demo.admin", "demo.admin", "/admin/catalogue", /\/admin\/catalogue/, () => {
  test("adds, renames, deactivates, reactivates and deletes a product brand; the product API follows", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `E2E Brand ${stamp}`;
    const renamed = `E2E Renamed ${stamp}`;
    await page
      .getByRole("navigation", { name: "Catalogue sections" })
      .getByRole("link", { name: "Product brands" })
      .click();
    await expect(page.getByRole("heading", { level: 2, name: "Product brands" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The shared schema refuses a blank name before anything is sent.
    await page.getByRole("button", { name: "Add product brand" }).click();
    await expect(page.getByText("must not be empty")).toBeVisible();

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByRole("button", { name: "Add product brand" }).click();
    await expect(rowOf(page, name)).toBeVisible();

    await rowOf(page, name)
      .getByRole("button", { name: `Rename ${name}` })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("New name").fill(renamed);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(rowOf(page, renamed)).toBeVisible();

    await rowOf(page, renamed)
      .getByRole("button", { name: `Deactivate ${renamed}` })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Deactivate" }).click();
    await expect(rowOf(page, renamed).getByText("Deactivated")).toBeVisible();
    const refused = await request.post("/v1.1/product/add", {
      headers: MAKER,
      data: { root: { product: [{ sku: `E2E-${stamp}`, price: 1, brand: { name: renamed } }] } },
    });
    expect((await refused.json()).response.product[0].item_status.code).toBe(9110);

    await rowOf(page, renamed)
      .getByRole("button", { name: `Reactivate ${renamed}` })
      .click();
    await expect(rowOf(page, renamed).getByText("Active", { exact: true })).toBeVisible();

    await rowOf(page, renamed)
      .getByRole("button", { name: `Delete ${renamed}` })
      .click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(rowOf(page, renamed)).toHaveCount(0);
  });

  test("refuses deleting a label in use and says to deactivate it; shows empty states", async ({ page }) => {
    await page.goto("/admin/catalogue?kind=labels");
    await rowOf(page, "VIP").getByRole("button", { name: "Delete VIP" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "deactivate it instead" })).toBeVisible();
    await expect(rowOf(page, "VIP")).toBeVisible();

    await page.goto("/admin/catalogue?kind=org-units&q=no-such-unit-anywhere");
    await expect(page.getByText("No org units match this search.")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
