import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client.ts";
import { callRoute, type Auth, type JsonBody } from "@/scripts/test-harness/call-route.ts";
import { POST } from "./route.ts";
import { noDefaultUser } from "@/scripts/test-harness/test-users.ts";

const change = (id: number | string, body: unknown, auth: Auth = "demo.maker") =>
  callRoute(POST, { path: `/v2/customers/${id}/changeLabels`, params: { id: String(id) }, body, auth });
const names = (...list: string[]) => list.map((labelName) => ({ labelName }));

async function labelsOf(customerId: number, orgId = 100): Promise<string[]> {
  const rows = await db.customerLabel.findMany({ where: { customerId, label: { orgId } }, include: { label: true } });
  return rows.map((row) => row.label.name).sort();
}
/** Every key the spec lists for the result, on success too, as clients of the original read them. */
const done = (body: { entity: number; warnings: unknown[] }) => ({
  ...body,
  success: true,
  message: "Labels changed successfully",
  errorCode: null,
  errors: [],
});
const expectChanged = (res: { status: number; body: JsonBody }, entity: number, warnings: unknown[]) => {
  expect(res.status).toBe(200);
  expect(res.body).toEqual(done({ entity, warnings }));
};
/** 33000 names an unknown label; 33001 one the customer does not carry, by name or once for them all. */
const unknownLabel = (name: string) => ({ status: false, code: 33000, message: `${name} label not found` });
const notCarried = (name?: string) => ({
  status: false,
  code: 33001,
  message: name ? `${name}: User labels not found` : "User labels not found",
});
const snapshot = () => db.customerLabel.findMany({ orderBy: [{ customerId: "asc" }, { labelId: "asc" }] });

const expectError = (
  res: { status: number; body: JsonBody },
  status: number,
  code: number,
  message?: string | RegExp,
) => {
  expect(res.status).toBe(status);
  expect(res.body).toEqual({
    entity: null,
    success: false,
    message: expect.any(String),
    errorCode: String(code),
    errors: [{ status: false, code, message: expect.any(String) }],
    warnings: [],
  });
  if (typeof message === "string") expect(res.body.errors[0].message).toBe(message);
  else if (message) expect(res.body.errors[0].message).toMatch(message);
};

const NO_DEFAULT = noDefaultUser("labels.nodefault");
beforeAll(async () => {
  await db.label.create({ data: { orgId: 200, name: "Gold" } });
});

