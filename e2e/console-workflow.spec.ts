import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth, createFindableCustomer, customerWithGoodwill, requestMerge } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// Entry points, safe decisions, the queue's keyboard, search and sort, the home figures and form feedback.
// Every test makes its own customers and requests, so the shared demo database's state and
// the order of tests do not matter.

const MAKER = basicAuth("demo.maker", "demo-maker-pw");
const CHECKER = basicAuth("demo.checker", "demo-checker-pw");

async function requestsOf(request: APIRequestContext, search: string, status = "ALL") {
  const res = await request.get(
    `/v2/requests?limit=100&search=${encodeURIComponent(search)}${status === "ALL" ? "" : `&status=${status}`}`,
    { headers: CHECKER },
  );
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { pagination: { total: number }; data: { id: number; status: string }[] };
}

async function statusOf(request: APIRequestContext, id: number) {
  const res = await request.get(`/v2/requests/${id}`, { headers: CHECKER });
  return (await res.json()) as { status: string; history: { toStatus: string; comment: string }[] };
}

async function signInAs(page: Page, who: "maker" | "checker") {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await signIn(page, `demo.${who}`, `demo-${who}-pw`);
}

/** A fresh customer that a search by name finds alone, and the maker signed in to ask for something for it. */
async function customerForMaker(page: Page, request: APIRequestContext, firstName: string, lastName: string) {
  const customer = await createFindableCustomer(request, firstName, lastName);
  await signInAs(page, "maker");
  return customer;
}

/** A fresh customer with a pending goodwill request per amount, and the checker signed in to decide them. */
async function goodwillForChecker(
  page: Page,
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  amounts: string[],
) {
  const made = await customerWithGoodwill(request, firstName, lastName, amounts);
  await signInAs(page, "checker");
  return made;
}

/** The queue narrowed to one customer's pending requests, newest first. */
async function queueFor(page: Page, name: string) {
  await page.goto(`/requests?search=${encodeURIComponent(name)}`);
  await expect(page.getByLabel("Search")).toHaveValue(name);
}

test("entry points: the New request menu on /requests and on a customer's page fills the customer in", async ({
  page,
  request,
}) => {
  const customer = await customerForMaker(page, request, "Entry", "Point");
  await page.goto("/requests");
  await page.locator("summary", { hasText: "New request" }).click();
  for (const name of ["Goodwill points or coupon", "Missing transaction", "Customer merge"])
    await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByRole("link", { name: "Missing transaction" }).click();
  await expect(page).toHaveURL(/\/requests\/new\/transaction$/);
  await expect(
    page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Requests" }),
  ).toBeVisible();

  await page.goto(`/customers/${customer.id}`);
  await page.locator("summary", { hasText: "New request" }).click();
  await page.getByRole("link", { name: "Goodwill points or coupon" }).click();
  await expect(page).toHaveURL(new RegExp(`/requests/new/goodwill\\?customer=${customer.id}$`));
  await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toContainText(customer.name);

  await page.goto(`/customers/${customer.id}`);
  await page.locator("summary", { hasText: "New request" }).click();
  await page.getByRole("link", { name: "Merge this customer into another" }).click();
  await expect(page.getByRole("region", { name: /^Victim/ }).getByRole("article")).toContainText(customer.name);
  await page.goto(`/customers/${customer.id}`);
  await page.locator("summary", { hasText: "New request" }).click();
  await page.getByRole("link", { name: "Merge another customer into this one" }).click();
  await expect(page.getByRole("region", { name: /^Survivor/ }).getByRole("article")).toContainText(customer.name);
  await expectNoSeriousAxeViolations(page);
});

