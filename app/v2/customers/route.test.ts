import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, callRouteRaw } from "@/scripts/test-harness/call-route.ts";
import { GET as lookup } from "./lookup/route.ts";
import { GET as labels } from "./[id]/labels/route.ts";
import { POST } from "./route.ts";
import { makeUser } from "@/scripts/test-harness/test-users.ts";
import { expectV2Error } from "@/scripts/test-harness/admin-users.ts";

const profile = (identifiers: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  profiles: [{ firstName: "Ivy", lastName: "New", identifiers, ...extra }],
  loyaltyInfo: { loyaltyType: "loyalty" },
});
const add = (body: unknown, auth: Parameters<typeof callRoute>[1]["auth"] = "demo.maker") =>
  callRoute(POST, { path: "/v2/customers?source=INSTORE", body, auth });
const labelsOf = (id: string, auth?: Parameters<typeof callRoute>[1]["auth"]) =>
  callRoute(labels, { path: `/v2/customers/${id}/labels`, params: { id }, auth });

describe("POST /v2/customers", () => {
  it("registers a customer in the caller's organization, found by lookup afterwards", async () => {
    const res = await add(
      profile([
        { type: "mobile", value: "919911110001" },
        { type: "email", value: "ivy@example.com" },
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ createdId: expect.any(Number), warnings: [] });
    const found = await callRoute(lookup, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=email&identifierValue=ivy@example.com",
      auth: "demo.maker",
    });
    expect(found.body.id).toBe(res.body.createdId);
    const elsewhere = await callRoute(lookup, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=email&identifierValue=ivy@example.com",
      auth: "dual.maker",
    });
    expect(elsewhere.status).toBe(404);
  });

  it("refuses an identifier another customer of the organization holds, and creates nothing", async () => {
    const before = await db.customer.count();
    const res = await add(
      profile([
        { type: "email", value: "new@example.com" },
        { type: "mobile", value: "919900000001" },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      errors: [{ status: false, code: 8018, message: expect.stringContaining("mobile 919900000001") }],
      warnings: [],
    });
    expect(await db.customer.count()).toBe(before);
    expect(await db.customerIdentifier.count({ where: { value: "new@example.com" } })).toBe(0);
  });

  it("treats an email in any letter case as one address: stored lower-case, found and refused in any case", async () => {
    const res = await add(profile([{ type: "email", value: " Zed.Mixed@Example.COM " }]));
    expect(res.status).toBe(200);
    const stored = await db.customerIdentifier.findFirstOrThrow({ where: { customerId: res.body.createdId } });
    expect(stored.value).toBe("zed.mixed@example.com");
    const found = await callRoute(lookup, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=email&identifierValue=ZED.MIXED@example.com",
      auth: "demo.maker",
    });
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(res.body.createdId);
    const again = await add(profile([{ type: "email", value: "zed.mixed@EXAMPLE.com" }]));
    expect(again.status).toBe(409);
    expect(again.body.errors[0].code).toBe(8018);
    // Other identifier types keep their case: external ids are opaque.
    const external = await add(profile([{ type: "externalId", value: "Ext-Case-1" }]));
    expect(external.status).toBe(200);
    expect((await add(profile([{ type: "externalId", value: "ext-case-1" }]))).status).toBe(200);
  });

  it("allows the same identifier in another organization", async () => {
    const res = await add(profile([{ type: "mobile", value: "919900000001" }]), "dual.maker");
    expect(res.status).toBe(200);
  });

  it("refuses concurrent registrations of one identifier but one", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => add(profile([{ type: "mobile", value: "919922220000" }]))),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(await db.customerIdentifier.count({ where: { value: "919922220000" } })).toBe(1);
  });

  it.each([
    ["no identifiers", profile([]), /at least one identifier/],
    ["an unknown identifier type", profile([{ type: "passport", value: "X1" }]), /identifiers\.0\.type/],
    ["a malformed mobile", profile([{ type: "mobile", value: "12ab" }]), /mobile number/],
    ["a malformed email", profile([{ type: "email", value: "no-at-sign" }]), /email/],
    ["a wrong type", profile([{ type: "mobile", value: true }]), /identifiers\.0\.value/],
    [
      "an oversized name",
      profile([{ type: "mobile", value: "919900001112" }], { firstName: "x".repeat(101) }),
      /firstName: at most 100/,
    ],
    ["an oversized identifier", profile([{ type: "externalId", value: "x".repeat(101) }]), /at most 100/],
    [
      "too many identifiers",
      profile(Array.from({ length: 11 }, (_, i) => ({ type: "externalId", value: `E${i}` }))),
      /at most 10/,
    ],
    ["a missing profiles array", { loyaltyInfo: { loyaltyType: "loyalty" } }, /profiles/],
    ["an array body", [1, 2], /expected object/],
    [
      "the same identifier type twice",
      profile([
        { type: "mobile", value: "919900001114" },
        { type: "mobile", value: "919900001115" },
      ]),
      /given twice/,
    ],
  ])("refuses %s with 400 and creates nothing", async (_name, body, message) => {
    const before = await db.customer.count();
    const res = await add(body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ status: false, code: 400 });
    expect(res.body.errors[0].message).toMatch(message);
    expect(await db.customer.count()).toBe(before);
  });

  it("ignores fields it does not know, naming each in the warnings, and reads a number as text", async () => {
    const res = await add({
      ...profile([{ type: "mobile", value: 919900001113, verified: true }]),
      extra: true,
    });
    expect(res.status).toBeLessThan(300);
    expect(res.body.warnings).toHaveLength(2);
    expect(res.body.warnings).toEqual(
      expect.arrayContaining([
        { status: false, code: 9045, message: "extra: unknown field ignored" },
        { status: false, code: 9045, message: "profiles.0.identifiers.0.verified: unknown field ignored" },
      ]),
    );
    const identifiers = await db.customerIdentifier.findMany({ where: { customerId: res.body.createdId } });
    expect(identifiers.map((i) => [i.type, i.value])).toEqual([["mobile", "919900001113"]]);
  });

  it("refuses malformed JSON, a wrong content type, an oversize body and an invalid source", async () => {
    const makerPost = { path: "/v2/customers", auth: "demo.maker" } as const;
    const malformed = await callRouteRaw(POST, makerPost, '{"profiles": [');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/^Malformed JSON body/);
    const wrongType = await callRouteRaw(POST, makerPost, "profiles=1", "application/x-www-form-urlencoded");
    expect(wrongType.status).toBe(415);
    expect(wrongType.body.errors[0].code).toBe(415);
    const noType = await callRoute(POST, { ...makerPost, rawBody: "{}" });
    expect(noType.status).toBe(415);
    const huge = await callRouteRaw(POST, makerPost, JSON.stringify({ pad: "x".repeat(1024 * 1024 + 10) }));
    expect(huge.status).toBe(413);
    expect(huge.body.errors[0]).toMatchObject({ status: false, code: 413 });
    const source = await callRoute(POST, {
      path: "/v2/customers?source=MARS",
      body: profile([{ type: "mobile", value: "919900001116" }]),
      auth: "demo.maker",
    });
    expect(source.body.errors[0].code).toBe(8003);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    expect((await add(profile([{ type: "mobile", value: "919900001117" }]), null)).status).toBe(401);
    const pointsOnly = await makeUser("points.only", 100, ["points.read"]);
    const res = await add(profile([{ type: "mobile", value: "919900001117" }]), pointsOnly.auth);
    expectV2Error(res, 403, "Access denied: the default access group is required for this operation.");
    expect(
      (
        await callRoute(lookup, {
          path: "/v2/customers/lookup?source=INSTORE&identifierName=id&identifierValue=5001",
          auth: pointsOnly.auth,
        })
      ).status,
    ).toBe(403);
    expect((await labelsOf("5001", pointsOnly.auth)).status).toBe(403);
  });
});

