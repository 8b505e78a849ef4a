import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { lookUp } from "./support/customer-lookup.ts";
import { basicAuth, createCustomer } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// The approval policy in the console: a goodwill request above the confirmation threshold asks the maker to
// confirm, and one above secondApproverAbove needs two checkers (demo.checker, then demo.admin). The policy
// is set for Demo Retail through the settings API only for this test and put back afterwards.

const ADMIN = basicAuth("demo.admin", "demo-admin-pw");

async function setPolicy(request: APIRequestContext, approvalPolicy: Record<string, unknown>) {
  const res = await request.patch("/v2/admin/settings", { headers: ADMIN, data: { approvalPolicy } });
  expect(res.status(), await res.text()).toBe(200);
}

async function signInAs(page: Page, username: string, password: string) {
  await page.context().clearCookies();
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await signIn(page, username, password);
}

test.afterEach(async ({ request }) => setPolicy(request, {}));

test("a goodwill request above the thresholds: the maker confirms, two checkers approve", async ({ page, request }) => {
  // Three sign-ins and two axe runs: longer than the default minute on a loaded machine.
  test.setTimeout(180_000);
  await setPolicy(request, { GOODWILL_POINTS: { secondApproverAbove: 1000, confirmAbove: 500, maxPoints: 20000 } });
  const customer = await createCustomer(request, "Tess", "Twochecks");

  await signInAs(page, "demo.maker", "demo-maker-pw");
  await page.goto("/requests/new/goodwill");
  await lookUp(page, /^Customer/, "id", String(customer.id));
  await expect(page.getByText("At most 20,000 points per request (organization policy)")).toBeVisible();
  await page.getByLabel("Points to grant").fill("5000");
  await expect(page.getByText("Amount: 5,000 points")).toBeVisible();
  await page.getByLabel("Reason").fill("Broken order");
  await page.getByRole("button", { name: "Create goodwill request" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm the amount" });
  await expect(confirm).toContainText("5,000 points is above 500 points");
  await expectNoSeriousAxeViolations(page);
  // Cancelling sends nothing; confirming creates the request.
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("created-status")).toHaveCount(0);
  await page.getByRole("button", { name: "Create goodwill request" }).click();
  await confirm.getByRole("button", { name: "Create request" }).click();
  await expect(page.getByTestId("created-status")).toHaveText("PENDING");
  const id = Number((await page.getByRole("status").getByRole("link").textContent())?.replace("#", ""));

  await signInAs(page, "demo.checker", "demo-checker-pw");
  await page.goto("/requests?requestType=GOODWILL&requestSubType=POINTS&status=PENDING");
  const row = page.getByTestId(`request-row-${id}`);
  await expect(row).toContainText("5,000 points requested");
  await expect(row).toContainText("Needs 2 approvals");
  // One request approved from its row goes at once (no dialog).
  await row.getByRole("button", { name: `Approve request ${id}` }).click();
  await expect(page.getByTestId(`outcome-${id}`)).toContainText("Approval 1 of 2 recorded");
  await expect(row.getByTestId("approval-progress")).toHaveText("Approval 1 of 2 by Demo Checker (demo.checker)");
  await expectNoSeriousAxeViolations(page);
  await page.goto(`/requests/${id}`);
  await expect(page.getByTestId("request-status")).toContainText("Approval 1 of 2");

  await signInAs(page, "demo.admin", "demo-admin-pw");
  await page.goto("/requests?requestType=GOODWILL&requestSubType=POINTS&status=PENDING");
  await page
    .getByTestId(`request-row-${id}`)
    .getByRole("button", { name: `Approve request ${id}` })
    .click();
  await expect(page.getByTestId(`outcome-${id}`)).toContainText("Request updated successfully");
  await page.goto(`/requests/${id}`);
  await expect(page.getByTestId("request-status")).toContainText("Approved");
});
