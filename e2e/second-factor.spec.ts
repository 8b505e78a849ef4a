import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { basicAuth } from "./support/demo-api.ts";
import { createOrganization } from "./support/org-create.ts";
import { signIn } from "./support/sign-in.ts";

// Users made here for this spec only: the demo users' security never changes, and the organization that
// requires a second factor is one of its own (npm run org:create), never Demo Retail.

const DEMO_ADMIN = basicAuth("demo.admin", "demo-admin-pw");
const CONSOLE = { "x-loyalty-console": "1" };

/** The code of the secret in an otpauth:// URI, `steps` 30-second steps from now. */
function codeOf(otpauthUri: string, steps = 0): string {
  const secret = new URL(otpauthUri).searchParams.get("secret") ?? "";
  const totp = new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** A user made by an admin (one-time password), who then chooses their own password. */
async function newUser(
  request: APIRequestContext,
  admin: Record<string, string>,
  prefix: string,
  accessGroups: string[] = ["default"],
) {
  const username = `${prefix}${Date.now()}`;
  const created = await request.post("/v2/admin/users", { headers: admin, data: { username, accessGroups } });
  expect(created.status(), await created.text()).toBe(200);
  const oneTime = (await created.json()).oneTimePassword as string;
  const password = `Harbor-Violet-Quantum-${Date.now() % 100_000}`;
  const changed = await request.post("/v2/me/password", {
    headers: basicAuth(username, oneTime),
    data: { currentPassword: oneTime, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { username, password };
}

/** Sets up the authenticator app on the security page; answers its URI and the recovery codes shown. */
async function enrol(page: Page): Promise<{ uri: string; recoveryCodes: string[] }> {
  const section = page.getByTestId("totp-section");
  await section.getByRole("button", { name: "Set up authenticator app" }).click();
  await expect(section.getByRole("img", { name: /QR code/ })).toBeVisible();
  const uri = (await section.getByTestId("otpauth-uri").textContent()) ?? "";
  expect(uri).toMatch(/^otpauth:\/\/totp\/Loyalty%20Ops:/);
  await expect(section.getByTestId("totp-secret")).toHaveText(new URL(uri).searchParams.get("secret") ?? "-");
  await section.getByLabel("Authentication code").fill(codeOf(uri));
  await section.getByRole("button", { name: "Confirm" }).click();
  const codes = section.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = (await codes.allTextContents()).map((text) => text.trim());
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  await section.getByRole("button", { name: /Done/ }).click();
  await expect(section.getByTestId("totp-status")).toContainText("Set up since");
  await expect(section.getByTestId("totp-status")).toContainText("Recovery codes left: 10");
  return { uri, recoveryCodes };
}

/** A fresh browser (no cookies): password, then the code step; answers the page for what follows. */
async function passwordThenCode(browser: Browser, user: { username: string; password: string }, code: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByLabel("Authentication code")).toBeVisible();
  await expect(page.getByText("or one of your recovery codes")).toBeVisible();
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  return page;
}

const wrongCodeAlert = (page: Page) => page.getByRole("alert").filter({ hasText: "not correct" });

test("an authenticator app: enrolment, sign-in with a code, wrong and replayed codes, a recovery code once", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await newUser(request, DEMO_ADMIN, "e2e.totp");
  await signIn(page, user.username, user.password);
  await page.goto("/account/security");
  const { uri, recoveryCodes } = await enrol(page);

  // Basic with the password alone is refused now, naming API clients.
  const basic = await request.get("/v2/labels", { headers: basicAuth(user.username, user.password) });
  expect(basic.status()).toBe(401);
  expect((await basic.json()).errors[0].message).toMatch(/API client/);

  // A wrong code, then the next step's code, signs in.
  const wrong = await passwordThenCode(browser, user, "000000");
  await expect(wrongCodeAlert(wrong)).toBeVisible();
  const code = codeOf(uri, 1);
  await wrong.getByLabel("Authentication code").fill(code);
  await wrong.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(wrong).not.toHaveURL(/\/login/);
  await wrong.context().close();

  // The same code again, within its window: refused.
  const replayed = await passwordThenCode(browser, user, code);
  await expect(wrongCodeAlert(replayed)).toBeVisible();
  await expect(replayed).toHaveURL(/\/login/);
  await replayed.context().close();

  // A recovery code (typed in capitals) signs in once; the second time it is refused.
  const recovered = await passwordThenCode(browser, user, recoveryCodes[0].toUpperCase());
  await expect(recovered).not.toHaveURL(/\/login/);
  await recovered.goto("/account/security");
  await expect(recovered.getByTestId("totp-status")).toContainText("Recovery codes left: 9");
  await recovered.context().close();
  const reused = await passwordThenCode(browser, user, recoveryCodes[0]);
  await expect(wrongCodeAlert(reused)).toBeVisible();
  await expect(reused).toHaveURL(/\/login/);
  await reused.context().close();

  // An administrator resets it (the user lost the phone): the password alone works again.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto("/login");
  await signIn(adminPage, "demo.admin", "demo-admin-pw");
  await adminPage.goto(`/admin/users?q=${user.username}`);
  const row = adminPage.getByTestId(`user-row-${user.username}`);
  await expect(row.getByText("Second factor", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /Reset second factor/ }).click();
  await adminPage.getByRole("dialog").getByRole("button", { name: "Reset second factor" }).click();
  await expect(adminPage.getByRole("status").filter({ hasText: "is reset" }).first()).toBeVisible();
  await expect(row.getByRole("button", { name: /Reset second factor/ })).toHaveCount(0);
  await adminContext.close();
  expect((await request.get("/v2/labels", { headers: basicAuth(user.username, user.password) })).status()).toBe(200);
});

test("an organization requiring a second factor sends a user without one to enrolment, and nowhere else", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const created = createOrganization(baseURL ?? "", { admin: "e2e.mfaadmin", organization: "MFA Org" });
  const password = `Copper-Meadow-Glacier-${Date.now() % 100_000}`;
  const changed = await request.post("/v2/me/password", {
    headers: basicAuth(created.username, created.password),
    data: { currentPassword: created.password, newPassword: password },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  const admin = basicAuth(created.username, password);
  const user = await newUser(request, admin, "e2e.forced", ["default", "requests.approve"]);
  const settings = await request.patch("/v2/admin/settings", {
    headers: admin,
    data: { mfaRequiredFor: ["requests.approve"] },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  expect((await settings.json()).data.mfaRequiredFor).toEqual(["requests.approve"]);

  await page.goto("/requests");
  await page.getByLabel("Username").fill(user.username);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account\/security$/);
  await expect(page.getByText("Your organization requires a second factor")).toBeVisible();
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/account\/security$/);
  const refused = await page.request.get("/v2/labels", { headers: CONSOLE });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).errors[0].message).toMatch(/second factor/);

  await enrol(page);
  await expect(page.getByText("Your organization requires a second factor")).toHaveCount(0);
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/requests$/);
  expect((await page.request.get("/v2/labels", { headers: CONSOLE })).status()).toBe(200);
});
