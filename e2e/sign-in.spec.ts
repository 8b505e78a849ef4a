import { expect, test } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { signIn } from "./support/sign-in.ts";

test("demo.checker signs in, sees the shell with their organization, and signs out", async ({ page }) => {
  await page.goto("/requests");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Frequests/);
  await signIn(page, "demo.checker", "demo-checker-pw");
  await expect(page).toHaveURL(/\/requests$/);
  await expect(page.getByRole("heading", { name: "Requests" })).toBeVisible();
  const shell = page.getByTestId("shell-user");
  await expect(shell).toContainText("Demo Checker");
  await expect(shell).toContainText("Demo Retail");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const section of ["Requests", "Customers", "Vendors", "Products", "Target groups"]) {
    await expect(nav.getByRole("link", { name: section })).toBeVisible();
  }
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto("/customers");
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong password is refused with a message", async ({ page }) => {
  await page.goto("/login");
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel("Username").fill("demo.checker");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong username or password.");
});

test("demo.viewer does not see Requests and its URL answers 403", async ({ page }) => {
  await signIn(page, "demo.viewer", "demo-viewer-pw");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Customers" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Requests" })).toHaveCount(0);
  const response = await page.goto("/requests");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
});

test("every response carries a request id header", async ({ request }) => {
  const page = await request.get("/login");
  expect(page.headers()["x-cap-requestid"]).toBeTruthy();
  const api = await request.get("/v2/customers/lookup?source=INSTORE&identifierName=mobile&identifierValue=1");
  expect(api.status()).toBe(401);
  expect(api.headers()["x-cap-requestid"]).toBeTruthy();
});
