import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { dismissSecretForGood } from "./support/secret-once.ts";
import { signIn } from "./support/sign-in.ts";

// Nothing listens on port 9: the dispatcher, where it runs, records failed attempts; the page must show the
// delivery either way.
const endpoint = () => `http://127.0.0.1:9/e2e-hooks/${Date.now()}`;

test.describe("webhooks page as demo.admin", () => {
  test.beforeEach(async ({ page }) => {
    // Several page loads, writes and axe scans in one test.
    test.slow();
    await page.goto("/admin/webhooks");
    await signIn(page, "demo.admin", "demo-admin-pw");
    await expect(page).toHaveURL(/\/admin\/webhooks/);
  });

  test("adds an endpoint, shows its secret once, edits, tests, rotates, disables and deletes it", async ({ page }) => {
    const url = endpoint();
    await expect(
      page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Webhooks" }),
    ).toHaveAttribute("aria-current", "page");
    await expectNoSeriousAxeViolations(page);

    // The form checks with the API's schema before anything is sent.
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(page.locator("#new-webhook-url-error")).toBeVisible();
    await expect(page.getByText("choose at least one event type")).toBeVisible();
    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByLabel("request.created", { exact: true }).check();
    await page.getByLabel("Description (optional)").fill("E2E receiver");
    await page.getByRole("button", { name: "Add endpoint" }).click();

    const shown = page.getByTestId("webhook-secret");
    await expect(shown.getByRole("heading", { name: `Endpoint ${url} added` })).toBeVisible();
    await expect(shown).toContainText("You will not see this secret again.");
    const secret = (await shown.getByTestId("webhook-secret-value").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await expect(shown.getByRole("button", { name: "Copy secret" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Once dismissed the secret is gone, and a reload never shows it.
    await dismissSecretForGood(page, shown, secret);
    const row = page.getByRole("row", { name: new RegExp(url) });
    await expect(row).toContainText("request.created");
    await expect(row).toContainText("Enabled");

    // The endpoint's page: edit its types and description.
    await row.getByRole("link", { name: url }).click();
    await expect(page.getByRole("heading", { name: `Endpoint ${url}`, level: 1 })).toBeVisible();
    await page.getByLabel("All events", { exact: true }).check();
    await page.getByLabel("Description (optional)").fill("E2E receiver, all events");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Endpoint saved")).toBeVisible();
    await page.reload();
    // "All events" takes in every type: the list is stored as that alone.
    await expect(page.getByText("all events", { exact: true }).first()).toBeVisible();
    await expect(page.getByText("E2E receiver, all events").first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // A test event lands in the delivery log, whatever the dispatcher has done with it yet.
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByText("Test event sent")).toBeVisible();
    const log = page.getByRole("region", { name: "Deliveries, newest first" });
    const delivery = log.getByRole("row", { name: /evt_/ }).filter({ hasText: "webhook.test" });
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText(/Pending|Delivered|Failed/);
    const eventId = (await delivery.getByRole("link").textContent())!;
    expect(eventId).toMatch(/^evt_/);

    // The status filter keeps what matches; its detail page offers a replay.
    await page.getByLabel("Status", { exact: true }).selectOption("DELIVERED");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=DELIVERED/);
    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByRole("button", { name: "Filter" }).click();
    await log.getByRole("link", { name: eventId }).click();
    await expect(page.getByRole("heading", { name: `Delivery of ${eventId}` })).toBeVisible();
    await expect(page.getByText(/Not attempted yet|Attempt 1 at/).first()).toBeVisible();
    await page.getByRole("button", { name: "Replay" }).click();
    await expect(page.getByText("Delivery queued again")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: url }).click();

    // Rotation asks first; the new secret is shown once, and the old one keeps signing for a while.
    await page.getByRole("button", { name: "Rotate secret" }).click();
    const rotateDialog = page.getByRole("dialog", { name: "Rotate the signing secret?" });
    await expect(rotateDialog).toContainText("24 hours");
    await rotateDialog.getByRole("button", { name: "Cancel" }).click();
    await expect(rotateDialog).toBeHidden();
    await page.getByRole("button", { name: "Rotate secret" }).click();
    await rotateDialog.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = page.getByTestId("webhook-secret");
    await expect(rotated.getByRole("heading", { name: "New signing secret" })).toBeVisible();
    await expect(rotated).toContainText("previous secret keeps signing");
    const newSecret = (await rotated.getByTestId("webhook-secret-value").textContent())!;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await dismissSecretForGood(page, rotated, newSecret);

    // Disabled: the page says why, and the home page tells the admin; enabled again, it does not.
    await page.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(page.getByTestId("webhook-status")).toContainText("disabled by an administrator");
    await page.goto("/");
    const notice = page.getByTestId("home-webhook-notice");
    await expect(notice.getByRole("listitem").filter({ hasText: url })).toContainText("disabled by an administrator");
    await expectNoSeriousAxeViolations(page);
    await notice.getByRole("link", { name: url }).click();
    await page.getByRole("button", { name: "Enable", exact: true }).click();
    await expect(page.getByTestId("webhook-status")).toContainText("Enabled");
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: url })).toHaveCount(0);

    // Deletion asks first, then the list no longer has it.
    await page.goto("/admin/webhooks");
    await page
      .getByRole("row", { name: new RegExp(url) })
      .getByRole("link", { name: url })
      .click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const deleteDialog = page.getByRole("dialog", { name: `Delete the endpoint ${url}?` });
    await deleteDialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/admin\/webhooks$/);
    await expect(page.getByRole("row", { name: new RegExp(url) })).toHaveCount(0);
  });

  test("pages the delivery log by the API's cursor and filters it by status", async ({ page, request }) => {
    const headers = basicAuth("demo.admin", "demo-admin-pw");
    const url = endpoint();
    const created = await request.post("/v2/webhooks", { headers, data: { url, eventTypes: ["*"] } });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    // One more than a page of the log.
    for (let sent = 0; sent < 26; sent += 1) {
      const test = await request.post(`/v2/webhooks/${id}/test`, { headers });
      expect(test.status(), await test.text()).toBe(200);
    }

    await page.goto(`/admin/webhooks/${id}`);
    const log = page.getByRole("region", { name: "Deliveries, newest first" });
    const pager = page.getByRole("navigation", { name: "Delivery pages" });
    await expect(log.getByRole("row", { name: /evt_/ })).toHaveCount(25);
    await expect(pager).toContainText("Page 1");
    await pager.getByRole("link", { name: "Next page" }).click();
    await expect(pager).toContainText("Page 2");
    await expect(log.getByRole("row", { name: /evt_/ })).toHaveCount(1);
    await expect(pager.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await pager.getByRole("link", { name: "Previous page" }).click();
    await expect(pager).toContainText("Page 1");
    await expect(log.getByRole("row", { name: /evt_/ })).toHaveCount(25);

    // Every row the filter keeps has its status; a hand-edited status is refused and shows all.
    await page.getByLabel("Status", { exact: true }).selectOption("PENDING");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/status=PENDING/);
    const statuses = await log.getByRole("row", { name: /evt_/ }).allTextContents();
    expect(statuses.every((text) => text.includes("Pending"))).toBe(true);
    await page.goto(`/admin/webhooks/${id}?status=LOST&after=nonsense`);
    await expect(page.getByRole("alert").filter({ hasText: "was not understood" })).toBeVisible();
    await expect(log.getByRole("row", { name: /evt_/ })).toHaveCount(25);
    await expectNoSeriousAxeViolations(page);

    expect((await request.delete(`/v2/webhooks/${id}`, { headers })).status()).toBe(200);
  });

  test("an unknown endpoint is not found", async ({ page }) => {
    const response = await page.goto("/admin/webhooks/2000000000");
    expect(response?.status()).toBe(404);
  });
});

test("the webhooks page is for admins only", async ({ page }) => {
  await page.goto("/");
  await signIn(page, "demo.checker", "demo-checker-pw");
  await expect(page.getByRole("link", { name: "Webhooks" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await expect(page.getByTestId("home-webhook-notice")).toHaveCount(0);
  const response = await page.goto("/admin/webhooks");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Webhooks" })).toHaveCount(0);
});
