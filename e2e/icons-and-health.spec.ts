import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in.ts";

// Browsers and probes ask for these without a session: none may be sent to the sign-in page.

test("the favicon, the app icon and the health probes are served without signing in", async ({ request }) => {
  const ico = await request.get("/favicon.ico", { maxRedirects: 0 });
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const svg = await request.get("/icon.svg", { maxRedirects: 0 });
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  expect(await svg.text()).toContain("<svg");

  expect((await request.get("/apple-touch-icon.png", { maxRedirects: 0 })).status()).toBe(200);

  const live = await request.get("/api/health", { maxRedirects: 0 });
  expect(live.status()).toBe(200);
  expect(await live.json()).toMatchObject({ status: "ok" });
  expect(live.headers()["cache-control"]).toBe("no-store");

  const ready = await request.get("/api/health/ready", { maxRedirects: 0 });
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({
    status: "ok",
    checks: { database: { status: "ok" }, migrations: { status: "ok" } },
  });
});

test("the sign-in page's and the signed-in shell's HTML reference the icons", async ({ request }) => {
  const login = await (await request.get("/login")).text();
  expect(login).toContain('<link rel="icon" href="/icon.svg" type="image/svg+xml"/>');
  expect(login).toContain('<link rel="icon" href="/favicon.ico" sizes="16x16 32x32"/>');
  expect(login).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  expect(login).toMatch(/<h1 class="brand-title"><img [^>]*data-testid="app-icon"[^>]*src="\/icon.svg"/);

  const { csrfToken } = await (await request.get("/api/auth/csrf")).json();
  const signedIn = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, username: "demo.viewer", password: "demo-viewer-pw", json: "true" },
  });
  expect(signedIn.ok()).toBe(true);
  const shell = await (await request.get("/customers", { maxRedirects: 0 })).text();
  expect(shell).toMatch(/<a class="brand" href="\/"><img [^>]*data-testid="app-icon"[^>]*src="\/icon.svg"/);
});

test("the sign-in page and the console shell show the app icon", async ({ page }) => {
  await page.goto("/login");
  await expect(page.locator('head link[rel="icon"][href="/icon.svg"]')).toHaveAttribute("type", "image/svg+xml");
  await expect(page.locator('head link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  await expect(page.locator('head link[rel="apple-touch-icon"][href="/apple-touch-icon.png"]')).toHaveCount(1);
  const loginIcon = page.getByRole("heading", { name: "Loyalty Ops" }).getByTestId("app-icon");
  await expect(loginIcon).toBeVisible();
  await expect
    .poll(() => loginIcon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await signIn(page, "demo.viewer", "demo-viewer-pw");
  const brand = page.getByRole("link", { name: "Loyalty Ops" });
  await expect(brand.getByTestId("app-icon")).toBeVisible();
  await expect(brand.getByTestId("app-icon")).toHaveAttribute("src", "/icon.svg");
});