test("one click makes one request: a double-click on create sends one, and the form starts over", async ({
  page,
  request,
}) => {
  const customer = await customerForMaker(page, request, "Double", "Click");
  await page.goto(`/requests/new/goodwill?customer=${customer.id}`);
  await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toContainText(customer.name);
  await page.getByLabel("Points to grant").fill("15");
  await page.getByRole("button", { name: "Create goodwill request" }).dblclick();
  await expect(page.getByTestId("created-status")).toHaveText("PENDING");
  await expect(page.getByText(/Goodwill request #\d+ created/).first()).toBeVisible();
  await expect(page.getByLabel("Points to grant")).toHaveValue("");
  // Give a second request every chance to arrive before counting.
  await page.waitForTimeout(1000);
  expect((await requestsOf(request, customer.name)).pagination.total).toBe(1);
});

test("a form with unsaved changes warns before an in-app link leaves it; the field error waits for the field to be left", async ({
  page,
}) => {
  await signInAs(page, "maker");
  await page.goto("/requests/new/transaction");
  await page.getByLabel("Bill amount").fill("12x");
  await expect(page.getByLabel("Bill amount")).not.toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Bill number").focus();
  await expect(page.getByLabel("Bill amount")).toHaveAttribute("aria-invalid", "true");
  let warned = "";
  page.once("dialog", (dialog) => {
    warned = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect.poll(() => warned).toContain("not saved");
  await expect(page).toHaveURL(/\/requests\/new\/transaction$/);
});

test("reject asks for a reason in a dialog; cancel and Escape change nothing and give focus back", async ({
  page,
  request,
}) => {
  const { customer, ids } = await goodwillForChecker(page, request, "Reject", "Me", ["12"]);
  const [id] = ids;
  await queueFor(page, customer.name);
  const rejectButton = page.getByRole("button", { name: `Reject request ${id}` });
  await rejectButton.click();
  const dialog = page.getByRole("dialog", { name: "Reject requests?" });
  await expect(dialog).toHaveAttribute("aria-modal", "true");
  await expect(dialog).toContainText(`#${id} Goodwill points: ${customer.name} (#${customer.id}) – 12 points`);
  await expect(dialog.getByLabel("Reason for the rejection")).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(rejectButton).toBeFocused();
  await rejectButton.click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rejectButton).toBeFocused();
  expect((await statusOf(request, id)).status).toBe("PENDING");

  await rejectButton.click();
  await expect(dialog.getByRole("button", { name: "Reject", exact: true })).toBeDisabled();
  await dialog.getByLabel("Reason for the rejection").fill("Duplicate of an earlier complaint");
  await dialog.getByRole("button", { name: "Reject", exact: true }).click();
  await expect(page.getByTestId(`outcome-${id}`)).toContainText("Request updated successfully");
  const decided = await statusOf(request, id);
  expect(decided.status).toBe("REJECTED");
  expect(decided.history.at(-1)).toMatchObject({ toStatus: "REJECTED", comment: "Duplicate of an earlier complaint" });
});

test("bulk approve states count, customers and points; cancel changes nothing", async ({ page, request }) => {
  const { customer, ids } = await goodwillForChecker(page, request, "Bulk", "Confirm", ["10", "5"]);
  await queueFor(page, customer.name);
  await page.getByLabel("Select all reviewable requests on this page").check();
  const bulk = page.getByRole("button", { name: "Approve selected (2)" });
  await bulk.click();
  const dialog = page.getByRole("dialog", { name: "Approve requests?" });
  await expect(dialog.getByTestId("decision-summary")).toHaveText(
    "You are about to approve 2 requests for 1 customer, granting 15 points in total.",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(bulk).toBeFocused();
  expect((await requestsOf(request, customer.name, "PENDING")).pagination.total).toBe(2);
  await bulk.click();
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  for (const id of ids) await expect(page.getByTestId(`outcome-${id}`)).toContainText("Request updated successfully");
  expect((await requestsOf(request, customer.name, "APPROVED")).pagination.total).toBe(2);
});

test("keyboard: j moves to a row, a approves it and focus moves to the next row; ? lists the keys", async ({
  page,
  request,
}) => {
  const { customer, ids } = await goodwillForChecker(page, request, "Keys", "Board", ["3", "4"]);
  const [older, newer] = ids;
  await queueFor(page, customer.name);
  await expect(page.getByTestId(/^request-row-/)).toHaveCount(2);
  await page.getByRole("heading", { name: "Requests" }).click();
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help).toContainText("Approve the current request");
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  await page.keyboard.press("j");
  await expect(page.getByTestId(`request-row-${newer}`)).toBeFocused();
  await page.keyboard.press("a");
  await expect(page.getByTestId(`outcome-${newer}`)).toContainText("Request updated successfully");
  await expect(page.getByTestId(`request-row-${older}`)).toBeFocused();
  expect((await statusOf(request, newer)).status).toBe("APPROVED");
  expect((await statusOf(request, older)).status).toBe("PENDING");
  // r on the focused row asks for the reason, never rejects at once.
  await page.keyboard.press("r");
  await expect(page.getByRole("dialog", { name: "Reject requests?" })).toBeVisible();
  await page.keyboard.press("Escape");
  expect((await statusOf(request, older)).status).toBe("PENDING");
});

test("queue search finds a customer's requests by name and by request id; sorting by request date flips the order", async ({
  page,
  request,
}) => {
  const { customer, ids } = await goodwillForChecker(page, request, "Search", "Sort", ["1", "2"]);
  await page.goto("/requests");
  await page.getByLabel("Search").fill(customer.name);
  const rows = page.getByTestId(/^request-row-/);
  await expect(rows).toHaveCount(2);
  const [first, second] = ids;
  await expect(rows.first()).toHaveAttribute("data-testid", `request-row-${second}`);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(customer.name).replace(/%20/g, "(\\+|%20)")}`));
  await expect(rows.first()).toContainText("Goodwill points");
  await expect(rows.first()).toContainText("Pending");

  await page.getByRole("button", { name: /^Requested on/ }).click();
  await expect(page.getByRole("columnheader", { name: /Requested on/ })).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toHaveAttribute("data-testid", `request-row-${first}`);
  await page.getByRole("button", { name: /^Waiting/ }).click();
  await expect(page.getByRole("columnheader", { name: /Waiting/ })).toHaveAttribute("aria-sort", "descending");
  await expect(rows.first()).toHaveAttribute("data-testid", `request-row-${first}`);

  await page.getByLabel("Search").fill(`#${second}`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute("data-testid", `request-row-${second}`);
  await page.getByLabel("Per page").selectOption("50");
  await expect(page).toHaveURL(/limit=50/);
  await expectNoSeriousAxeViolations(page);
});

test("home counts match the API's and link to the filtered list", async ({ page, request }) => {
  await goodwillForChecker(page, request, "Home", "Count", ["2"]);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();
  const pending = await request.get("/v2/requests?status=PENDING&limit=1", { headers: CHECKER });
  await expect(page.getByTestId("home-pending-total")).toHaveText(String((await pending.json()).pagination.total));
  const goodwill = await request.get("/v2/requests?status=PENDING&requestType=GOODWILL&requestSubType=POINTS&limit=1", {
    headers: CHECKER,
  });
  await expect(page.getByTestId("home-pending-GOODWILL-POINTS")).toHaveText(
    String((await goodwill.json()).pagination.total),
  );
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("link", { name: "Goodwill points" }).first().click();
  await expect(page).toHaveURL(/\/requests\?status=PENDING&requestType=GOODWILL&requestSubType=POINTS/);
  await expect(page.getByLabel("Type", { exact: true })).toHaveValue("GOODWILL");
});

test("the request page shows breadcrumbs and the transaction's note; approving a merge there asks first", async ({
  page,
  request,
}) => {
  const customer = await createFindableCustomer(request, "Noted", "Bill");
  const res = await request.post("/v2/requests?source=INSTORE", {
    headers: MAKER,
    data: {
      type: "TRANSACTION",
      baseType: "REGULAR_TXN_ADD",
      customerIdentificationInfo: { identifierType: "mobile", identifierValue: customer.mobile },
      transaction: { billNumber: "NOTE-1", billAmount: "99.90", note: "Printer jammed, bill handwritten" },
    },
  });
  expect(res.status()).toBe(200);
  const id = (await res.json()).createdId as number;
  const other = await createFindableCustomer(request, "Merge", "Target");
  const mergeId = await requestMerge(request, customer.id, other.id);

  await signInAs(page, "checker");
  await page.goto(`/requests/${id}`);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText(`#${id}`);
  await expect(page.getByTestId("transaction-note")).toHaveText("Printer jammed, bill handwritten");
  await expect(page.getByTestId("transaction-billAmount")).toHaveText("99.90");
  await queueFor(page, customer.name);
  await expect(page.getByTestId(`request-row-${id}`)).toContainText("Bill 99.90");
  await expect(page.getByTestId(`request-row-${id}`)).toContainText("No. NOTE-1");

  await page.goto(`/requests/${mergeId}`);
  await page.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: `Approve request #${mergeId}?` });
  await expect(dialog).toContainText(`is merged into #${other.id}`);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect((await statusOf(request, mergeId)).status).toBe("PENDING");
});
