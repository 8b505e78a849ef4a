import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { lookUp } from "./support/customer-lookup.ts";
import { addGoodwill, createCustomer, requestMerge } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

const USERS = {
  maker: ["demo.maker", "demo-maker-pw"],
  checker: ["demo.checker", "demo-checker-pw"],
  admin: ["demo.admin", "demo-admin-pw"],
  dual: ["dual.maker", "dual-maker-pw"],
} as const;
type User = keyof typeof USERS;

const auth = (user: User) => ({ authorization: `Basic ${Buffer.from(USERS[user].join(":")).toString("base64")}` });
const customerId = async (request: APIRequestContext, firstName: string) =>
  (await createCustomer(request, firstName, "E2E")).id;

async function approveViaApi(request: APIRequestContext, id: number) {
  const res = await request.post("/v1.1/request/approve", {
    headers: auth("checker"),
    data: { root: { request: [{ id, type: "GOODWILL", base_type: "POINTS" }] } },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A fresh customer holding `points` points, granted by a goodwill request the maker made and the checker approved. */
async function customerHolding(request: APIRequestContext, firstName: string, points: string): Promise<number> {
  const id = await customerId(request, firstName);
  await approveViaApi(request, await addGoodwill(request, id, points, auth("maker")));
  return id;
}

/** Two fresh customers to merge: the victim holding 25 points, the survivor 5. */
async function mergeCandidates(request: APIRequestContext, victimName: string, survivorName: string) {
  const victim = await customerHolding(request, victimName, "25");
  const survivor = await customerHolding(request, survivorName, "5");
  return { victim, survivor };
}

async function totalPoints(request: APIRequestContext, customerId: number): Promise<number> {
  const res = await request.get(
    `/v2/customers/${customerId}/pointsExpirySchedule?source=INSTORE&fetchDataForAllPrograms=true`,
    { headers: auth("checker") },
  );
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { expirySchedules?: { points: number | string }[] };
  return (body.expirySchedules ?? []).reduce((sum, s) => sum + Number(s.points), 0);
}

/** Waits for the sign-in form to hydrate (the dev server compiles on first visit), then signs in. */
async function signInAs(page: Page, user: User) {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.waitForLoadState("networkidle");
  const [username, password] = USERS[user];
  await signIn(page, username, password);
}

test("demo.checker reviews a merge on its page and approves it from the queue; the survivor holds the points", async ({
  page,
  request,
}) => {
  const { victim, survivor } = await mergeCandidates(request, "Victim", "Survivor");
  const mergeId = await requestMerge(request, victim, survivor);

  await page.goto(`/requests/${mergeId}`);
  await signInAs(page, "checker");
  await expect(page.getByRole("heading", { name: `Request #${mergeId}: Customer merge` })).toBeVisible();
  await expect(page.getByTestId("merge-victim")).toContainText(`#${victim} Victim E2E`);
  await expect(page.getByTestId("merge-victim")).toContainText("25 in Demo Points");
  await expect(page.getByTestId("merge-survivor")).toContainText("5 in Demo Points");
  await expect(page.getByTestId("merge-after")).toContainText("30 in Demo Points");
  await expect(page.getByTestId("merge-organizations")).toHaveText("Applies in Demo Retail (100).");
  await expectNoSeriousAxeViolations(page);

  await page.goto("/requests");
  await page.getByLabel("Type", { exact: true }).selectOption("CHANGE_IDENTIFIER");
  await page.getByLabel("Sub-type").selectOption("MERGE");
  const row = page.getByTestId(`request-row-${mergeId}`);
  await expect(row).toContainText("Demo Maker (demo.maker)");
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Comment for the approval").fill("Same person, checked by phone");
  await page.getByRole("button", { name: `Approve request ${mergeId}` }).click();
  // An irreversible merge asks first, naming both customers.
  const confirm = page.getByRole("dialog", { name: "Approve requests?" });
  await expect(confirm).toContainText(`is merged into #${survivor}`);
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByTestId(`outcome-${mergeId}`)).toHaveText(`Request #${mergeId}: Request updated successfully`);
  await expect(row).toHaveCount(0);
  expect(await totalPoints(request, survivor)).toBe(30);

  await page.goto(`/requests/${mergeId}`);
  await expect(page.getByTestId("request-status")).toHaveText("Approved");
  await expect(page.getByRole("row", { name: /PENDING → APPROVED/ })).toContainText("Same person, checked by phone");
});

test("demo.maker creates a merge on its page; demo.checker approves it in the queue and sees the survivor's expiry schedule change", async ({
  page,
  request,
}) => {
  const { victim, survivor } = await mergeCandidates(request, "Pagevictim", "Pagesurvivor");

  await page.goto("/requests/new/merge");
  await signInAs(page, "maker");
  for (const [title, id] of [
    [/^Victim/, victim],
    [/^Survivor/, survivor],
  ] as const) {
    await expect((await lookUp(page, title, "id", String(id))).getByRole("article")).toContainText(`#${id}`);
  }
  await page.getByRole("button", { name: "Create merge request" }).click();
  const href = await page
    .getByRole("status")
    .filter({ hasText: "Merge request" })
    .getByRole("link")
    .getAttribute("href");
  const mergeId = Number(/\/requests\/(\d+)$/.exec(href ?? "")?.[1]);
  expect(mergeId).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await signInAs(page, "checker");
  const schedulePoints = async () => {
    await page.goto(`/customers/${survivor}`);
    const rows = page
      .getByRole("region", { name: "Points expiry schedule" })
      .getByRole("table", { name: "Points expiry schedule" })
      .locator("tbody tr");
    await expect(rows.first()).toBeVisible();
    // Both goodwill lots expire the same day in the same program and points type: one entry holds their sum.
    return (await rows.locator("td:nth-child(2)").allTextContents()).reduce((sum, text) => sum + Number(text), 0);
  };
  expect(await schedulePoints()).toBe(5);

  await page.goto("/requests?requestType=CHANGE_IDENTIFIER&requestSubType=MERGE");
  const row = page.getByTestId(`request-row-${mergeId}`);
  await expect(row).toContainText("Demo Maker (demo.maker)");
  await page.getByRole("button", { name: `Approve request ${mergeId}` }).click();
  await page
    .getByRole("dialog", { name: "Approve requests?" })
    .getByRole("button", { name: "Approve", exact: true })
    .click();
  await expect(page.getByTestId(`outcome-${mergeId}`)).toHaveText(`Request #${mergeId}: Request updated successfully`);
  expect(await schedulePoints()).toBe(30);
});

test("demo.maker sees its own request with the reason and no approve control", async ({ page, request }) => {
  const victim = await customerId(request, "Victim");
  const survivor = await customerId(request, "Survivor");
  const mergeId = await requestMerge(request, victim, survivor);
  await signInAs(page, "maker");
  await page.goto(`/requests/${mergeId}`);
  await expect(page.getByTestId("own-request-reason")).toHaveText(/same user cannot request and approve \(9056\)/);
  await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await page.goto("/requests");
  await expect(page.getByTestId(`request-row-${mergeId}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
});

test("bulk approve reports each item: a request decided meanwhile fails, the others are applied", async ({
  page,
  request,
}) => {
  const customer = await customerId(request, "Bulk");
  const ids = [
    await addGoodwill(request, customer, "10", auth("maker")),
    await addGoodwill(request, customer, "10", auth("maker")),
    await addGoodwill(request, customer, "10", auth("maker")),
  ];
  const own = await addGoodwill(request, customer, "99", auth("checker"));

  await signInAs(page, "checker");
  await page.goto("/requests?requestType=GOODWILL&requestSubType=POINTS&status=PENDING");
  const ownRow = page.getByTestId(`request-row-${own}`);
  await expect(ownRow.getByRole("checkbox")).toBeDisabled();
  await expect(ownRow).toContainText("same user cannot request and approve (9056)");
  await expect(ownRow).toContainText("99 points requested");
  await expect(page.getByTestId(`request-row-${ids[0]}`).getByLabel("Points")).toHaveAttribute("placeholder", "10");
  await expect(ownRow.getByRole("button")).toHaveCount(0);

  for (const id of ids) await page.getByLabel(`Select request ${id}`).check();
  await page.getByTestId(`request-row-${ids[1]}`).getByLabel("Points").fill("7");
  // Someone else rejects one of the selected requests while this page is open.
  const reject = await request.put("/v2/requests", {
    headers: auth("admin"),
    data: [{ type: "GOODWILL", baseType: "POINTS", id: ids[2], status: "REJECTED" }],
  });
  expect(reject.status()).toBe(200);

  await page.getByRole("button", { name: "Approve selected (3)" }).click();
  const confirm = page.getByRole("dialog", { name: "Approve requests?" });
  await expect(confirm.getByTestId("decision-summary")).toHaveText(
    "You are about to approve 3 requests for 1 customer, granting 27 points in total.",
  );
  await confirm.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(page.getByTestId(`outcome-${ids[0]}`)).toHaveText(`Request #${ids[0]}: Request updated successfully`);
  await expect(page.getByTestId(`outcome-${ids[1]}`)).toHaveText(`Request #${ids[1]}: Request updated successfully`);
  await expect(page.getByTestId(`outcome-${ids[2]}`)).toHaveText(
    `Request #${ids[2]}: error 9052 – Request is not pending (status REJECTED)`,
  );
  for (const id of ids) await expect(page.getByTestId(`request-row-${id}`)).toHaveCount(0);
  await expect(ownRow).toBeVisible();
  expect(await totalPoints(request, customer)).toBe(17);
});

test("an unknown request and another organization's request are not found", async ({ page, request }) => {
  const res = await request.post("/v1.1/request/add", {
    headers: auth("dual"),
    data: { root: { request: [{ type: "GOODWILL", base_type: "POINTS", customer: { id: 5005 }, points: "1" }] } },
  });
  const otherOrgId = Number((await res.json()).response.requests.request[0].id);
  await signInAs(page, "checker");
  for (const path of [`/requests/${otherOrgId}`, "/requests/999999999", "/requests/abc"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});

test("the approve form refuses more goodwill points than were asked, in words, and credits a lower amount", async ({
  page,
  request,
}) => {
  const customer = await customerId(request, "Amount");
  const id = await addGoodwill(request, customer, "10");
  await page.goto(`/requests/${id}`);
  await signInAs(page, "checker");
  await page.getByLabel("Points to grant").fill("11");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId(`outcome-${id}`)).toContainText(
    "an approval may grant at most the 10 points requested",
  );
  await expect(page.getByTestId("request-status")).toHaveText("Pending");
  expect(await totalPoints(request, customer)).toBe(0);

  await page.getByLabel("Points to grant").fill("8");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByTestId("request-status")).toHaveText("Approved");
  await expect(page.getByText("points asked 10, approved 8")).toBeVisible();
  expect(await totalPoints(request, customer)).toBe(8);
});
