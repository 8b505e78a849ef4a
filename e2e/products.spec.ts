import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import Papa from "papaparse";
import { basicAuth } from "./support/demo-api.ts";
import { readDownload } from "./support/downloads.ts";
import { describeSignedIn } from "./support/sign-in.ts";

const MAKER = basicAuth("demo.maker", "demo-maker-pw");

async function searchProducts(page: Page, text: string) {
  await page.getByLabel("SKU or name").fill(text);
  await page.getByRole("button", { name: "Search" }).click();
}

describeSignedIn("product pages as demo.maker", "demo.maker", "/products/new", /\/products\/new$/, () => {
  test("adds one product with dictionary values and two attributes, then finds it by SKU and by name", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const sku = `E2E-ONE-${stamp}`;
    const name = `Indigo Selvedge ${stamp}`;
    await expectNoSeriousAxeViolations(page);
    const form = page.getByRole("form", { name: "One product" });
    await form.getByLabel("SKU").fill(sku);
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price").fill("1999.50");
    await form.getByLabel("Brand").selectOption({ label: "Lee" });
    await form.getByLabel("Category").selectOption({ label: "Jeans" });
    await form.getByLabel("Color").selectOption({ label: "blue" });
    await form.getByLabel("Size").selectOption({ label: "M (apparel)" });
    await form.getByLabel("Style").selectOption({ label: "slimFit" });
    await expect(form.getByLabel("Org unit")).toHaveCount(0); // OU-level products are off in Demo Retail
    await form.getByLabel("Returnable", { exact: true }).check();
    await form.getByLabel("Returnable within (days)").fill("30");
    await form.getByRole("button", { name: "Add attribute" }).click();
    await form.getByLabel("Attribute 1 name").fill("fabric");
    await form.getByLabel("Attribute 1 value").fill("denim");
    await form.getByRole("button", { name: "Add attribute" }).click();
    await form.getByLabel("Attribute 2 name").fill("fit");
    await form.getByLabel("Attribute 2 value").fill("slim");
    await form.getByRole("button", { name: "Add attribute" }).click();
    await form.getByRole("button", { name: "Remove attribute 3" }).click();
    await form.getByRole("button", { name: "Add product" }).click();

    await expect(form.getByRole("status")).toContainText(`Product ${sku}: Product added successfully (9100).`);
    await expect(form.getByLabel("SKU")).toHaveValue("");
    const stored = await request.get(`/v1.1/product/get?sku=${sku}`, { headers: MAKER });
    expect((await stored.json()).response.product[0]).toMatchObject({
      sku,
      description: name,
      price: 1999.5,
      returnable: true,
      returnable_days: 30,
      brand: { name: "Lee" },
      category: { name: "Jeans" },
      color: { name: "blue" },
      size: { name: "M", type: "apparel" },
      style: { name: "slimFit" },
      attributes: {
        attribute: [
          { name: "fabric", value: "denim" },
          { name: "fit", value: "slim" },
        ],
      },
    });

    await form.getByRole("link", { name: "Find it in the list" }).click();
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${sku}$`));
    const row = page.getByTestId(`product-row-${sku}`);
    await expect(row.getByRole("rowheader")).toHaveText(sku);
    await expect(row.getByRole("cell")).toHaveText([
      name,
      "Lee",
      "Jeans",
      "1,999.50",
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    ]);
    await expect(page.getByRole("heading", { name: `1 product matches “${sku}”` })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await searchProducts(page, `selvedge ${stamp}`);
    await expect(page).toHaveURL(new RegExp(`/products\\?q=selvedge\\+${stamp}$`));
    await expect(page.getByRole("heading", { name: `1 product matches “selvedge ${stamp}”` })).toBeVisible();
    await expect(page.getByRole("row")).toHaveCount(2);
    await expect(row).toContainText(name);
    await searchProducts(page, `no-such-product-${stamp}`);
    await expect(page.getByText("No product has this text in its SKU or name.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("SKU or name")).toHaveValue(`no-such-product-${stamp}`);
  });

  test("shows field errors before sending and the API's item error after", async ({ page, request }) => {
    const stamp = Date.now();
    const ean = `77${stamp}`;
    const taken = await request.post("/v1.1/product/add", {
      headers: MAKER,
      data: { root: { product: [{ sku: `E2E-EAN-${stamp}`, price: 1, ean }] } },
    });
    expect(taken.status()).toBe(200);
    const form = page.getByRole("form", { name: "One product" });
    await form.getByLabel("SKU").fill(`E2E-DUP-${stamp}`);
    await form.getByLabel("Price").fill("ten");
    await form.getByRole("button", { name: "Add attribute" }).click();
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(form.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByText("Product price is not numeric")).toBeVisible();
    await expect(form.getByLabel("Attribute 1 name")).toHaveAttribute("aria-invalid", "true");
    await form.getByRole("button", { name: "Remove attribute 1" }).click();

    await form.getByLabel("Price").fill("12");
    await form.getByLabel("EAN").fill(ean);
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      "Another product of the organization already has this EAN. (9108: Trying to add product with an already existing EAN)",
    );
    await expect(form.getByLabel("EAN")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousAxeViolations(page);
  });

  test("adds pasted CSV rows in one batch and shows each row's outcome", async ({ page }) => {
    const prefix = `E2E-CSV-${Date.now()}`;
    const csv = [
      "sku,name,price,brand,category,size,attribute:fabric",
      `${prefix}-1,"Jeans, straight",49.90,Levis,Jeans,L,denim`,
      `${prefix}-2,"The ""bad"" one",10,Gucci,Handbags,,`,
      `${prefix}-3,"Tote\nbag",25,Lee,Handbags,,canvas`,
    ].join("\r\n");
    const section = page.getByRole("region", { name: "Many products from CSV" });
    await section.getByLabel("CSV text").fill(csv);
    await expect(section.getByText("3 rows: 2 ready to send, 1 cannot be sent.")).toBeVisible();
    await expect(section.getByTestId("csv-preview-2")).toContainText("Refused: Not one of the organization's brands");
    await expectNoSeriousAxeViolations(page);
    await section.getByRole("button", { name: "Add 2 products" }).click();

    await expect(section.getByRole("status").filter({ hasText: "rows:" })).toHaveText(
      "3 rows: 2 saved, 0 failed, 1 not sent.",
    );
    await expect(section.getByTestId("csv-outcome-1")).toContainText(
      `${prefix}-1SavedProduct added successfully (9100)`,
    );
    await expect(section.getByTestId("csv-outcome-2")).toContainText(
      `${prefix}-2Not sentRefused: Not one of the organization's brands, colors, categories, sizes or styles. (9110: The brand Gucci is not configured for the organization)`,
    );
    await expect(section.getByTestId("csv-outcome-3")).toContainText(`${prefix}-3Saved`);
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/products?q=${prefix}`);
    await expect(page.getByRole("heading", { name: `2 products match “${prefix}”` })).toBeVisible();
    await expect(page.getByTestId(`product-row-${prefix}-1`)).toContainText("Jeans, straight");
    await expect(page.getByTestId(`product-row-${prefix}-3`)).toContainText("Handbags");
  });

  test("reads an uploaded CSV file, reports rows that are not valid CSV and does not send them", async ({ page }) => {
    const prefix = `E2E-FILE-${Date.now()}`;
    const csv = [
      "SKU,Price,Name,Color",
      `${prefix}-1,5,First,black`,
      `${prefix}-2,five,Second,black`,
      `${prefix}-3,7,Third,blue,extra`,
      `${prefix}-4,8,Fourth,`,
      "",
    ].join("\n");
    const section = page.getByRole("region", { name: "Many products from CSV" });
    await section
      .getByLabel("CSV file")
      .setInputFiles({ name: "products.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(section.getByText("Read products.csv into the text box below.")).toBeVisible();
    await expect(section.getByLabel("CSV text")).toHaveValue(csv);
    await expect(section.getByText("4 rows: 2 ready to send, 2 cannot be sent.")).toBeVisible();
    await expect(section.getByTestId("csv-preview-3")).toContainText(
      "Not valid CSV (line 4): 5 fields, more than the header's 4.",
    );
    await section.getByRole("button", { name: "Add 2 products" }).click();

    await expect(section.getByRole("status").filter({ hasText: "rows:" })).toHaveText(
      "4 rows: 2 saved, 0 failed, 2 not sent.",
    );
    await expect(section.getByTestId("csv-outcome-2")).toContainText("9106: Product price is not numeric");
    await expect(section.getByTestId("csv-outcome-3")).toContainText("Not sentNot valid CSV (line 4)");
    await expect(section.getByTestId("csv-outcome-4")).toContainText("Saved");

    await page.goto(`/products?q=${prefix.toLowerCase()}`);
    await expect(page.getByRole("heading", { name: /^2 products match/ })).toBeVisible();
    await expect(page.getByTestId(`product-row-${prefix}-3`)).toHaveCount(0);
  });

  test("sends a CSV larger than one call in several calls and lists every row", async ({ page }) => {
    const prefix = `E2E-BIG-${Date.now()}`;
    const rows = Array.from(
      { length: 2_500 },
      (_, i) => `${prefix}-${i},${(i % 90) + 1}.25,Bulk ${i},${i % 2 ? "Lee" : "Levis"}`,
    );
    const section = page.getByRole("region", { name: "Many products from CSV" });
    await section.getByLabel("CSV file").setInputFiles({
      name: "big.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(["sku,price,name,brand", ...rows].join("\n")),
    });
    await expect(section.getByText("2500 rows: 2500 ready to send, 0 cannot be sent.")).toBeVisible();
    let addCalls = 0;
    // Each call is a POST of the add-products server action (it carries the Next-Action header).
    page.on(
      "request",
      (request) => void (request.method() === "POST" && request.headers()["next-action"] && addCalls++),
    );
    await section.getByRole("button", { name: "Add 2500 products" }).click();
    await expect(section.getByRole("status").filter({ hasText: "rows:" })).toHaveText(
      "2500 rows: 2500 saved, 0 failed, 0 not sent.",
      { timeout: 30_000 },
    );
    await expect(section.getByTestId("csv-outcome-2500")).toContainText(
      `${prefix}-2499SavedProduct added successfully (9100)`,
    );
    expect(addCalls).toBe(2);

    await page.goto(`/products?q=${prefix}&page=1`);
    await expect(page.getByRole("heading", { name: `2500 products match “${prefix}”` })).toBeVisible();
    await expect(page.getByText("Page 2 of 125")).toBeVisible();
    await page.getByRole("link", { name: "Next page" }).click();
    await expect(page.getByText("Page 3 of 125")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${prefix}&page=2$`));
    await expect(page.getByRole("row")).toHaveCount(21);
  });

  test("the preview refuses what the API would refuse, takes a size as the form shows it, and the rows not saved download as CSV", async ({
    page,
    request,
  }) => {
    const prefix = `E2E-REF-${Date.now()}`;
    const ean = String(Date.now()).padStart(13, "9");
    const existing = await request.post("/v1.1/product/add", {
      headers: MAKER,
      data: { root: { product: [{ sku: `${prefix}-X`, price: "1", ean }] } },
    });
    expect(existing.status(), await existing.text()).toBe(200);
    const csv = [
      "sku,price,name,brand,size,ean",
      `${prefix}-1,10,Good,Lee,M (apparel),`,
      `,12,No SKU,Lee,,`,
      `${prefix}-3,twelve,Wordy price,Lee,,`,
      `${prefix}-4,5,Unknown brand,Gucci,,`,
      `${prefix}-5,6,"Same EAN, taken",Levis,,${ean}`,
    ].join("\n");
    const section = page.getByRole("region", { name: "Many products from CSV" });
    await section.getByLabel("CSV text").fill(csv);
    await expect(section.getByText("5 rows: 2 ready to send, 3 cannot be sent.")).toBeVisible();
    await expect(section.getByTestId("csv-preview-1")).toContainText("Ready");
    await expect(section.getByTestId("csv-preview-2")).toContainText("Refused: The SKU is missing.");
    await expect(section.getByTestId("csv-preview-3")).toContainText("Refused: The price is not a number");
    await expect(section.getByTestId("csv-preview-4")).toContainText("Refused: Not one of the organization's brands");
    await expect(section.getByTestId("csv-preview-5")).toContainText("Ready");
    await section.getByRole("button", { name: "Add 2 products" }).click();
    await expect(section.getByRole("status").filter({ hasText: "rows:" })).toHaveText(
      "5 rows: 1 saved, 1 failed, 3 not sent.",
    );
    await expect(section.getByTestId("csv-outcome-5")).toContainText("9108");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("button", { name: "Download the 4 rows not saved as CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("products-failed-rows.csv");
    const failed = Papa.parse<string[]>((await readDownload(download)).trim()).data;
    expect(failed.map((row) => row.slice(0, 6))).toEqual([
      ["sku", "price", "name", "brand", "size", "ean"],
      ["", "12", "No SKU", "Lee", "", ""],
      [`${prefix}-3`, "twelve", "Wordy price", "Lee", "", ""],
      [`${prefix}-4`, "5", "Unknown brand", "Gucci", "", ""],
      [`${prefix}-5`, "6", "Same EAN, taken", "Levis", "", ean],
    ]);
    expect(failed[0][6]).toBe("problem");
    expect(failed[3][6]).toContain("9110: The brand Gucci is not configured");
    expect(failed[4][6]).toContain("9108");

    // Corrected, the downloaded file imports as it is: its problem column is ignored.
    const fixed = Papa.unparse([
      failed[0],
      [`${prefix}-4`, "5", "Known brand", "Levis", "L (apparel)", "", failed[3][6]],
    ]);
    await section.getByLabel("CSV text").fill(fixed);
    await expect(section.getByText("1 rows: 1 ready to send, 0 cannot be sent.")).toBeVisible();
    await section.getByRole("button", { name: "Add 1 product" }).click();
    await expect(section.getByRole("status").filter({ hasText: "rows:" })).toHaveText(
      "1 rows: 1 saved, 0 failed, 0 not sent.",
    );
    const saved = await request.get(`/v1.1/product/get?sku=${prefix}-1,${prefix}-4`, { headers: MAKER });
    const products = (
      (await saved.json()) as { response: { product: { sku: string; size: { name: string; type: string } | null }[] } }
    ).response.product;
    expect(products.map((product) => [product.sku, product.size?.name, product.size?.type]).sort()).toEqual([
      [`${prefix}-1`, "M", "apparel"],
      [`${prefix}-4`, "L", "apparel"],
    ]);
  });

  test("refuses a CSV without a header row", async ({ page }) => {
    const section = page.getByRole("region", { name: "Many products from CSV" });
    await section.getByLabel("CSV text").fill("JN-1,1999,Lee\nJN-2,15,Levis");
    await expect(section.getByRole("alert")).toContainText("The first row must be a header naming the columns");
    await expect(section.getByRole("button", { name: "Add 0 products" })).toBeDisabled();
  });
});
