import type { Server } from "node:http";
import { expect, test, type Browser, type Page } from "@playwright/test";
import Provider from "oidc-provider";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { createOrganization } from "./support/org-create.ts";
import { signIn } from "./support/sign-in.ts";

// Single sign-on against a real OpenID provider (oidc-provider, started here on its own port, with its
// development login and consent pages): first sign-in creates the user (JIT), IdP groups map to access
// groups, a tampered state is refused, and enforce refuses console passwords except to admins. It uses
// an organization of its own (npm run org:create), so the demo organization stays as it is.

const IDP_PORT = 3214;
const ISSUER = `http://127.0.0.1:${IDP_PORT}`;
const CLIENT = { clientId: "loyalty-console", clientSecret: "e2e-client-secret-0123456789" };
const STRONG = "Copper-Meadow-Glacier-62";

// Login names unique to the run: usernames are unique across organizations, and the server may be reused.
const RUN = Date.now().toString(36);
const CAROL = `carol.${RUN}`;
const DAVE = `dave.${RUN}`;

/** The IdP's users: what its ID tokens say about each login name. */
const accounts: Record<string, { name: string; email: string; groups: string[] }> = {
  [CAROL]: { name: "Carol Checker", email: "carol@example.test", groups: ["loyalty-checkers", "unrelated"] },
  [DAVE]: { name: "Dave Outsider", email: "dave@example.test", groups: ["outsiders"] },
};

