import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { lookUp } from "./support/customer-lookup.ts";
import { createCustomer } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

test.describe("request forms as demo.maker", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/requests/new/merge");
    await signIn(page, "demo.maker", "demo-maker-pw");
    await expect(page).toHaveURL(/\/requests\/new\/merge$/);
  });

  test("creates a PENDING merge request for two customers, after swapping them", async ({ page, request }) => {
    const first = await createCustomer(request, "Mona", "Victim");
    const second = await createCustomer(request, "Sam", "Survivor");
    await expectNoSeriousAxeViolations(page);
    // Entered the wrong way round on purpose, then swapped.
    await expect((await lookUp(page, /^Victim/, "mobile", second.mobile)).getByRole("article")).toContainText(
      "Sam Survivor",
    );
    await expect((await lookUp(page, /^Survivor/, "id", String(first.id))).getByRole("article")).toContainText(
      "Mona Victim",
    );
    await page.getByRole("button", { name: "Swap victim and survivor" }).click();
    await expect(page.getByRole("region", { name: /^Victim/ }).getByRole("article")).toContainText("Mona Victim");
    await expect(page.getByRole("region", { name: /^Survivor/ }).getByRole("article")).toContainText("Sam Survivor");
    await page.getByRole("button", { name: "Create merge request" }).click();
    const created = page.getByRole("status").filter({ hasText: "Merge request" });
    await expect(created.getByTestId("created-status")).toHaveText("PENDING");
    const link = created.getByRole("link");
    expect(await link.getAttribute("href")).toMatch(/^\/requests\/\d+$/);
    await expectNoSeriousAxeViolations(page);
  });

  test("refuses the same customer as victim and survivor, and an unknown customer", async ({ page, request }) => {
    const customer = await createCustomer(request, "Solo", "Twice");
    await lookUp(page, /^Victim/, "mobile", customer.mobile);
    await lookUp(page, /^Survivor/, "id", String(customer.id));
    await expect(page.getByRole("region", { name: /^Survivor/ }).getByRole("article")).toContainText("Solo Twice");
    await page.getByRole("button", { name: "Create merge request" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "The victim and the survivor are the same customer. Choose two different customers.",
    );
    await expect(page.getByRole("main").getByRole("status")).toHaveCount(0);

    const unknown = await lookUp(page, /^Survivor/, "email", "nobody-here@example.com");
    await expect(unknown.getByRole("alert")).toContainText("8015");
  });

  test("creates a PENDING transaction request", async ({ page, request }) => {
    const customer = await createCustomer(request, "Tara", "Buyer");
    await page.goto("/requests/new/transaction");
    await expectNoSeriousAxeViolations(page);
    await lookUp(page, /^Customer/, "mobile", customer.mobile);
    await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toContainText("Tara Buyer");
    await page.getByLabel("Bill amount").fill("12x");
    await page.getByRole("button", { name: "Create transaction request" }).click();
    await expect(page.getByLabel("Bill amount")).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Bill amount").fill("450.50");
    await page.getByLabel("Bill number").fill("B-1001");
    await page.getByLabel("Billing date and time").fill("2025-06-01T10:30");
    await page.getByRole("button", { name: "Create transaction request" }).click();
    await expect(page.getByTestId("created-status")).toHaveText("PENDING");
  });

  test("creates a goodwill points request and reports an unknown coupon series", async ({ page, request }) => {
    const customer = await createCustomer(request, "Gus", "Goodwill");
    await page.goto("/requests/new/goodwill");
    await expectNoSeriousAxeViolations(page);
    await lookUp(page, /^Customer/, "id", String(customer.id));
    await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toContainText("Gus Goodwill");
    await page.getByLabel("Points to grant").fill("25");
    await page.getByLabel("Reason").fill("Late delivery");
    await page.getByRole("button", { name: "Create goodwill request" }).click();
    await expect(page.getByTestId("created-status")).toHaveText("PENDING");
    // The form starts over for the next request.
    await expect(page.getByLabel("Points to grant")).toHaveValue("");
    await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toHaveCount(0);

    await lookUp(page, /^Customer/, "id", String(customer.id));
    await page.getByRole("radio", { name: "Coupon" }).check();
    await page.getByLabel("Coupon series id").fill("424242");
    await page.getByRole("button", { name: "Create goodwill request" }).click();
    await expect(page.getByRole("form", { name: "Goodwill" }).getByRole("alert")).toContainText("9017");
  });
});

test("demo.viewer cannot open the request forms", async ({ page }) => {
  await page.goto("/login");
  await signIn(page, "demo.viewer", "demo-viewer-pw");
  for (const path of ["/requests/new/merge", "/requests/new/transaction", "/requests/new/goodwill"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
});