describe("POST /v2/customers/{user_id}/changeLabels", () => {
  it("adds and removes labels in one call", async () => {
    expectChanged(await change(5003, { add: names("Churn Risk", "Newsletter") }), 5003, []);
    const both = await change(5003, { add: names("VIP"), remove: names("Churn Risk") });
    expect(both.body).toEqual(done({ entity: 5003, warnings: [] }));
    expect(await labelsOf(5003)).toEqual(["Newsletter", "VIP"]);
  });

  it("ignores properties it does not know and names each in the warnings (9045)", async () => {
    const res = await change(5002, { add: [{ labelName: "Newsletter", colour: "red" }], label: "x" });
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.warnings).toEqual([
      { status: false, code: 9045, message: "add.0.colour: unknown field ignored" },
      { status: false, code: 9045, message: "label: unknown field ignored" },
    ]);
    await change(5002, { remove: names("Newsletter") });
    expect(await labelsOf(5002)).toEqual([]);
  });

  it("treats adding a carried label as a no-op", async () => {
    expect((await change(5001, { add: names("VIP", "VIP") })).body).toEqual(done({ entity: 5001, warnings: [] }));
    expect(await labelsOf(5001)).toEqual(["VIP"]);
  });

  it("warns 33001 once per label of the organization the customer does not carry, and applies the rest", async () => {
    // 5001 carries VIP only.
    const one = await change(5001, { remove: names("Newsletter") });
    expectChanged(one, 5001, [notCarried("Newsletter")]);
    expect(await labelsOf(5001)).toEqual(["VIP"]);

    const res = await change(5001, {
      add: names("Churn Risk"),
      remove: names("Newsletter", "Silver", "VIP", "Newsletter", "Anniversary"),
    });
    expectChanged(res, 5001, [unknownLabel("Silver"), unknownLabel("Anniversary"), notCarried("Newsletter")]);
    expect(await labelsOf(5001)).toEqual(["Churn Risk"]);
  });

  it("accepts an empty change", async () => {
    for (const body of [{}, { add: [], remove: [] }])
      expect((await change(5002, body)).body).toEqual(done({ entity: 5002, warnings: [] }));
  });

  it("warns 33000 for each unknown label, named first, and still applies the known ones", async () => {
    // 5004 carries no labels before the call, so removing anything also warns 33001.
    const res = await change(5004, { add: names("Gold", "Newsletter"), remove: names("Silver") });
    expectChanged(res, 5004, [unknownLabel("Gold"), unknownLabel("Silver"), notCarried()]);
    expect(await labelsOf(5004)).toEqual(["Newsletter"]);
    const unknownOnly = await change(5004, { remove: names("Silver") });
    expect(unknownOnly.body).toEqual(done({ entity: 5004, warnings: [unknownLabel("Silver")] }));
  });

  it("does not see another organization's labels", async () => {
    const res = await change(5002, { add: names("Gold") });
    expect(res.body.warnings).toEqual([unknownLabel("Gold")]);
    expect(await db.customerLabel.count({ where: { customerId: 5002 } })).toBe(0);
  });

  it("warns 33001 once when removing from a customer without labels, not once per label", async () => {
    const before = await snapshot();
    expectChanged(await change(5002, { remove: names("VIP", "Newsletter") }), 5002, [notCarried()]);
    expect(await snapshot()).toEqual(before);
  });

  it("answers 8015 for an unknown customer and another organization's, writing nothing", async () => {
    const before = await snapshot();
    for (const [id, auth] of [
      [999999, "demo.maker"],
      [5005, "demo.maker"],
      [5006, "demo.maker"],
      [5001, "dual.maker"],
      ["abc", "demo.maker"],
      [0, "demo.maker"],
      ["99999999999999", "demo.maker"],
      [2147483648, "demo.maker"],
    ] as const) {
      expectError(
        await change(id, { add: names("VIP") }, auth),
        404,
        8015,
        "Customer not found for the given identifiers",
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("accepts a label name of 100 characters and 100 names per list, and refuses one more", async () => {
    const before = await snapshot();
    expect((await change(5002, { add: names("x".repeat(100)) })).body.warnings[0]).toMatchObject({ code: 33000 });
    expectError(
      await change(5002, { add: names("x".repeat(101)) }),
      400,
      400,
      /labelName must be at most 100 characters/,
    );
    const hundred = Array.from({ length: 100 }, (_, i) => `L${i}`);
    expect((await change(5002, { add: names(...hundred) })).body.warnings).toHaveLength(100);
    expectError(await change(5002, { add: names(...hundred, "L100") }), 400, 400, /at most 100 labels/);
    expectError(await change(5002, { remove: names(...hundred, "L100") }), 400, 400, /remove/);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses wrong types, missing names and contradictions", async () => {
    const before = await snapshot();
    const cases: [unknown, RegExp][] = [
      [{ add: "VIP" }, /add/],
      [{ add: [{ labelName: false }] }, /add\.0\.labelName/],
      [{ add: [{}] }, /labelName/],
      [{ add: [{ labelName: "   " }] }, /labelName is required/],
      [{ add: names("Newsletter"), remove: names("Newsletter") }, /both added and removed/],
      [[{ labelName: "VIP" }], /object/],
    ];
    for (const [body, message] of cases) expectError(await change(5002, body), 400, 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses malformed JSON, a wrong content type and an oversized body", async () => {
    const before = await snapshot();
    const call = (rawBody: string, contentType = "application/json") =>
      callRoute(POST, {
        path: "/v2/customers/5002/changeLabels",
        params: { id: "5002" },
        auth: "demo.maker",
        rawBody,
        headers: { "content-type": contentType },
      });
    expectError(await call('{"add": ['), 400, 400, /Malformed JSON/);
    expectError(await call(JSON.stringify({ add: names("VIP") }), "text/plain"), 415, 415);
    expectError(await call(JSON.stringify({ add: names("y".repeat(70_000)) })), 413, 413);
    expect(await snapshot()).toEqual(before);
  });

  it("needs credentials (401) and the default access group (403)", async () => {
    const before = await snapshot();
    expectError(
      await change(5002, { add: names("VIP") }, null),
      401,
      401,
      "Authentication failed. Please check username and password.",
    );
    expectError(await change(5002, { add: names("VIP") }, NO_DEFAULT), 403, 403, /default/);
    expect(await snapshot()).toEqual(before);
  });

  it("applies concurrent identical calls once", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => change(5002, { add: names("Churn Risk") })));
    for (const res of results) expect(res.body).toEqual(done({ entity: 5002, warnings: [] }));
    expect(await labelsOf(5002)).toEqual(["Churn Risk"]);
  });
});
