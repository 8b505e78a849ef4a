import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth, createCustomer, requestMerge } from "./support/demo-api.ts";
import { readDownload } from "./support/downloads.ts";
import { describeSignedIn, signIn } from "./support/sign-in.ts";

describeSignedIn("customer pages as demo.maker", "demo.maker", "/customers", /\/customers$/, () => {
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

  test("finds by name fragment and mobile prefix, best match first, and asks for 3 characters", async ({ page }) => {
    const search = page.getByLabel(/Mobile, email, external id/);
    await search.fill("kafo");
    await page.getByRole("button", { name: "Search" }).click();
    const results = page.getByRole("table", { name: "Customers matching “kafo”" });
    await expect(results.getByRole("link", { name: "Dara Okafor" })).toBeVisible();
    await search.fill("91990000000");
    await page.getByRole("button", { name: "Search" }).click();
    const byMobile = page.getByRole("table", { name: "Customers matching “91990000000”" });
    await expect(byMobile.getByRole("link")).toHaveText(["Asha Rao", "Ben Ito", "Chen Li", "Dara Okafor"]);
    await search.fill("Ra");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-too-short")).toContainText("at least 3 characters");
    await expectNoSeriousAxeViolations(page);
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
    await expect(rows.first().locator("td").nth(2)).toHaveText("Demo Points");
    await expect(rows.filter({ hasText: "Demo Partner Points" })).toHaveCount(0);
    await expect(
      schedule.getByRole("img", { name: "Points expiring over time by program and points type" }),
    ).toBeVisible();
    await expect(schedule.getByTestId("expiry-summary")).toHaveText("120 points expire in the next 30 days");
    const chart = schedule.getByRole("img", { name: /Points expiring over time/ });
    await expect(chart.getByText("Today")).toBeVisible();
    await expect(chart.getByText("Demo Points · bill_regular")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await schedule.getByLabel("Programs").selectOption("all");
    await schedule.getByRole("button", { name: "Show schedule" }).click();
    await expect(rows.filter({ hasText: "Demo Partner Points" })).toHaveCount(1);
    await expect(rows.filter({ hasText: "Demo Partner Points" }).locator("td").nth(1)).toHaveText("40");

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
    await expect(schedule.getByRole("alert")).toContainText(
      "The start date must be tomorrow or later. (1215: startDate cannot be in past)",
    );
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
  await expect(page.getByRole("list", { name: "Points balance" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Labels" })).toContainText("VIP");
  await expectNoSeriousAxeViolations(page);
});

test("Asha Rao's profile shows her points balance per program by name", async ({ page }) => {
  await page.goto("/customers/5001");
  await signIn(page, "demo.maker", "demo-maker-pw");
  const balances = page.getByRole("region", { name: "Profile" }).getByRole("list", { name: "Points balance" });
  await expect(balances.getByRole("listitem")).toHaveText(["Demo Points285 points", "Demo Partner Points40 points"]);
});

test("a merged-away customer's page says whom it was merged into and links there", async ({ page, request }) => {
  const victim = await createCustomer(request, "Gone", "Away");
  const survivor = await createCustomer(request, "Kept", "Here");
  const id = await requestMerge(request, victim.id, survivor.id);
  const approved = await request.post("/v1.1/request/approve", {
    headers: basicAuth("demo.checker", "demo-checker-pw"),
    data: { root: { request: [{ id, type: "CHANGE_IDENTIFIER", base_type: "MERGE" }] } },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`/customers/${victim.id}`);
  await signIn(page, "demo.maker", "demo-maker-pw");
  await expect(page.getByRole("heading", { level: 1, name: `Customer ${victim.id} was merged` })).toBeVisible();
  await expect(page.getByRole("region", { name: "Merged customer" })).toContainText(
    `This customer was merged into Kept Here (#${survivor.id})`,
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: `Kept Here (#${survivor.id})` }).click();
  await expect(page).toHaveURL(new RegExp(`/customers/${survivor.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Kept Here" })).toBeVisible();
});

test("the expiry schedule downloads as CSV with program names", async ({ page }) => {
  await page.goto("/customers/5001");
  await signIn(page, "demo.maker", "demo-maker-pw");
  const schedule = page.getByRole("region", { name: "Points expiry schedule" });
  await schedule.getByLabel("Programs").selectOption("all");
  await schedule.getByRole("button", { name: "Show schedule" }).click();
  await expect(schedule.locator("tbody tr").filter({ hasText: "Demo Partner Points" })).toHaveCount(1);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    schedule.getByRole("button", { name: "Download schedule as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("customer-5001-expiry-schedule.csv");
  const lines = (await readDownload(download)).trim().split("\r\n");
  expect(lines[0]).toBe("expiryDate,points,programId,programName,pointsType,expiryType");
  expect(lines.slice(1).map((line) => line.split(",").slice(1).join(","))).toEqual([
    "120,1001,Demo Points,bill_regular,rolling",
    "40,1002,Demo Partner Points,bill_regular,fixed",
    "80,1001,Demo Points,line_item_regular,rolling",
    "35,1001,Demo Points,bill_regular,rolling",
    "50,1001,Demo Points,customer_promotions,fixed",
  ]);
});
