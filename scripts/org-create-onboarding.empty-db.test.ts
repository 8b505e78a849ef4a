import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { db } from "../lib/db/client.ts";
import { callRoute, type Auth } from "./test-harness/call-route.ts";
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
const run = promisify(execFile);
async function orgCreate(...args: string[]) {
  const { stdout } = await run(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "scripts/org-create.ts", ...args],
    { env: process.env },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as { orgId: number; username: string; password: string };
}
const basic = (username: string, password: string): Auth => ({ basic: [username, password] });

async function changePassword(username: string, oneTime: string, password: string) {
  const res = await callRoute(CHANGE_PASSWORD, {
    method: "POST",
    path: "/v2/me/password",
    body: { currentPassword: oneTime, newPassword: password },
    auth: basic(username, oneTime),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
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

    const program = await callRoute(ADD_PROGRAM, {
      method: "POST",
      path: "/v2/admin/programs",
      body: { name: "Fresh Rewards" },
      auth: admin,
    });
    expect(program.status, JSON.stringify(program.body)).toBe(200);
    const settings = await callRoute(CHANGE_SETTINGS, {
      method: "PATCH",
      path: "/v2/admin/settings",
      body: { defaultProgramId: program.body.data.id },
      auth: admin,
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(settings.body.data.defaultProgramId).toBe(program.body.data.id);

    const brand = await callRoute(ADD_DICTIONARY_ENTRY, {
      method: "POST",
      path: "/v2/admin/dictionaries/brand",
      params: { kind: "brand" },
      body: { name: "Northwind" },
      auth: admin,
    });
    expect(brand.status, JSON.stringify(brand.body)).toBe(200);

    const newUser = await callRoute(ADD_USER, {
      method: "POST",
      path: "/v2/admin/users",
      body: { username: "fresh.maker", accessGroups: ["requests.write", "default"] },
      auth: admin,
    });
    expect(newUser.status, JSON.stringify(newUser.body)).toBe(200);
    const maker = await changePassword("fresh.maker", newUser.body.oneTimePassword, "Copper-Meadow-Signal-5832");

    const customer = await callRoute(ADD_CUSTOMER, {
      method: "POST",
      path: "/v2/customers?source=INSTORE",
      body: { profiles: [{ firstName: "Ada", identifiers: [{ type: "mobile", value: "919811112222" }] }] },
      auth: maker,
    });
    expect(customer.status, JSON.stringify(customer.body)).toBe(200);
    const customerId = customer.body.createdId as number;

    const added = await callRoute(ADD_REQUEST, {
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
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const requestId = Number(added.body.response.requests.request[0].id);

    // Four eyes: the admin, who holds every group, approves the maker's request.
    const approved = await callRoute(APPROVE, {
      method: "POST",
      path: "/v1.1/request/approve",
      body: { root: { request: [{ id: requestId, type: "GOODWILL", base_type: "POINTS" }] } },
      auth: admin,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
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
