import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in.ts";

// Security headers on pages and API answers, the console working under its Content-Security-Policy,
// callbackUrl kept on this site, and the console sign-in lockout.

declare global {
  interface Window {
    cspViolations: string[];
  }
}

async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) =>
      window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => window.cspViolations))];
}

test("a page and an API answer carry the security headers", async ({ request }) => {
  const page = await request.get("/login");
  const pageHeaders = page.headers();
  expect(pageHeaders["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(pageHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(pageHeaders["x-content-type-options"]).toBe("nosniff");
  expect(pageHeaders["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  // The nonce in the policy is the one on the page's scripts.
  const nonce = /'nonce-([^']+)'/.exec(pageHeaders["content-security-policy"])?.[1];
  expect(await page.text()).toContain(`nonce="${nonce}"`);

  const api = await request.get("/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001", {
    headers: { authorization: `Basic ${Buffer.from("demo.checker:demo-checker-pw").toString("base64")}` },
  });
  expect(api.status()).toBe(200);
  const apiHeaders = api.headers();
  expect(apiHeaders["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(apiHeaders["x-content-type-options"]).toBe("nosniff");
  expect(apiHeaders["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(apiHeaders["ratelimit-policy"]).toMatch(/^"per-principal";q=\d+;w=60$/);
  expect(apiHeaders["ratelimit"]).toMatch(/^"per-principal";r=\d+;t=\d+$/);
});

test("the console signs in and shows the request queue with no CSP violation", async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto("/requests");
  await signIn(page, "demo.checker", "demo-checker-pw");
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole("heading", { name: "Requests" })).toBeVisible();
  // Client-side navigation works, so the bundle's scripts ran.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Customers" }).click();
  await expect(page).toHaveURL(/\/customers/);
  expect(await violations()).toEqual([]);
});

test("a callbackUrl that leaves the site sends the signed-in user home instead", async ({ page, baseURL }) => {
  await signIn(page, "demo.maker", "demo-maker-pw");
  for (const callbackUrl of [
    "/\\evil.example",
    "//evil.example",
    "https://evil.example",
    "/%5Cevil.example",
    "%2F%2Fevil.example",
  ]) {
    await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(new URL(page.url()).origin, callbackUrl).toBe(new URL(baseURL ?? "").origin);
    await expect(page).toHaveURL(/\/$/);
  }
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/customers")}`);
  await expect(page).toHaveURL(/\/customers$/);
});

test("console sign-in locks a username out after 5 failures: 429 with Retry-After, and says so", async ({ page }) => {
  const username = `locked.e2e.${Date.now()}`;
  await page.goto("/login");
  for (let i = 0; i < 5; i++) {
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong username or password.");
  }
  const refused = page.waitForResponse((response) => response.url().includes("/api/auth/callback/credentials"));
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const response = await refused;
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(800);
  await expect(page.locator("form").getByRole("alert")).toHaveText(
    "Too many failed sign-in attempts. Wait a while before trying again.",
  );
});