describe("GET /v2/customers/{id}/labels", () => {
  it("lists the labels a customer carries", async () => {
    const res = await labelsOf("5001", "demo.maker");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      data: [{ labelId: expect.any(Number), labelName: "VIP", addedOn: expect.any(String) }],
      warnings: [],
      errors: [],
    });
  });

  it("answers 8015 for unknown ids, another organization's customer and a non-numeric id", async () => {
    for (const [id, auth] of [
      ["99999", "demo.maker"],
      ["5001", "dual.maker"],
      ["abc", "demo.maker"],
    ] as const) {
      const res = await labelsOf(id, auth);
      expect(res.status).toBe(404);
      expect(res.body.errors[0]).toEqual({
        status: false,
        code: 8015,
        message: "Customer not found for the given identifiers",
      });
    }
    expect((await labelsOf("5001")).status).toBe(401);
  });
});

describe("POST /v2/customers at its limits", () => {
  it("accepts a mobile of 8 and of 15 digits, 100-character values and names, and all five identifier types", async () => {
    const all = profile(
      [
        { type: "mobile", value: "919933334444555" },
        { type: "email", value: `${"e".repeat(88)}@example.com` },
        { type: "externalId", value: "X".repeat(100) },
        { type: "cardnumber", value: "CARD-LIMIT" },
        { type: "cardExternalId", value: "CEXT-LIMIT" },
      ],
      { firstName: "F".repeat(100), lastName: "L".repeat(100) },
    );
    const res = await add(all);
    expect(res.status).toBe(200);
    const stored = await db.customerIdentifier.findMany({
      where: { customerId: res.body.createdId },
      orderBy: { type: "asc" },
    });
    expect(stored.map((i) => i.type)).toEqual(["cardExternalId", "cardnumber", "email", "externalId", "mobile"]);
    expect((await add(profile([{ type: "mobile", value: "91993333" }]))).status).toBe(200);
    const found = await callRoute(lookup, {
      path: "/v2/customers/lookup?source=INSTORE&identifierName=cardExternalId&identifierValue=CEXT-LIMIT",
      auth: "demo.maker",
    });
    expect(found.body.id).toBe(res.body.createdId);
  });

  it.each([
    ["7 digits", "9199333"],
    ["16 digits", "9199333344445555"],
  ])("refuses a mobile of %s", async (_name, value) => {
    const res = await add(profile([{ type: "mobile", value }]));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/8 to 15 digits/);
    expect(await db.customerIdentifier.count({ where: { value } })).toBe(0);
  });

  it("refuses an oversized last name and an empty identifier value", async () => {
    expect(
      (await add(profile([{ type: "mobile", value: "919900001118" }], { lastName: "x".repeat(101) }))).status,
    ).toBe(400);
    expect((await add(profile([{ type: "externalId", value: "   " }]))).status).toBe(400);
    expect(await db.customerIdentifier.count({ where: { value: "919900001118" } })).toBe(0);
  });
});

