import { expect, test, type Page } from "@playwright/test";
import { seriousAxeViolationsInBothThemes } from "./support/axe.ts";
import { basicAuth, customerWithGoodwill } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// The queue sorts by amount; every figure on the home leads to a list showing what it counts;
// the pages with a LinkPager and a DataTable fit a phone and pass axe in both themes.

const CHECKER = basicAuth("demo.checker", "demo-checker-pw");
const PHONE = { width: 390, height: 844 };

async function signInAs(page: Page, username: string, password: string) {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await signIn(page, username, password);
}

const rows = (page: Page) => page.getByTestId(/^request-row-/);
/** The queue's own count of the rows behind the current filter, from its pager. */
const queueTotal = (page: Page) => page.getByRole("navigation", { name: "Pages" });

test("the queue sorts by amount, largest first on the first click, and keeps the order in the URL", async ({
  page,
  request,
}) => {
  const { customer, ids } = await customerWithGoodwill(request, "Amount", "Sort", ["5", "300", "40"]);
  const [small, large, middle] = ids;
  await signInAs(page, "demo.checker", "demo-checker-pw");
  await page.goto(`/requests?search=${encodeURIComponent(customer.name)}`);
  await expect(rows(page)).toHaveCount(3);
  const order = async () => rows(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-row-id")));

  await page.getByRole("button", { name: /^Amount/ }).click();
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=AMOUNT/);
  await expect.poll(order).toEqual([large, middle, small].map(String));
  await page.getByRole("button", { name: /^Amount/ }).click();
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  await expect.poll(order).toEqual([small, middle, large].map(String));

  // The server renders the same order from the URL.
  await page.reload();
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "ascending");
  expect(await order()).toEqual([small, middle, large].map(String));
  // Another column's sort leaves the amount order.
  await page.getByRole("button", { name: /^Requested on/ }).click();
  await expect(page.getByRole("columnheader", { name: /Amount/ })).toHaveAttribute("aria-sort", "none");
  await expect(page).not.toHaveURL(/sort=AMOUNT/);
});

test("each home figure links to a list with as many rows as it counts", async ({ page, request }) => {
  test.setTimeout(120_000);
  const { ids } = await customerWithGoodwill(request, "Home", "Links", ["3", "4"]);
  const [decided] = ids;
  const approve = await request.put("/v2/requests", {
    headers: CHECKER,
    data: [{ id: decided, type: "GOODWILL", baseType: "POINTS", status: "APPROVED", comments: "home links" }],
  });
  expect(approve.status(), await approve.text()).toBe(200);

  // The maker sees all five cards; "mine" are the maker's own pending requests.
  await signInAs(page, "demo.maker", "demo-maker-pw");
  const figure = async (testId: string) => Number(await page.getByTestId(testId).innerText());
  const follow = async (testId: string, link = page.getByTestId(testId)) => {
    await page.goto("/");
    const count = await figure(testId);
    await link.click();
    return count;
  };

  let count = await follow("home-pending-total");
  await expect(page).toHaveURL(/\/requests\?status=PENDING$/);
  await expect(queueTotal(page)).toContainText(`(${count} requests)`);

  count = await follow(
    "home-pending-GOODWILL-POINTS",
    page
      .getByRole("link", { name: /Goodwill points/ })
      .filter({ has: page.getByTestId("home-pending-GOODWILL-POINTS") }),
  );
  await expect(page).toHaveURL(/requestType=GOODWILL&requestSubType=POINTS/);
  await expect(queueTotal(page)).toContainText(`(${count} requests)`);

  count = await follow("home-mine-total");
  await expect(page).toHaveURL(/requestedBy=demo.maker/);
  await expect(page.getByLabel("Requested by")).toHaveValue("demo.maker");
  await expect(queueTotal(page)).toContainText(`(${count} requests)`);
  const mine = await request.get("/v2/requests?status=PENDING&requestedBy=demo.maker&limit=1", { headers: CHECKER });
  expect((await mine.json()).pagination.total).toBe(count);

  count = await follow("home-approved-today");
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page).toHaveURL(/status=APPROVED&decidedOn=\d{4}-\d{2}-\d{2}/);
  await expect(queueTotal(page)).toContainText(`(${count} requests)`);
  await expect(page.getByTestId(`request-row-${decided}`)).toBeVisible();
  await expect(page.getByLabel("Decided on")).toHaveValue(/\d{4}-\d{2}-\d{2}/);

  count = await follow("home-rejected-today");
  await expect(page).toHaveURL(/status=REJECTED&decidedOn=/);
  await expect(queueTotal(page)).toContainText(`(${count} requests)`);

  await page.goto("/");
  const oldest = page.getByTestId("home-oldest").getByRole("link").first();
  const oldestText = await oldest.innerText();
  await oldest.click();
  await expect(page).toHaveURL(/\/requests\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(oldestText.split(" ")[0]);

  count = await follow("home-expiring-total");
  await expect(page).toHaveURL(/\/customers\?expiring=30$/);
  await expect(page.getByTestId("expiring-summary")).toContainText(
    `${count} ${count === 1 ? "customer" : "customers"}`,
  );
  // The demo's Asha Rao (120 points in 30 days) is among them; a page shows up to 20 rows.
  await expect(page.getByTestId(/^expiring-customer-/)).toHaveCount(Math.min(count, 20));
  expect(count).toBeGreaterThanOrEqual(1);
});

test("the expiring customers list, the audit log and the queue fit a phone and pass axe in both themes", async ({
  page,
}) => {
  // Ten page loads and ten axe scans in two themes: a minute is not enough on a busy CI machine.
  test.setTimeout(180_000);
  await signInAs(page, "demo.admin", "demo-admin-pw");
  const paths = ["/customers?expiring=30", "/customers?q=a", "/audit", "/requests?sort=AMOUNT&status=ALL", "/"];
  const problems: string[] = [];
  for (const viewport of [PHONE, { width: 1440, height: 900 }]) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState("networkidle");
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewport.width) problems.push(`${path} at ${viewport.width}: ${width}px wide`);
      if (viewport === PHONE)
        problems.push(...(await seriousAxeViolationsInBothThemes(page)).map((v) => `${path} ${v.slice(0, 300)}`));
    }
  }
  expect(problems).toEqual([]);
  // The audit log pages with links (25 per page; the demo data alone makes more than one page).
  await page.goto("/audit");
  const pager = page.getByRole("navigation", { name: "Audit pages" });
  await pager.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=1/);
  await expect(page.getByRole("navigation", { name: "Audit pages" })).toContainText("Page 2 of");
});
