import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { lookUp } from "./support/customer-lookup.ts";
import { basicAuth, createCustomer, createFindableCustomer, requestMerge } from "./support/demo-api.ts";
import { describeSignedIn, signIn } from "./support/sign-in.ts";

describeSignedIn("request forms as demo.maker", "demo.maker", "/requests/new/merge", /\/requests\/new\/merge$/, () => {
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

  test("finds the victim by a search and a pick", async ({ page }) => {
    const victim = page.getByRole("region", { name: /^Victim/ });
    await victim.getByLabel(/name, mobile or email$/).fill("okaf");
    await victim.getByRole("button", { name: /^Search victim/ }).click();
    await victim.getByRole("button", { name: "Dara Okafor" }).click();
    await expect(victim.getByRole("article")).toContainText("Dara Okafor");
    await expectNoSeriousAxeViolations(page);
  });

  test("explains a merge refused for the victim's pending merge (9018), with a link to it", async ({
    page,
    request,
  }) => {
    // The demo's pending merge: Dara Okafor (5004) into Ben Ito (5002), created by demo.maker.
    const list = await request.get(
      "/v2/requests?requestType=CHANGE_IDENTIFIER&requestSubType=MERGE&status=PENDING&search=Dara%20Okafor&limit=100",
      { headers: basicAuth("demo.maker", "demo-maker-pw") },
    );
    expect(list.status()).toBe(200);
    const rows = ((await list.json()) as { data: { id: number; userId: number; survivorId?: number }[] }).data;
    const seeded = rows.find((row) => row.userId === 5004 && row.survivorId === 5002);
    expect(seeded).toBeDefined();
    const fresh = await createFindableCustomer(request, "Kai", "Fresh");
    await expect((await lookUp(page, /^Victim/, "id", "5004")).getByRole("article")).toContainText("Dara Okafor");
    await expect((await lookUp(page, /^Survivor/, "mobile", fresh.mobile)).getByRole("article")).toContainText(
      fresh.name,
    );
    await page.getByRole("button", { name: "Create merge request" }).click();
    const problem = page.getByRole("alert").filter({ hasText: "Dara Okafor is already in a pending merge" });
    await expect(problem).toContainText(
      `Dara Okafor is already in a pending merge (request #${seeded?.id}). Approve or reject that one first. ` +
        "(9018: Request for Merge already exists for the victim in pending or processing state)",
    );
    await expect(problem.getByRole("link", { name: `Open request #${seeded?.id}` })).toHaveAttribute(
      "href",
      `/requests/${seeded?.id}`,
    );
    await expect(page.getByRole("status").filter({ hasText: "Merge request" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("explains a merge refused for the survivor's pending merge (9026), with a link to it", async ({
    page,
    request,
  }) => {
    const taken = await createFindableCustomer(request, "Pia", "Pending");
    const other = await createFindableCustomer(request, "Oto", "Other");
    const pendingId = await requestMerge(request, taken.id, other.id);
    const fresh = await createFindableCustomer(request, "Ned", "New");
    await lookUp(page, /^Victim/, "mobile", fresh.mobile);
    await expect(page.getByRole("region", { name: /^Victim/ }).getByRole("article")).toContainText(fresh.name);
    await lookUp(page, /^Survivor/, "id", String(taken.id));
    await expect(page.getByRole("region", { name: /^Survivor/ }).getByRole("article")).toContainText(taken.name);
    await page.getByRole("button", { name: "Create merge request" }).click();
    const problem = page.getByRole("alert").filter({ hasText: `${taken.name} is already in a pending merge` });
    await expect(problem).toContainText(
      `${taken.name} is already in a pending merge (request #${pendingId}). Approve or reject that one first. ` +
        "(9026: Request for Merge already exists for the survivor in pending or processing state)",
    );
    // The looked-up customers are unsaved work: the page asks before leaving.
    page.once("dialog", (dialog) => void dialog.accept());
    await problem.getByRole("link", { name: `Open request #${pendingId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/requests/${pendingId}$`));
    await expect(page.getByRole("heading", { name: `Request #${pendingId}: Customer merge` })).toBeVisible();
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
    await expect(page.getByRole("region", { name: /^Customer/ }).getByRole("article")).toContainText("Gus Goodwill");
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