describe("POST /v2/customers duplicate identifiers", () => {
  it.each([
    ["email", "asha@example.com"],
    ["externalId", "EXT-0002"],
    ["cardnumber", "CARD-0001"],
    ["mobile with surrounding spaces", " 919900000003 "],
  ])("refuses a taken %s with 8018 and creates nothing", async (name, value) => {
    const type = name.split(" ")[0];
    const before = await db.customer.count();
    const res = await add(
      profile([
        { type: "cardExternalId", value: `fresh-${type}` },
        { type, value },
      ]),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors[0]).toMatchObject({ status: false, code: 8018 });
    expect(await db.customer.count()).toBe(before);
    expect(await db.customerIdentifier.count({ where: { value: `fresh-${type}` } })).toBe(0);
  });
});

describe("GET /v2/customers/lookup bad parameters", () => {
  const get = (query: string) => callRoute(lookup, { path: `/v2/customers/lookup?${query}`, auth: "demo.maker" });

  it("refuses a missing source with 8003 and a missing identifierName with 400", async () => {
    const noSource = await get("identifierName=mobile&identifierValue=919900000001");
    expect(noSource.status).toBe(400);
    expect(noSource.body.errors[0]).toMatchObject({ status: false, code: 8003 });
    const noName = await get("source=INSTORE&identifierValue=919900000001");
    expect(noName.status).toBe(400);
    expect(noName.body.errors[0]).toMatchObject({ status: false, code: 400 });
  });

  it("answers 8015 for an empty or oversized identifierValue", async () => {
    for (const value of ["", "x".repeat(101)]) {
      const res = await get(`source=INSTORE&identifierName=externalId&identifierValue=${value}`);
      expect(res.status).toBe(404);
      expect(res.body.errors[0].code).toBe(8015);
    }
  });
});

describe("GET /v2/customers/{id}/labels across a connected group", () => {
  it("shows only the caller's organization's labels of a customer registered in several", async () => {
    const parentLabel = await db.label.create({ data: { orgId: 300, name: "Parent only" } });
    await db.customerLabel.create({ data: { customerId: 5006, labelId: parentLabel.id } });
    const asParent = await labelsOf("5006", "acme.maker");
    expect(asParent.body.data.map((l: { labelName: string }) => l.labelName)).toContain("Parent only");
    const asChild = await labelsOf("5006", "north.maker");
    expect(asChild.status).toBe(200);
    expect(asChild.body.data.map((l: { labelName: string }) => l.labelName)).not.toContain("Parent only");
  });
});