let idp: Server;
/** While set, the IdP's redirect back to the console carries a state other than the one it was sent. */
let tamperState = false;
let org: { orgId: number; admin: string; signInName: string };
let maker: { username: string; password: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(180_000);
  const created = createOrganization(baseURL ?? "", { admin: "sso.admin", organization: "SSO Org" });
  const api = await playwright.request.newContext({ baseURL });
  const changed = await api.post("/v2/me/password", {
    headers: basicAuth(created.username, created.password),
    data: { currentPassword: created.password, newPassword: STRONG },
  });
  expect(changed.status(), await changed.text()).toBeLessThan(300);
  const admin = basicAuth(created.username, STRONG);

  // A password user of the organization, for enforce.
  const makerName = `sso.maker${Date.now()}`;
  const added = await api.post("/v2/admin/users", {
    headers: admin,
    data: { username: makerName, accessGroups: ["requests.write"] },
  });
  expect(added.status(), await added.text()).toBe(200);
  const { oneTimePassword } = (await added.json()) as { oneTimePassword: string };
  const makerPassword = `${STRONG}-Maker`;
  const makerChanged = await api.post("/v2/me/password", {
    headers: basicAuth(makerName, oneTimePassword),
    data: { currentPassword: oneTimePassword, newPassword: makerPassword },
  });
  expect(makerChanged.status(), await makerChanged.text()).toBeLessThan(300);
  maker = { username: makerName, password: makerPassword };

  const signInName = `sso-e2e-${Date.now()}`;
  const configured = await api.patch("/v2/admin/settings", {
    headers: admin,
    data: {
      sso: {
        issuer: ISSUER,
        ...CLIENT,
        groupsClaim: "groups",
        groupMap: { "loyalty-checkers": ["requests.approve"], "loyalty-makers": ["requests.write"] },
        signInName,
      },
    },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const { sso } = ((await configured.json()) as { data: { sso: { redirectUri: string; signInName: string } } }).data;
  expect(sso.signInName).toBe(signInName);
  expect(sso.redirectUri).toBe(`${new URL(baseURL ?? "").origin}/api/auth/callback/sso-${created.orgId}`);
  await api.dispose();
  org = { orgId: created.orgId, admin: created.username, signInName };

  const provider = new Provider(ISSUER, {
    clients: [
      {
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        redirect_uris: [sso.redirectUri],
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    claims: { openid: ["sub"], profile: ["name", "preferred_username"], email: ["email"], groups: ["groups"] },
    // next-auth reads the ID token's claims (idToken: true), not the userinfo endpoint.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ["e2e-idp-cookie-key"] },
    findAccount: (_ctx, sub) =>
      accounts[sub]
        ? { accountId: sub, claims: () => ({ sub, preferred_username: sub, ...accounts[sub] }) }
        : undefined,
  });
  // As an attacker between the IdP and the browser would: the code is genuine, the state is not.
  provider.use(async (ctx, next) => {
    await next();
    const location = ctx.response.get("location") ?? "";
    if (!tamperState || !location.startsWith(sso.redirectUri)) return;
    const url = new URL(location);
    url.searchParams.set("state", `${url.searchParams.get("state")}-tampered`);
    ctx.redirect(url.toString());
  });
  idp = provider.listen(IDP_PORT);
});

test.afterAll(async () => {
  await new Promise((resolve) => (idp ? idp.close(resolve) : resolve(undefined)));
});

/** From the login page through the IdP's own login and consent pages, back to the console. */
async function ssoSignIn(page: Page, organization: string, login: string) {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  await page.getByLabel("Organization (id or sign-in name)").fill(organization);
  await page.getByRole("button", { name: "Continue with single sign-on" }).click();
  await expect(page).toHaveURL(new RegExp(`^${ISSUER}/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("any password: the IdP's development login takes it");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await page.getByRole("button", { name: "Continue" }).click();
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test("an unknown organization is refused on the login page", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("link", { name: "Sign in with single sign-on" }).click();
  await page.getByLabel("Organization (id or sign-in name)").fill("no-such-organization");
  await page.getByRole("button", { name: "Continue with single sign-on" }).click();
  await expect(page.locator("p[role=alert]")).toHaveText(
    "No organization with single sign-on by that id or sign-in name.",
  );
  await expectNoSeriousAxeViolations(page);
  // The providers list never names an organization's provider.
  const providers = await (await page.request.get("/api/auth/providers")).json();
  expect(Object.keys(providers as object).some((id) => id.startsWith("sso-"))).toBe(false);
});

test("first sign-in creates the user, whose mapped group reaches its pages and no others", async ({ page }) => {
  test.setTimeout(120_000);
  await ssoSignIn(page, org.signInName, CAROL);
  await expect(page).not.toHaveURL(/\/login|127\.0\.0\.1:3214/);
  expect((await page.goto("/requests"))?.status()).toBe(200);
  expect((await page.goto("/admin/users"))?.status()).toBe(403);

  const api = await page.context().request;
  const users = await api.get("/v2/admin/users", { headers: basicAuth(org.admin, STRONG) });
  const list = ((await users.json()) as { data: { username: string; accessGroups: string[] }[] }).data;
  expect(list.find((user) => user.username === CAROL)).toMatchObject({ accessGroups: ["requests.approve"] });
});

test("groups follow the IdP at every sign-in, by the organization's id too", async ({ browser }) => {
  test.setTimeout(120_000);
  accounts[CAROL].groups = ["loyalty-makers"];
  const { context, page } = await freshPage(browser);
  await ssoSignIn(page, String(org.orgId), CAROL);
  await expect(page).not.toHaveURL(/\/login|127\.0\.0\.1:3214/);
  const users = await page.request.get("/v2/admin/users", { headers: basicAuth(org.admin, STRONG) });
  const list = ((await users.json()) as { data: { username: string; accessGroups: string[] }[] }).data;
  expect(list.filter((user) => user.username.startsWith(CAROL))).toEqual([
    expect.objectContaining({ username: CAROL, accessGroups: ["requests.write"] }),
  ]);
  await context.close();
});

test("a user none of whose groups maps is refused with a clear message and no session", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await freshPage(browser);
  await ssoSignIn(page, org.signInName, DAVE);
  await expect(page).toHaveURL(/\/login\?error=SsoNoAccess/);
  await expect(page.locator("p[role=alert]")).toContainText("your account has no access here");
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

test("a tampered state on the way back is refused: an error shown, no session", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await freshPage(browser);
  tamperState = true;
  await ssoSignIn(page, org.signInName, CAROL);
  await expect(page).toHaveURL(/\/login\?.*error=OAuthCallback/);
  await expect(page.locator("p[role=alert]")).toContainText("Single sign-on failed");
  tamperState = false;
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/login/);
  await context.close();
});

test("enforce refuses a member's console password; an admin still signs in and sees what to register", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const enforced = await request.patch("/v2/admin/settings", {
    headers: basicAuth(org.admin, STRONG),
    data: { sso: { enforce: true } },
  });
  expect(enforced.status(), await enforced.text()).toBe(200);

  const member = await freshPage(browser);
  await member.page.goto("/login");
  await member.page.getByLabel("Username").fill(maker.username);
  await member.page.getByLabel("Password").fill(maker.password);
  await member.page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(member.page.locator("p[role=alert]")).toContainText("Your organization signs in with single sign-on");
  await expect(member.page).toHaveURL(/\/login/);
  await member.context.close();

  const admin = await freshPage(browser);
  await signIn(admin.page, org.admin, STRONG);
  await admin.page.goto("/admin/settings");
  await expect(admin.page.getByTestId("sso-redirect-uri")).toHaveText(/\/api\/auth\/callback\/sso-\d+$/);
  await expect(admin.page.getByTestId("sso-sign-in-name")).toHaveText(org.signInName);
  await expect(admin.page.getByLabel("Enforce: console password sign-in only for break-glass admins")).toBeChecked();
  await expectNoSeriousAxeViolations(admin.page);
  await admin.context.close();
});
