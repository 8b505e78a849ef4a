import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { addGoodwill, createTargetGroup, createVendor } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// demo.auditor holds only the readonly group (seeded for these tests; see docs/api.md): every read page opens
// without a single control that would change something, and every write page answers 403.

const WRITE_WORDS = /^(new|add|approve|reject|save|create|remove|disable|enable|deactivate|delete|edit)\b/i;

/**
 * One scan after a fresh page load (no router refresh to wait out): a scan of the audit log takes over 10 s
 * on a busy 2-core machine, longer than the retrying helper allows.
 */
async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

/** No button or link in the page's main part offers to create, change, approve or remove anything. */
async function expectNoWriteControls(page: Page, where: string) {
  const controls = page.locator("main").getByRole("button").or(page.locator("main").getByRole("link"));
  const names = await controls.evaluateAll((nodes) =>
    nodes.map((node) => (node.getAttribute("aria-label") ?? node.textContent ?? "").trim()),
  );
  expect(
    names.filter((name) => WRITE_WORDS.test(name)),
    where,
  ).toEqual([]);
}

test.describe("a readonly user (demo.auditor)", () => {
  // A cold server answers the first sign-in slowly; every check below is a page load or more.
  test.slow();

  test.beforeAll(async ({ browser }, testInfo) => {
    // The first sign-in on a cold server outlasts signIn's 10 s wait (seen here twice): do one first, unhurried.
    const page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await page.goto("/login");
    await page.getByLabel("Username").fill("demo.auditor");
    await page.getByLabel("Password").fill("demo-auditor-pw");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"), { timeout: 60_000 });
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, "demo.auditor", "demo-auditor-pw");
  });

  test("sees every read section in the nav, and not Admin", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const section of ["Requests", "Customers", "Vendors", "Products", "Target groups", "Audit log"])
      await expect(nav.getByRole("link", { name: section })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Admin" })).toHaveCount(0);
  });

  test("reads the queue and a request without a write control", async ({ page, request }) => {
    const requestId = await addGoodwill(request, 5002, "7");
    await page.goto("/requests");
    await expect(page.getByRole("heading", { name: "Requests", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: `#${requestId}`, exact: true }).first()).toBeVisible();
    await expectNoWriteControls(page, "queue");
    await expectNoSeriousAxeViolations(page);

    await page.goto(`/requests/${requestId}`);
    await expect(page.getByText("Approving and rejecting needs the requests approve access.")).toBeVisible();
    await expectNoWriteControls(page, "request");
    await expectNoSeriousAxeViolations(page);
  });

  test("reads the vendors and a vendor without a write control", async ({ page, request }) => {
    const vendor = await createVendor(request, `E2E Readonly ${Date.now()}`);
    await page.goto("/vendors");
    await expect(page.getByRole("heading", { name: "Vendors", level: 1 })).toBeVisible();
    await expectNoWriteControls(page, "vendors");

    await page.goto(`/vendors/${vendor}`);
    await expect(page.getByRole("heading", { name: "Details" })).toBeVisible();
    await expect(page.getByText("E2E Readonly", { exact: false }).first()).toBeVisible();
    await expectNoWriteControls(page, "vendor");
    await expectNoSeriousAxeViolations(page);
  });

  test("reads the products, the target groups and a target group without a write control", async ({
    page,
    request,
  }) => {
    const group = await createTargetGroup(request, `E2E Readonly ${Date.now()}`);
    await page.goto("/products");
    await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
    await expectNoWriteControls(page, "products");

    await page.goto("/target-groups");
    await expect(page.getByRole("link", { name: /E2E Readonly/ }).first()).toBeVisible();
    await expectNoWriteControls(page, "target groups");

    await page.goto(`/target-groups/${group}`);
    await expect(page.getByRole("heading", { name: "Periods" })).toBeVisible();
    await expectNoWriteControls(page, "target group");
    await expectNoSeriousAxeViolations(page);
  });

  test("reads a customer and the audit log without a write control", async ({ page }) => {
    await page.goto("/customers/5001");
    await expect(page.getByRole("heading", { name: "Labels" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Labels of the customer" })).toContainText("VIP");
    await expectNoWriteControls(page, "customer");

    await page.goto("/audit");
    await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("gets the 403 page on every write page", async ({ page }) => {
    for (const path of [
      "/vendors/new",
      "/products/new",
      "/target-groups/new",
      "/requests/new/goodwill",
      "/requests/new/transaction",
      "/requests/new/merge",
      "/admin",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
    }
  });
});

test("a maker sees no approve or reject button on a request page", async ({ page, request }) => {
  const requestId = await addGoodwill(request, 5002, "8");
  await signIn(page, "demo.maker", "demo-maker-pw");
  await page.goto(`/requests/${requestId}`);
  await expect(page.getByRole("heading", { name: new RegExp(`Request #${requestId}`) })).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Approve|Reject)/ })).toHaveCount(0);
});
