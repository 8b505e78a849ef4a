import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

const MAKER = basicAuth("demo.maker", "demo-maker-pw");

test("an admin follows a vendor's history link to its audit entries, filtered in the URL", async ({
  page,
  request,
}) => {
  const name = `E2E Audited ${Date.now()}`;
  const created = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
    headers: { ...MAKER, "x-cap-requestid": `e2e-audit-${Date.now()}` },
    data: {
      name,
      brandId: 10,
      type: "REWARDS",
      description: "before",
      vendorDetails: { key: "e2e-plain-key", value: "e2e-plain-value" },
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const id = ((await created.json()) as { vendor: { id: number } }).vendor.id;
  const updated = await request.put(`/api_gateway/rewards/core/v1/vendor/${id}`, {
    headers: MAKER,
    data: { description: "after" },
  });
  expect(updated.ok(), await updated.text()).toBeTruthy();

  await page.goto(`/vendors/${id}`);
  await signIn(page, "demo.admin", "demo-admin-pw");
  await page.goto(`/vendors/${id}`);
  await page.getByRole("link", { name: "Change history" }).click();
  await expect(page).toHaveURL(new RegExp(`/audit\\?entity=vendor&entityId=${id}$`));
  await expect(page.getByRole("heading", { name: "2 entries" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows.nth(1)).toContainText("update");
  await expect(rows.nth(1)).toContainText("before → after");
  await expect(rows.nth(2)).toContainText("create");
  await expect(rows.nth(2)).toContainText("changed (secret, not shown)");
  await expect(page.getByRole("table")).not.toContainText("e2e-plain");
  await expect(page.getByLabel("Entity", { exact: true })).toHaveValue("vendor");
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Actor (username or client key)").fill("nobody.e2e");
  await page.getByRole("button", { name: "Show entries" }).click();
  await expect(page.getByText("No audit entries match these filters.")).toBeVisible();
  await page.goto("/audit?from=yesterday");
  await expect(page.getByText("from: must be an ISO 8601 date or date-time")).toBeVisible();
});

test("the audit log and the history links are for admins only", async ({ page, request }) => {
  const created = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
    headers: MAKER,
    data: { name: `E2E Unlinked ${Date.now()}`, brandId: 10, type: "REWARDS" },
  });
  const id = ((await created.json()) as { vendor: { id: number } }).vendor.id;
  await page.goto("/vendors");
  await signIn(page, "demo.maker", "demo-maker-pw");
  await expect(page.getByRole("link", { name: "Audit log" })).toHaveCount(0);
  await page.goto("/audit");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto("/audit/security");
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  await page.goto(`/vendors/${id}`);
  await expect(page.getByRole("heading", { name: /^Vendor E2E Unlinked/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Change history" })).toHaveCount(0);
});

test("an admin reads the security events naming the organization's users, and no other organization's", async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const lookup = "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001";
  for (const [name, id] of [
    ["demo.viewer", `e2e-sec-own-${stamp}`],
    ["dual.maker", `e2e-sec-other-${stamp}`],
    [`e2e.nobody.${stamp}`, `e2e-sec-unknown-${stamp}`],
  ]) {
    const failed = await request.get(lookup, {
      headers: { ...basicAuth(name, "not-the-password"), "x-cap-requestid": id },
    });
    expect(failed.status()).toBe(401);
  }

  await page.goto("/audit");
  await signIn(page, "demo.admin", "demo-admin-pw");
  await page.goto("/audit");
  await page
    .getByRole("navigation", { name: "Audit log views" })
    .getByRole("link", { name: "Security events" })
    .click();
  await expect(page).toHaveURL(/\/audit\/security$/);
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: "demo.admin" }).first()).toContainText("sign-in");
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel("Event", { exact: true }).selectOption("sign-in.failed");
  await page.getByLabel("Name tried (username or client key)").fill("demo.viewer");
  await page.getByRole("button", { name: "Show events" }).click();
  await expect(page).toHaveURL(/action=sign-in.failed&actor=demo.viewer/);
  const own = table.getByRole("row").filter({ hasText: `e2e-sec-own-${stamp}` });
  await expect(own).toContainText("basic");
  await expect(own).toContainText("demo.viewer");

  await page.goto("/audit/security?action=sign-in.failed");
  await expect(table).toContainText(`e2e-sec-own-${stamp}`);
  await expect(table).not.toContainText(`e2e-sec-other-${stamp}`);
  await expect(table).not.toContainText(`e2e-sec-unknown-${stamp}`);
  await page.goto("/audit/security?from=yesterday");
  await expect(page.getByText("from: must be an ISO 8601 date or date-time")).toBeVisible();
});
