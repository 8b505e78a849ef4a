import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";
import { runScript } from "./test-harness/run-script.ts";
import { callRoute, type Auth, type CallOptions } from "./test-harness/call-route.ts";
import { POST as CHANGE_PASSWORD } from "../app/v2/me/password/route.ts";
import { GET as SETTINGS, PATCH as CHANGE_SETTINGS } from "../app/v2/admin/settings/route.ts";
import { POST as ADD_PROGRAM } from "../app/v2/admin/programs/route.ts";
import { POST as ADD_DICTIONARY_ENTRY } from "../app/v2/admin/dictionaries/[kind]/route.ts";
import { POST as ADD_USER } from "../app/v2/admin/users/route.ts";
import { POST as ADD_CUSTOMER } from "../app/v2/customers/route.ts";
import { POST as ADD_REQUEST } from "../app/v1.1/request/add/route.ts";
import { POST as APPROVE } from "../app/v1.1/request/approve/route.ts";
import { POST as ADD_PRODUCT } from "../app/v1.1/product/add/route.ts";

// A production start's empty database (no demo data): `npm run org:create` and then only the API, as a
// retailer's IT team would take a new organization to its first credited points and its first product.
async function orgCreate(...args: string[]) {
  const { code, stdout, stderr } = await runScript("scripts/org-create.ts", args);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as { orgId: number; username: string; password: string };
}
const basic = (username: string, password: string): Auth => ({ basic: [username, password] });

/** Calls the route and expects 200: each step of the walk needs the one before it to have worked. */
async function succeed(handler: unknown, options: CallOptions) {
  const res = await callRoute(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}

async function changePassword(username: string, oneTime: string, password: string) {
  await succeed(CHANGE_PASSWORD, {
    method: "POST",
    path: "/v2/me/password",
    body: { currentPassword: oneTime, newPassword: password },
    auth: basic(username, oneTime),
  });
  return basic(username, password);
}

describe("a new organization from nothing", { timeout: 120_000 }, () => {
  it("org:create, then the admin API alone, to a credited goodwill approval and a branded product", async () => {
    expect(await db.organization.count()).toBe(0);
    const created = await orgCreate("--name", "Fresh Retail", "--admin", "fresh.admin", "--json");
    const oneTime = basic(created.username, created.password);

    // The one-time password opens nothing but the password change.
    const blocked = await callRoute(SETTINGS, { path: "/v2/admin/settings", auth: oneTime });
    expect(blocked.status).toBe(403);
    const admin = await changePassword(created.username, created.password, "Quiet-Lantern-Harbor-2041");

    const program = await succeed(ADD_PROGRAM, {
      method: "POST",
      path: "/v2/admin/programs",
      body: { name: "Fresh Rewards" },
      auth: admin,
    });
    const settings = await succeed(CHANGE_SETTINGS, {
      method: "PATCH",
      path: "/v2/admin/settings",
      body: { defaultProgramId: program.body.data.id },
      auth: admin,
    });
    expect(settings.body.data.defaultProgramId).toBe(program.body.data.id);

    await succeed(ADD_DICTIONARY_ENTRY, {
      method: "POST",
      path: "/v2/admin/dictionaries/brand",
      params: { kind: "brand" },
      body: { name: "Northwind" },
      auth: admin,
    });

    const newUser = await succeed(ADD_USER, {
      method: "POST",
      path: "/v2/admin/users",
      body: { username: "fresh.maker", accessGroups: ["requests.write", "default"] },
      auth: admin,
    });
    const maker = await changePassword("fresh.maker", newUser.body.oneTimePassword, "Copper-Meadow-Signal-5832");

    const customer = await succeed(ADD_CUSTOMER, {
      method: "POST",
      path: "/v2/customers?source=INSTORE",
      body: { profiles: [{ firstName: "Ada", identifiers: [{ type: "mobile", value: "919811112222" }] }] },
      auth: maker,
    });
    const customerId = customer.body.createdId as number;

    const added = await succeed(ADD_REQUEST, {
      method: "POST",
      path: "/v1.1/request/add",
      body: {
        root: {
          request: [
            { type: "GOODWILL", base_type: "POINTS", customer: { id: customerId }, points: "250", reason: "welcome" },
          ],
        },
      },
      auth: maker,
    });
    const requestId = Number(added.body.response.requests.request[0].id);

    // Four eyes: the admin, who holds every group, approves the maker's request.
    await succeed(APPROVE, {
      method: "POST",
      path: "/v1.1/request/approve",
      body: { root: { request: [{ id: requestId, type: "GOODWILL", base_type: "POINTS" }] } },
      auth: admin,
    });
    const lots = await db.pointsLot.findMany({ where: { customerId, orgId: created.orgId } });
    expect(lots.map((lot) => [Number(lot.points), lot.programId])).toEqual([[250, program.body.data.id]]);

    const product = (brandName: string) =>
      callRoute(ADD_PRODUCT, {
        method: "POST",
        path: "/v1.1/product/add",
        body: { root: { product: [{ sku: `SKU-${brandName}`, price: "9.99", brand: { name: brandName } }] } },
        auth: maker,
      });
    const branded = await product("Northwind");
    expect(branded.status, JSON.stringify(branded.body)).toBe(200);
    expect(branded.body.response.product[0].item_status.code).toBe(9100);
    const unknownBrand = await product("Contoso");
    expect(unknownBrand.body.response.product[0].item_status.code).toBe(9110);
    expect(await db.product.count({ where: { orgId: created.orgId } })).toBe(1);
  });
});
