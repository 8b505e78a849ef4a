import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// Sessions of a user each test creates itself (never a demo user's): one browser ends another's session.

const PASSWORD = "Amber-Lantern-Orchid-47";
const FIREFOX = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0";
const ADMIN = basicAuth("demo.admin", "demo-admin-pw");

/** A user of Demo Retail with a known password: made by demo.admin, its one-time password changed. */
async function createUser(browser: Browser, baseURL: string): Promise<string> {
  const api = await browser.newContext({ baseURL });
  const username = `e2e.sessions${Date.now()}`;
  const created = await api.request.post("/v2/admin/users", {
    headers: ADMIN,
    data: { username, accessGroups: ["default", "points.read"] },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  const changed = await api.request.post("/v2/me/password", {
    headers: basicAuth(username, oneTimePassword),
    data: { currentPassword: oneTimePassword, newPassword: PASSWORD },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  await api.close();
  return username;
}

async function signedIn(browser: Browser, baseURL: string, username: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, ...(userAgent ? { userAgent } : {}) });
  const page = await context.newPage();
  await signIn(page, username, PASSWORD);
  return page;
}

/** A page's next navigation: still signed in, or sent to the sign-in page. */
async function expectSignedOut(page: Page) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
}
async function expectSignedIn(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Home" })).toBeVisible();
}

test("a session ended from another browser is signed out at its next navigation", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const username = await createUser(browser, baseURL ?? "");
  const a = await signedIn(browser, baseURL ?? "", username);
  const b = await signedIn(browser, baseURL ?? "", username, FIREFOX);

  await b.goto("/account/security");
  const sessions = b.getByRole("region", { name: "Your sessions" });
  await expect(sessions.getByRole("row")).toHaveCount(3);
  const current = b.getByTestId("session-current");
  await expect(current).toContainText("Firefox on macOS");
  await expect(current).toContainText("This session");
  const other = b.getByTestId("session-other");
  // Playwright's desktop Chrome profile names Windows whatever the machine.
  await expect(other).toContainText(/Chrome on (Windows|Linux)/);
  await expectNoSeriousAxeViolations(b);

  await other.getByRole("button", { name: /^End/ }).click();
  const confirm = b.getByRole("dialog", { name: "End this session?" });
  await confirm.getByRole("button", { name: "End session" }).click();
  await expect(b.getByTestId("session-other")).toHaveCount(0);
  await expectSignedOut(a);
  await expectSignedIn(b);

  // "Sign out other sessions" ends every other one; this one stays.
  await signIn(a, username, PASSWORD);
  await b.goto("/account/security");
  await expect(b.getByTestId("session-other")).toHaveCount(1);
  await b.getByRole("button", { name: "Sign out other sessions" }).click();
  await b
    .getByRole("dialog", { name: "Sign out other sessions?" })
    .getByRole("button", { name: "Sign out other sessions" })
    .click();
  await expect(b.getByTestId("session-other")).toHaveCount(0);
  await expectSignedOut(a);
  await expectSignedIn(b);

  // Ending the current session signs this browser out.
  await b.goto("/account/security");
  await b.getByTestId("session-current").getByRole("button", { name: /^End/ }).click();
  await b.getByRole("dialog", { name: "Sign out here?" }).getByRole("button", { name: "Sign out" }).click();
  await expect(b).toHaveURL(/\/login/);
  await expectSignedOut(b);
  await a.context().close();
  await b.context().close();
});

test("an admin ends all of a user's sessions from the users page", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const username = await createUser(browser, baseURL ?? "");
  const a = await signedIn(browser, baseURL ?? "", username);
  const b = await signedIn(browser, baseURL ?? "", username, FIREFOX);
  const admin = await browser.newContext({ baseURL });
  const adminPage = await admin.newPage();
  await signIn(adminPage, "demo.admin", "demo-admin-pw");

  await adminPage.goto(`/admin/users?q=${encodeURIComponent(username)}`);
  const row = adminPage.getByTestId(`user-row-${username}`);
  await row.getByRole("button", { name: `End sessions ${username}` }).click();
  const confirm = adminPage.getByRole("dialog", { name: `End the sessions of ${username}?` });
  await confirm.getByRole("button", { name: "End sessions" }).click();
  await expect(
    adminPage.getByRole("status").filter({ hasText: `${username} is signed out of 2 sessions` }),
  ).toBeVisible();
  await expectSignedOut(a);
  await expectSignedOut(b);
  // The admin's own session is untouched, and the user may sign in again.
  await adminPage.goto("/admin/users");
  await expect(adminPage).toHaveURL(/\/admin\/users/);
  await signIn(a, username, PASSWORD);
  await expectSignedIn(a);
  await Promise.all([a.context().close(), b.context().close(), admin.close()]);
});

test("an administrator sets the session timeout and lifetime on the settings page", async ({ browser, baseURL }) => {
  const admin = await browser.newContext({ baseURL });
  const page = await admin.newPage();
  await signIn(page, "demo.admin", "demo-admin-pw");
  await page.goto("/admin/settings");
  const form = page.getByRole("form", { name: "Session settings" });
  const idle = form.getByLabel("Sign out after this many minutes without use");
  await expect(idle).toHaveValue("60");
  await idle.fill("2");
  await form.getByRole("button", { name: "Save session settings" }).click();
  await expect(form.locator("#session-settings-idle-error")).toBeVisible();
  await idle.fill("90");
  await form.getByRole("button", { name: "Save session settings" }).click();
  await expect(page.getByText("Session settings saved")).toBeVisible();
  const saved = await admin.request.get("/v2/admin/settings", { headers: ADMIN });
  expect(((await saved.json()) as { data: { sessionIdleMinutes: number } }).data.sessionIdleMinutes).toBe(90);
  await admin.request.patch("/v2/admin/settings", { headers: ADMIN, data: { sessionIdleMinutes: 60 } });
  await admin.close();
});
