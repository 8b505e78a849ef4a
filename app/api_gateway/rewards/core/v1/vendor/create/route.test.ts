import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { openVendorDetails } from "@/lib/vendors/vendor-record.ts";
import { formatLocalIso } from "@/lib/time/server-time.ts";
import { POST } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const PATH = "/api_gateway/rewards/core/v1/vendor/create";
const SECRET = { key: "api-key-plain-Zq81", value: "api-secret-plain-Kx42" };
const create = (body: unknown, auth: Auth = "demo.maker") => callRoute(POST, { path: PATH, body, auth });
const vendorCount = () => db.vendor.count();
const str = (n: number, c = "a") => c.repeat(n);
const image = (i: number) => ({ name: `img-${i}`, altText: null, id: `file-${i}`, url: null, isExternal: false });
const video = (i: number) => ({ name: `vid-${i}`, altText: "a clip", id: `vfile-${i}`, url: null, isExternal: false });

let seq = 0;
const base = (over: Record<string, unknown> = {}) => ({
  name: `Vendor ${++seq}`,
  brandId: 10,
  type: "REWARDS",
  ...over,
});

const expectRefused = (
  res: { status: number; body: JsonBody },
  status: number,
  code: number,
  message?: string | RegExp,
) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({ status: { success: false, code, message: expect.any(String) }, vendor: null });
  if (typeof message === "string") expect(res.body.status.message).toBe(message);
  else if (message) expect(res.body.status.message).toMatch(message);
};

const NO_DEFAULT = noDefaultUser("vendor.nodefault");
let makerId: number;
beforeAll(async () => {
  makerId = (await db.user.findUniqueOrThrow({ where: { username: "demo.maker" } })).id;
  await db.brand.create({ data: { id: 20, orgId: 200, name: "Dual Co Rewards" } });
});

