import { expect, test } from "@playwright/test";
import { signIn } from "./support/sign-in.ts";

// The console's API reference renders the generated document with swagger-ui-dist's prebuilt bundle, served
// from our own origin (nothing fetched elsewhere), without errors, and "Try it out" reaches the API: with the
// demo checker pre-filled in demo mode, with the session otherwise.

test("the API reference lists the operations and runs one", async ({ page, baseURL }) => {
  // swagger-ui is a large bundle to parse on a busy machine.
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== new URL(baseURL!).origin)
      elsewhere.push(request.url());
  });

  await page.goto("/login");
  await signIn(page, "demo.viewer", "demo-viewer-pw");
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { name: "API reference", level: 1 })).toBeVisible();

  const createRequest = page.locator(".opblock-post").filter({ has: page.locator('[data-path="/v2/requests"]') });
  // The first render waits for the bundle to parse and the document to load.
  await expect(createRequest.locator(".opblock-summary-method")).toHaveText("POST", { timeout: 60_000 });
  await expect(page.locator(".opblock-summary-path", { hasText: "/v1.1/request/approve" })).toBeVisible();
  await expect(
    page.locator(".opblock-summary-path", { hasText: "/api_gateway/rewards/core/v1/vendor/create" }),
  ).toBeVisible();

  // An operation's rules beyond its schema are written in its description.
  await createRequest.locator(".opblock-summary-control").click();
  await expect(createRequest.locator(".opblock-description-wrapper").first()).toContainText(
    "Request for Merge already exists for the victim",
  );
  await createRequest.locator(".opblock-summary-control").click();

  const demoMode = (await page.getByText("Demo mode:").count()) > 0;
  await page.getByRole("button", { name: "Authorize" }).first().click();
  const dialog = page.locator(".auth-container").filter({ hasText: "basicAuth" });
  if (demoMode) await expect(dialog).toContainText("demo.checker");
  else await expect(dialog.locator('input[type="text"]').first()).toHaveValue("");
  await page.locator(".modal-ux .close-modal").click();

  const listLabels = page.locator(".opblock-get").filter({ has: page.locator('[data-path="/v2/labels"]') });
  await listLabels.locator(".opblock-summary-control").click();
  await listLabels.getByRole("button", { name: "Try it out" }).click();
  await listLabels.getByRole("button", { name: "Execute" }).click();
  await expect(listLabels.locator(".live-responses-table tbody .response-col_status").first()).toHaveText("200");
  await expect(listLabels.locator(".live-responses-table")).toContainText("VIP");

  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});

test("/openapi.json is public; /docs is not", async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  const document = await anonymous.get("/openapi.json", { maxRedirects: 0 });
  expect(document.status()).toBe(200);
  expect(((await document.json()) as { openapi: string }).openapi).toBe("3.1.0");
  const docs = await anonymous.get("/docs", { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(docs.status());
  expect(docs.headers().location).toContain("/login");
  await anonymous.dispose();
});
