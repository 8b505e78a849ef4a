import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./support/axe.ts";
import { basicAuth } from "./support/demo-api.ts";
import { describeSignedIn } from "./support/sign-in.ts";

const MAKER = basicAuth("demo.maker", "demo-maker-pw");
const MASK = "********";
const vendorApi = (id: number) => `/api_gateway/rewards/core/v1/vendor/${id}`;

interface GatewayVendor {
  id: number;
  name: string;
  code: string;
  rank: number | null;
  description: string;
  enabled: boolean;
  vendorDetails: { key: string; value: string } | null;
  images: { name: string; altText: string | null; id: string | null; url: string | null; isExternal: boolean }[];
  videos: { name: string; altText: string | null; id: string | null; url: string | null; isExternal: boolean }[];
  lastUpdatedOn: number;
}

async function fetchVendor(request: APIRequestContext, id: number): Promise<GatewayVendor> {
  const response = await request.get(vendorApi(id), { headers: MAKER });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { vendor: GatewayVendor }).vendor;
}

const vendorIdFrom = (page: Page) => Number(/\/vendors\/(\d+)/.exec(page.url())?.[1]);

describeSignedIn("vendor pages as demo.maker", "demo.maker", "/vendors", /\/vendors/, () => {
  test("creates a vendor with a secret and media, keeps the secret write-only through an edit, and toggles it from the list", async ({
    page,
    request,
  }) => {
    const stamp = Date.now();
    const name = `E2E Vendor ${stamp}`;
    const secret = { key: `api-key-${stamp}`, value: `plain-secret-value-${stamp}` };

    await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
    await expect(page.getByLabel("Brand", { exact: true })).toHaveValue("10");
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("link", { name: "New vendor" }).click();
    await expect(page).toHaveURL(/\/vendors\/new\?brand=10$/);
    await expect(page.getByRole("heading", { level: 1, name: "New vendor" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel("Name").fill(name);
    await page.getByLabel("Type").selectOption("POINTS");
    await page.getByLabel("Rank").fill("3");
    await page.getByLabel("Description").fill("Created by the browser test");
    await expect(page.getByText("27 of at most 1034 characters.")).toBeVisible();
    await page.getByLabel("Details key").fill(secret.key);
    await page.getByLabel("Details value").fill(secret.value);

    await page.getByRole("button", { name: "Add image" }).click();
    const image = page.getByRole("group", { name: "Image 1" });
    await image.getByLabel("Name").fill("logo");
    await image.getByLabel("Alt text (optional)").fill("The vendor logo");
    await image.getByLabel("Address").fill("https://cdn.example.com/logo.png");

    await page.getByRole("button", { name: "Add video" }).click();
    const video = page.getByRole("group", { name: "Video 1" });
    await video.getByLabel("Name").fill("intro");
    await video.getByLabel("File handle").check();
    await video.getByLabel("File id").fill("fh-video-1");

    // The limits are enforced by the rows: two videos at most.
    await page.getByRole("button", { name: "Add video" }).click();
    await expect(page.getByRole("button", { name: "Add video" })).toBeDisabled();
    await page.getByRole("button", { name: "Remove video 2" }).click();
    await expect(page.getByRole("button", { name: "Add video" })).toBeEnabled();

    await page.getByRole("button", { name: "Create vendor" }).click();
    await expect(page).toHaveURL(/\/vendors\/\d+\?created=1$/);
    const id = vendorIdFrom(page);
    await expect(page.getByRole("status").filter({ hasText: "Vendor created" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Vendor ${name}` })).toBeVisible();

    // The secret is shown masked and its plaintext is nowhere in the page.
    await expect(page.getByLabel("Details key")).toHaveValue(MASK);
    await expect(page.getByLabel("Details value")).toHaveValue(MASK);
    await expect(page.getByLabel("Type")).toHaveValue("POINTS");
    await expect(page.getByRole("group", { name: "Video 1" }).getByLabel("File id")).toHaveValue("fh-video-1");
    await expect(page.getByRole("group", { name: "Video 1" }).getByLabel("File handle")).toBeChecked();
    const html = await page.content();
    expect(html).not.toContain(secret.key);
    expect(html).not.toContain(secret.value);
    await expectNoSeriousAxeViolations(page);

    const created = await fetchVendor(request, id);
    expect(created).toMatchObject({
      name,
      rank: 3,
      enabled: true,
      vendorDetails: { key: MASK, value: MASK },
      images: [
        {
          name: "logo",
          altText: "The vendor logo",
          id: null,
          url: "https://cdn.example.com/logo.png",
          isExternal: true,
        },
      ],
      videos: [{ name: "intro", altText: null, id: "fh-video-1", url: null, isExternal: false }],
    });
    expect(created.code).toMatch(/^[0-9a-f-]{36}$/);

    // Edit another field without touching the secret: the update succeeds and the secret is kept.
    await page.getByLabel("Description").fill("Edited without touching the secret");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toContainText(
      "5003: Vendor updated successfully",
    );
    await expect(page.getByLabel("Details value")).toHaveValue(MASK);
    const edited = await fetchVendor(request, id);
    expect(edited.description).toBe("Edited without touching the secret");
    expect(edited.vendorDetails).toEqual({ key: MASK, value: MASK });
    expect(edited.lastUpdatedOn).toBeGreaterThanOrEqual(created.lastUpdatedOn);

    // A half-masked pair would store the mask itself: the form refuses it and sends nothing.
    await page.getByLabel("Details value").fill("a-new-value");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByTestId("vendor-vendorDetails-key-error")).toContainText("Type the new key too");
    await expect(page.getByLabel("Details key")).toHaveAttribute("aria-invalid", "true");
    expect((await fetchVendor(request, id)).lastUpdatedOn).toBe(edited.lastUpdatedOn);

    // The list shows it with its stored type and rank; disable then enable it from there. The refused change is
    // still in the form, so leaving asks first.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("link", { name: "Back to the vendor list" }).click();
    await expect(page).toHaveURL(/\/vendors\?brand=10$/);
    const row = page.getByTestId(`vendor-row-${id}`);
    await expect(row.getByRole("rowheader")).toHaveText(name);
    await expect(row.locator("td").nth(1)).toHaveText("POINTS");
    await expect(row.locator("td").nth(2)).toHaveText("3");
    await expect(row.locator("td").nth(3)).toHaveText("Yes");

    await row.getByRole("button", { name: `Disable vendor ${name}` }).click();
    // Disabling asks first; cancelling changes nothing and puts focus back.
    const confirm = page.getByRole("dialog", { name: `Disable vendor ${name}?` });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByRole("button", { name: `Disable vendor ${name}` })).toBeFocused();
    expect((await fetchVendor(request, id)).enabled).toBe(true);
    await row.getByRole("button", { name: `Disable vendor ${name}` }).click();
    await confirm.getByRole("button", { name: "Disable", exact: true }).click();
    await expect(row.locator("td").nth(3)).toHaveText("No");
    await expect(page.getByRole("status")).toContainText(
      `${name} is now disabled. (5006: Vendor disabled successfully)`,
    );
    await expect.poll(async () => (await fetchVendor(request, id)).enabled).toBe(false);

    await row.getByRole("button", { name: `Enable vendor ${name}` }).click();
    await expect(page.getByRole("status")).toContainText(`${name} is now enabled. (5006: Vendor enabled successfully)`);
    await expect(row.locator("td").nth(3)).toHaveText("Yes");
    expect((await fetchVendor(request, id)).enabled).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // The brand stays in the URL, so the list is linkable.
    await page.goto("/vendors?brand=10");
    await expect(page.getByTestId(`vendor-row-${id}`)).toBeVisible();
    await expect((await fetchVendor(request, id)).vendorDetails).toEqual({ key: MASK, value: MASK });
  });

  test("shows 5007 beside the name for a duplicate and field errors beside their fields", async ({ page, request }) => {
    const name = `E2E Duplicate ${Date.now()}`;
    const response = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
      headers: MAKER,
      data: { name, brandId: 10, type: "REWARDS" },
    });
    expect(response.status()).toBe(200);
    // As the original: HTTP 200 with the failure status; the form must still read it as a refusal.
    const duplicate = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
      headers: MAKER,
      data: { name, brandId: 10, type: "REWARDS" },
    });
    expect(duplicate.status()).toBe(200);
    expect(await duplicate.json()).toEqual({
      status: { success: false, code: 5007, message: "Vendor already exists" },
      vendor: null,
    });

    await page.goto("/vendors/new");
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Create vendor" }).click();
    const nameError = page.getByTestId("vendor-name-error");
    await expect(nameError).toContainText("already has this name or code");
    await expect(nameError).toContainText("5007: Vendor already exists");
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Name")).toBeFocused();
    await expect(page).toHaveURL(/\/vendors\/new$/);

    // Client-side, with the API schema's own messages.
    await page.getByLabel("Rank").fill("0");
    await page.getByRole("button", { name: "Add image" }).click();
    await page.getByRole("group", { name: "Image 1" }).getByLabel("Name").fill("logo");
    await page.getByRole("group", { name: "Image 1" }).getByLabel("Address").fill("ftp://files.example.com/logo.png");
    await page.getByRole("button", { name: "Create vendor" }).click();
    await expect(page.getByTestId("vendor-rank-error")).toHaveText("rank must be greater than zero");
    await expect(page.getByTestId("vendor-images-0-url-error")).toHaveText("url must be an http or https URL");
    await expectNoSeriousAxeViolations(page);

    // Five images at most: the sixth cannot be added.
    for (let n = 2; n <= 5; n++) await page.getByRole("button", { name: "Add image" }).click();
    await expect(page.getByRole("group", { name: "Image 5" })).toBeVisible();
    await expect(page.getByText("5 of at most 5 images.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add image" })).toBeDisabled();
  });

  test("replaces the secret with a new pair and removes it", async ({ page, request }) => {
    const stamp = Date.now();
    const created = await request.post("/api_gateway/rewards/core/v1/vendor/create", {
      headers: MAKER,
      data: {
        name: `E2E Secret ${stamp}`,
        brandId: 10,
        type: "REWARDS",
        vendorDetails: { key: "old-key", value: `old-value-${stamp}` },
      },
    });
    expect(created.status()).toBe(200);
    const { id } = ((await created.json()) as { vendor: GatewayVendor }).vendor;

    await page.goto(`/vendors/${id}`);
    await page.getByLabel("Details key").fill(`new-key-${stamp}`);
    await page.getByLabel("Details value").fill(`new-value-${stamp}`);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("5003");
    await expect(page.getByLabel("Details key")).toHaveValue(MASK);
    await page.reload();
    expect(await page.content()).not.toContain(`value-${stamp}`);
    expect((await fetchVendor(request, id)).vendorDetails).toEqual({ key: MASK, value: MASK });

    await page.getByLabel("Remove the stored vendor details").check();
    await expect(page.getByLabel("Details key")).toHaveCount(0);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByRole("status")).toContainText("5003");
    await expect(page.getByLabel("Details key")).toHaveValue("");
    await expect(page.getByLabel("Remove the stored vendor details")).toHaveCount(0);
    expect((await fetchVendor(request, id)).vendorDetails).toBeNull();
  });

  // Another organization's vendor takes the same path (getVendor is scoped to the organization; its API
  // test covers that case), but the demo data gives no other organization a brand to create one in.
  test("answers 404 for an unknown vendor id", async ({ page }) => {
    for (const path of ["/vendors/999999999", "/vendors/not-a-number"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
    }
  });
});