describe("POST /api_gateway/rewards/core/v1/vendor/create", () => {
  it("creates a vendor with every field and answers the full, masked resource", async () => {
    const before = Date.now();
    const res = await create({
      name: "Amazon Vouchers",
      code: "AMZ-01",
      brandId: 10,
      type: "REWARDS",
      enabled: true,
      isEncryptionRequired: true,
      vendorDetails: SECRET,
      images: [
        { name: "logo", altText: "Logo", id: "fh-123", isExternal: false },
        { name: "banner", altText: null, id: "ignored", url: "https://cdn.example.com/b.png", isExternal: true },
      ],
      videos: [{ name: "promo", url: "https://cdn.example.com/p.mp4", isExternal: true }],
      rank: 3,
      description: "Gift vouchers",
    });
    expect(res.status).toBe(200);
    const vendor = res.body.vendor;
    expect(res.body).toEqual({
      status: { success: true, code: 5002, message: "Vendor created successfully" },
      vendor: {
        id: expect.any(Number),
        name: "Amazon Vouchers",
        brandId: 10,
        enabled: true,
        isEncryptionRequired: true,
        encryptionRequired: true,
        vendorTypes: null,
        vendorDetails: { key: "********", value: "********" },
        type: "REWARDS",
        rank: 3,
        code: "AMZ-01",
        description: "Gift vouchers",
        images: [
          { name: "logo", altText: "Logo", id: "fh-123", url: null, isExternal: false },
          { name: "banner", altText: null, id: null, url: "https://cdn.example.com/b.png", isExternal: true },
        ],
        videos: [{ name: "promo", altText: null, id: null, url: "https://cdn.example.com/p.mp4", isExternal: true }],
        createdBy: makerId,
        lastUpdatedBy: makerId,
        createdOn: expect.any(Number),
        lastUpdatedOn: expect.any(Number),
        createdOnDateTime: expect.any(String),
        lastUpdatedOnDateTime: expect.any(String),
      },
    });
    expect(vendor.createdOn).toBeGreaterThanOrEqual(before - 1000);
    expect(vendor.createdOnDateTime).toBe(formatLocalIso(new Date(vendor.createdOn)));
    expect(JSON.stringify(res.body)).not.toContain("plain");
  });

  it("stores vendorDetails encrypted at rest and decrypts them for the vendor integration only", async () => {
    const res = await create(base({ vendorDetails: SECRET }));
    const row = await db.vendor.findUniqueOrThrow({ where: { id: res.body.vendor.id } });
    expect(row.detailsKeyEnc).toMatch(/^v2\./);
    expect(row.detailsKeyEnc).not.toContain(SECRET.key);
    expect(row.detailsValueEnc).not.toContain(SECRET.value);
    expect(JSON.stringify(row)).not.toContain("plain");
    expect(openVendorDetails(row)).toEqual(SECRET);
    // The same plaintext seals differently each time (random IV).
    const again = await create(base({ vendorDetails: SECRET }));
    const row2 = await db.vendor.findUniqueOrThrow({ where: { id: again.body.vendor.id } });
    expect(row2.detailsValueEnc).not.toBe(row.detailsValueEnc);
  });

  it("never echoes vendorDetails in an error", async () => {
    await create(base({ name: "Echo Test" }));
    const dup = await create(base({ name: "Echo Test", vendorDetails: SECRET }));
    expectRefused(dup, 200, 5007, "Vendor already exists");
    const bad = await create(base({ vendorDetails: { key: SECRET.key, value: [SECRET.value] } }));
    expect(bad.status).toBe(400);
    const badType = await create(base({ vendorDetails: { key: { secret: SECRET.key }, value: SECRET.value } }));
    expect(badType.status).toBe(400);
    for (const res of [dup, bad, badType]) expect(JSON.stringify(res.body)).not.toContain("plain");
  });

  it("assigns a random unique code when code is null or omitted, and defaults the optional fields", async () => {
    const a = await create(base({ code: null }));
    const b = await create(base());
    expect(a.status).toBe(200);
    expect(a.body.vendor.code).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.body.vendor.code).not.toBe(a.body.vendor.code);
    expect(b.body.vendor).toMatchObject({
      enabled: true,
      isEncryptionRequired: false,
      encryptionRequired: false,
      vendorDetails: null,
      rank: null,
      description: "",
      images: [],
      videos: [],
    });
  });

  it("assigns a generated code to a blank code as to a null one", async () => {
    const codes = [];
    for (const code of ["", "   ", "\t \n"]) {
      const res = await create(base({ code }));
      expect(res.status, JSON.stringify(code)).toBe(200);
      expect(res.body.status.success).toBe(true);
      expect(res.body.vendor.code).toMatch(/^[0-9a-f-]{36}$/);
      codes.push(res.body.vendor.code);
    }
    expect(new Set(codes).size).toBe(3);
    expect((await create(base({ code: "  PADDED  " }))).body.vendor.code).toBe("PADDED");
    expectRefused(await create(base({ code: ["C"] })), 400, 400, /code/);
    // A number is read as its text, as the original's Jackson reads it.
    expect((await create(base({ code: 12 }))).body.vendor.code).toBe("12");
  });

  it("stores a POINTS vendor as POINTS and answers type REWARDS", async () => {
    const res = await create(base({ type: "POINTS" }));
    expect(res.status).toBe(200);
    expect(res.body.vendor.type).toBe("REWARDS");
    expect((await db.vendor.findUniqueOrThrow({ where: { id: res.body.vendor.id } })).type).toBe("POINTS");
  });

  it("refuses a duplicate name or code in the organization with 5007, vendor null and HTTP 200, as the original", async () => {
    await create(base({ name: "Unique Name", code: "UNIQUE-CODE" }));
    const count = await vendorCount();
    expectRefused(await create(base({ name: "Unique Name" })), 200, 5007, "Vendor already exists");
    expectRefused(await create(base({ code: "UNIQUE-CODE" })), 200, 5007, "Vendor already exists");
    expect(await vendorCount()).toBe(count);
  });

  it("creates exactly one vendor when the same name is sent concurrently", async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => create(base({ name: "Race" }))));
    const created = results.filter((r) => r.body.status.success === true);
    expect(created).toHaveLength(1);
    for (const res of results.filter((r) => !created.includes(r)))
      expectRefused(res, 200, 5007, "Vendor already exists");
    expect(await db.vendor.count({ where: { name: "Race" } })).toBe(1);
  });

  it("lets another organization use the same name and code for its own brand", async () => {
    await create(base({ name: "Shared Name", code: "SHARED" }));
    const res = await create({ name: "Shared Name", code: "SHARED", brandId: 20, type: "REWARDS" }, "dual.maker");
    expect(res.status).toBe(200);
    expect(res.body.vendor.brandId).toBe(20);
  });

  it("answers 3004 with HTTP 200 for an unknown brand and for another organization's brand", async () => {
    const count = await vendorCount();
    expectRefused(await create(base({ brandId: 999 })), 200, 3004, "Brand not found");
    expectRefused(await create(base({ brandId: 2147483648 })), 200, 3004, "Brand not found");
    expectRefused(await create(base({ brandId: 10 }), "dual.maker"), 200, 3004, "Brand not found");
    expectRefused(await create(base({ brandId: 20 })), 200, 3004, "Brand not found");
    expect(await vendorCount()).toBe(count);
  });

  it("refuses the mask as vendor details, whole or in half, and creates nothing", async () => {
    const before = await vendorCount();
    for (const vendorDetails of [
      { key: "********", value: "********" },
      { key: "********", value: "v" },
      { key: "k", value: "********" },
    ])
      expectRefused(await create(base({ vendorDetails })), 400, 400, /\*{8}/);
    expect(await vendorCount()).toBe(before);
  });

  it("refuses an invalid type with code 400 and a message naming POINTS and REWARDS", async () => {
    for (const type of ["VOUCHER", "rewards", 7]) {
      const res = await create(base({ type }));
      expectRefused(res, 400, 400, /POINTS.*REWARDS/);
      expect(res.body.status.message).toContain("VendorType");
    }
    expectRefused(await create({ name: "No type", brandId: 10 }), 400, 400, /POINTS.*REWARDS/);
    const long = await create(base({ type: "X".repeat(5000) }));
    expectRefused(long, 400, 400, /POINTS.*REWARDS/);
    expect(long.body.status.message.length).toBeLessThan(200);
  });

  it("refuses rank 0 and negative ranks with the original's message, and accepts rank 1", async () => {
    expectRefused(await create(base({ rank: 0 })), 400, 400, "rank must be greater than zero");
    expectRefused(await create(base({ rank: -4 })), 400, 400, "rank must be greater than zero");
    expectRefused(await create(base({ rank: 1.5 })), 400, 400, /rank/);
    expectRefused(await create(base({ rank: 2147483648 })), 400, 400, /rank must be at most/);
    expect((await create(base({ rank: 2147483647 }))).status).toBe(200);
    expect((await create(base({ rank: 1 }))).body.vendor.rank).toBe(1);
  });

  it("refuses brandId 0 and a non-integer brandId", async () => {
    expectRefused(await create(base({ brandId: 0 })), 400, 400, /brandId must be greater than zero/);
    expectRefused(await create(base({ brandId: "ten" })), 400, 400, /brandId/);
    expectRefused(await create(base({ brandId: "10.5" })), 400, 400, /brandId/);
  });

  it.each([
    ["name", { name: str(255, "n") }, { name: str(256, "m") }],
    ["code", { code: str(255, "c") }, { code: str(256, "d") }],
    ["description", { description: str(1034) }, { description: str(1035) }],
    ["images", { images: [1, 2, 3, 4, 5].map(image) }, { images: [1, 2, 3, 4, 5, 6].map(image) }],
    ["videos", { videos: [1, 2].map(video) }, { videos: [1, 2, 3].map(video) }],
  ])("accepts %s at the limit and refuses it one past", async (field, atLimit, pastLimit) => {
    const ok = await create(base(atLimit));
    expect(ok.status).toBe(200);
    expect(ok.body.vendor[field]).toEqual(Object.values(atLimit)[0]);
    const count = await vendorCount();
    expectRefused(await create(base(pastLimit)), 400, 400, new RegExp(field));
    expect(await vendorCount()).toBe(count);
  });

  it("bounds vendorDetails and image fields (at the limit and one past)", async () => {
    const url = (n: number) => `https://cdn.example.com/${"u".repeat(n - 24)}`;
    const pairs: [Record<string, unknown>, Record<string, unknown>, RegExp][] = [
      [
        { vendorDetails: { key: str(255), value: "v" } },
        { vendorDetails: { key: str(256), value: "v" } },
        /vendorDetails\.key/,
      ],
      [
        { vendorDetails: { key: "k", value: str(4096) } },
        { vendorDetails: { key: "k", value: str(4097) } },
        /vendorDetails\.value/,
      ],
      [
        { images: [{ ...image(1), altText: str(255) }] },
        { images: [{ ...image(1), altText: str(256) }] },
        /images\.0\.altText/,
      ],
      [{ images: [{ name: str(255), id: "f" }] }, { images: [{ name: str(256), id: "f" }] }, /images\.0\.name/],
      [
        { videos: [{ name: "v", url: url(2048), isExternal: true }] },
        { videos: [{ name: "v", url: url(2049), isExternal: true }] },
        /videos\.0\.url/,
      ],
    ];
    for (const [atLimit, pastLimit, message] of pairs) {
      expect((await create(base(atLimit))).status).toBe(200);
      const res = await create(base(pastLimit));
      expectRefused(res, 400, 400, message);
      expect(JSON.stringify(res.body)).not.toContain(str(200));
    }
  });

  it("checks image and video objects", async () => {
    const cases: [unknown, RegExp][] = [
      [{ images: [{ name: "x", isExternal: false }] }, /id is required when isExternal is false/],
      [{ images: [{ name: "x", id: "f", isExternal: true }] }, /url is required when isExternal is true/],
      [{ videos: [{ name: "x", url: "ftp://nope", isExternal: true }] }, /http/],
      [{ images: [{ id: "f" }] }, /images\.0\.name/],
      [{ images: [image(1), image(1)] }, /given twice/],
      [{ images: "logo.png" }, /images/],
    ];
    for (const [body, message] of cases)
      expectRefused(await create(base(body as Record<string, unknown>)), 400, 400, message);
  });

  it("refuses missing and wrong-typed fields", async () => {
    const count = await vendorCount();
    expectRefused(await create({ brandId: 10, type: "REWARDS" }), 400, 400, /name/);
    expectRefused(await create(base({ name: "   " })), 400, 400, /name/);
    expectRefused(await create({ name: "No brand", type: "REWARDS" }), 400, 400, /brandId/);
    expectRefused(await create(base({ name: true })), 400, 400, /name/);
    expectRefused(await create(base({ enabled: "yes" })), 400, 400, /enabled/);
    expectRefused(await create([base()]), 400, 400);
    expect(await vendorCount()).toBe(count);
  });

  it("refuses malformed JSON, a wrong content type and an oversized body", async () => {
    const count = await vendorCount();
    const headers = { "content-type": "application/json" };
    expectRefused(
      await callRoute(POST, { path: PATH, auth: "demo.maker", rawBody: '{"name": ', headers }),
      400,
      400,
      /Malformed JSON/,
    );
    expectRefused(
      await callRoute(POST, {
        path: PATH,
        auth: "demo.maker",
        rawBody: JSON.stringify(base()),
        headers: { "content-type": "text/plain" },
      }),
      415,
      415,
    );
    expectRefused(
      await callRoute(POST, {
        path: PATH,
        auth: "demo.maker",
        rawBody: JSON.stringify(base({ description: str(70_000) })),
        headers,
      }),
      413,
      413,
    );
    expect(await vendorCount()).toBe(count);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const count = await vendorCount();
    expectRefused(await create(base(), null), 401, 401, "Authentication failed. Please check username and password.");
    expectRefused(await create(base(), { basic: ["demo.maker", "wrong"] }), 401, 401);
    expectRefused(await create(base(), NO_DEFAULT), 403, 403, /default/);
    expect(await vendorCount()).toBe(count);
  });
});
