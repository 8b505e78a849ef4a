import { expect, test } from "@playwright/test";
import Papa from "papaparse";
import { basicAuth, createCustomer } from "./support/demo-api.ts";
import { readDownload } from "./support/downloads.ts";
import { signIn } from "./support/sign-in.ts";

const MAKER = basicAuth("demo.maker", "demo-maker-pw");

test("the product list downloads every product matching its search, in the import's columns", async ({
  page,
  request,
}) => {
  const prefix = `E2E-EXP-${Date.now()}`;
  const product = (n: number, extra: object = {}) => ({
    sku: `${prefix}-${n}`,
    price: `${n}.50`,
    description: `Export ${n}`,
    ...extra,
  });
  const products = [
    product(1, {
      brand: { name: "Lee" },
      size: { name: "M", type: "apparel" },
      attributes: { attribute: [{ name: "fabric", value: "denim" }] },
    }),
    ...Array.from({ length: 24 }, (_, i) => product(i + 2)),
  ];
  const added = await request.post("/v1.1/product/add", { headers: MAKER, data: { root: { product: products } } });
  expect(added.status(), await added.text()).toBe(200);

  await page.goto(`/products?q=${prefix}`);
  await signIn(page, "demo.maker", "demo-maker-pw");
  await expect(page.getByRole("heading", { name: `25 products match “${prefix}”` })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`products-matching-${prefix}.csv`);
  const [header, ...rows] = Papa.parse<string[]>((await readDownload(download)).trim()).data;
  expect(header).toEqual([
    "sku",
    "price",
    "name",
    "long_description",
    "ean",
    "brand",
    "category",
    "color",
    "size",
    "size_type",
    "style",
    "returnable",
    "returnable_days",
    "img_url",
    "ou_code",
    "attribute:fabric",
  ]);
  expect(rows).toHaveLength(25);
  const first = Object.fromEntries(header.map((name, i) => [name, rows.find((row) => row[0] === `${prefix}-1`)?.[i]]));
  expect(first).toMatchObject({
    sku: `${prefix}-1`,
    price: "1.5",
    name: "Export 1",
    brand: "Lee",
    size: "M",
    size_type: "apparel",
    "attribute:fabric": "denim",
  });
});

test("the request queue exports the requests of its current filter", async ({ page, request }) => {
  const customer = await createCustomer(request, "Export", "Queue");
  const goodwill = await request.post("/v1.1/request/add", {
    headers: MAKER,
    data: {
      root: { request: [{ type: "GOODWILL", base_type: "POINTS", customer: { id: customer.id }, points: "7" }] },
    },
  });
  expect(goodwill.status(), await goodwill.text()).toBe(200);
  const goodwillId = String((await goodwill.json()).response.requests.request[0].id);

  await page.goto("/requests?requestType=GOODWILL&requestSubType=POINTS&status=PENDING");
  await signIn(page, "demo.checker", "demo-checker-pw");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("requests.csv");
  const [header, ...rows] = Papa.parse<string[]>((await readDownload(download)).trim()).data;
  expect(header.slice(0, 8)).toEqual([
    "id",
    "type",
    "baseType",
    "status",
    "customerId",
    "customerName",
    "survivorId",
    "requestedPoints",
  ]);
  const mine = rows.find((row) => row[0] === goodwillId);
  expect(mine?.slice(0, 8)).toEqual([
    goodwillId,
    "GOODWILL",
    "POINTS",
    "PENDING",
    String(customer.id),
    "Export Queue",
    "",
    "7",
  ]);
  // The filter holds: the seeded pending transaction of Ben Ito is not in a GOODWILL export.
  expect(rows.every((row) => row[1] === "GOODWILL" && row[3] === "PENDING")).toBe(true);
});
