import { expect, test, type APIRequestContext } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// The settings page as demo.admin: org 100 is shared with the other specs, so this one changes only a
// threshold no other spec reaches and the time zone, and puts both back at the end.

const ADMIN = basicAuth("demo.admin", "demo-admin-pw");

async function settings(request: APIRequestContext) {
  const res = await request.get("/v2/admin/settings", { headers: ADMIN });
  expect(res.status()).toBe(200);
  return (await res.json()).data;
}

test.afterAll(async ({ request }) => {
  const res = await request.patch("/v2/admin/settings", {
    headers: ADMIN,
    data: { timeZone: "UTC", approvalPolicy: { GOODWILL_POINTS: {} } },
  });
  expect(res.status()).toBe(200);
});

test("an administrator changes the time zone and a policy threshold, sees them saved and used", async ({
  page,
  request,
}) => {
  // Two scans of a page with every IANA zone in a select take long on a busy machine; both follow a full
  // load, so neither needs the retry window (for a router refresh) of expectNoSeriousAxeViolations.
  test.setTimeout(180_000);
  await page.goto("/admin/settings");
  await signIn(page, "demo.admin", "demo-admin-pw");
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByLabel("Time zone")).toHaveValue("UTC");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A threshold out of order is refused in words before anything is sent.
  const second = page.getByLabel("Second approver above (points)");
  await second.fill("2,000,000");
  await page.getByLabel("Maximum per request (points)").fill("1,000,000");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("must not be above maxPoints")).toBeVisible();
  expect((await settings(request)).approvalPolicy.GOODWILL_POINTS.secondApproverAbove).toBeNull();

  await second.fill("900,000");
  await page.getByLabel("Time zone").selectOption("Asia/Tokyo");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const saved = await settings(request);
  expect(saved.timeZone).toBe("Asia/Tokyo");
  expect(saved.approvalPolicy.GOODWILL_POINTS).toMatchObject({ secondApproverAbove: 900_000, maxPoints: 1_000_000 });

  // Saved means shown again after a reload, and the audit log shows its times in the new zone.
  await page.reload();
  await expect(page.getByLabel("Time zone")).toHaveValue("Asia/Tokyo");
  await expect(page.getByLabel("Second approver above (points)")).toHaveValue("900000");
  await page.goto("/audit");
  await expect(page.getByRole("cell", { name: /\+09:00$/ }).first()).toBeVisible();
  await page.goto("/admin/settings");
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the page is for administrators only", async ({ page }) => {
  await page.goto("/admin/settings");
  await signIn(page, "demo.checker", "demo-checker-pw");
  await expect(page.getByRole("heading", { level: 1, name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save settings" })).toHaveCount(0);
});
