import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { signIn } from "./support/sign-in.ts";

// WebAuthn refuses IP-address hosts: the registering test browses the same server by the name localhost.
const STRONG = "Amber-Quarry-Lighthouse-58";

/** A user of Demo Retail created by demo.admin, with the one-time password changed: nobody else's security is touched. */
async function createUser(request: APIRequestContext): Promise<{ username: string; password: string }> {
  const username = `e2e.passkey${Date.now()}`;
  const created = await request.post("/v2/admin/users", {
    headers: basicAuth("demo.admin", "demo-admin-pw"),
    data: { username, accessGroups: ["default", "points.read"], displayName: "Passkey Person" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { oneTimePassword } = (await created.json()) as { oneTimePassword: string };
  const changed = await request.post("/v2/me/password", {
    headers: basicAuth(username, oneTimePassword),
    data: { currentPassword: oneTimePassword, newPassword: STRONG },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  return { username, password: STRONG };
}

/** Chromium's virtual authenticator (DevTools WebAuthn domain): a platform passkey store that verifies its user. */
async function addVirtualAuthenticator(page: Page, context: BrowserContext) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/** The test server's origin with its host as a name (WebAuthn's rule) or as the IP address 127.0.0.1. */
function serverAt(baseURL: string | undefined, host: "localhost" | "127.0.0.1") {
  const origin = new URL(baseURL ?? "http://127.0.0.1:3100");
  if (origin.hostname === "127.0.0.1" || origin.hostname === "localhost") origin.hostname = host;
  return (path: string) => new URL(path, origin).toString();
}

interface PasskeyFixtures {
  page: Page;
  context: BrowserContext;
  request: APIRequestContext;
  baseURL?: string;
}

/** A fresh user (see createUser) with a virtual authenticator, signed in at `host` and on the security page. */
async function onSecurityPage({ page, context, request, baseURL }: PasskeyFixtures, host: "localhost" | "127.0.0.1") {
  const at = serverAt(baseURL, host);
  const user = await createUser(request);
  const authenticator = await addVirtualAuthenticator(page, context);
  await page.goto(at("/login"));
  await signIn(page, user.username, user.password);
  await page.goto(at("/account/security"));
  return { at, user, ...authenticator, section: page.getByRole("region", { name: "Passkeys" }) };
}

test("a user registers a passkey on the security page, signs out, and signs in with it without a password", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { at, user, cdp, authenticatorId, section } = await onSecurityPage(
    { page, context, request, baseURL },
    "localhost",
  );
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // A blank name is refused before the browser is asked.
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("name must not be blank")).toBeVisible();

  await section.getByLabel("Passkey name").fill("Virtual key");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.getByText("Passkey “Virtual key” added.")).toBeVisible();
  await expect(
    section.getByRole("table", { name: "Your passkeys" }).getByRole("cell", { name: "Virtual key", exact: true }),
  ).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0].isResidentCredential).toBe(true);

  // Rename it in place.
  await section.getByRole("button", { name: "Rename Virtual key" }).click();
  await section.getByLabel("New name").fill("Desk key");
  await section.getByRole("button", { name: "Save" }).click();
  await expect(section.getByRole("cell", { name: "Desk key", exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  // No username, no password: the passkey alone.
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(at("/account/security"));
  await expect(page.getByText(`How ${user.username} signs in`)).toBeVisible();
  const row = page.getByRole("row", { name: /Desk key/ });
  await expect(row).not.toContainText("Never");

  // The authenticator's counter moved on, and a second sign-in works too.
  const after = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(after.credentials[0].signCount).toBeGreaterThan(0);
});

test("the login form says so when the browser's passkey attempt fails", async ({ page, context }) => {
  // An authenticator holding no passkey for this site: the browser finds nothing to offer.
  await addVirtualAuthenticator(page, context);
  await page.goto("/login");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.locator("p[role=alert]")).toContainText(/passkey/i, { timeout: 30_000 });
  await expect(page).toHaveURL(/\/login/);
});

test("on an IP-address host the security page explains why the browser refuses a passkey", async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const { section } = await onSecurityPage({ page, context, request, baseURL }, "127.0.0.1");
  await section.getByLabel("Passkey name").fill("Refused key");
  await section.getByRole("button", { name: "Add a passkey" }).click();
  await expect(section.locator("p[role=alert]")).toContainText("refuses passkeys at 127.0.0.1");
  await expect(section.getByText("You have no passkeys yet.")).toBeVisible();
});
